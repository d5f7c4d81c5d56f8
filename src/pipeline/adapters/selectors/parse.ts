import { selectorConfigSchema, type SelectorConfig } from '../../../shared/schemas/retailers.js';
import { NonRetryableScrapeError } from '../../errors.js';
import { stockFromText, validateOffers, type ParsedRows } from '../parse-utils/offer.js';
import { parsePriceToCents } from '../parse-utils/price.js';
import { cleanOptional, cleanText } from '../parse-utils/text.js';
import { sanitizeImageUrl, sanitizeUrl } from '../parse-utils/url.js';
import type { RawOffer } from '../../types.js';
import { imageSrc, loadHtml, type Sel } from '../html.js';

export interface SelectorsPage extends ParsedRows {
  itemCount: number;
  nextUrl: string | null;
}

/** Validates the admin's selector JSON with a message naming the problem. */
export function readSelectorConfig(selector: unknown): SelectorConfig {
  const parsed = selectorConfigSchema.safeParse(selector);
  if (!parsed.success) {
    throw new NonRetryableScrapeError(
      `Invalid selector configuration: ${parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ')}`,
      { code: 'config' },
    );
  }
  return parsed.data;
}

/**
 * `css` reads text; `css@attr` reads an attribute (e.g. `a.title@href`, `.item@data-sku`); `@attr` alone reads the
 * product element's own attribute. This small extension lets admins point at SKUs kept in data attributes.
 */
function pick(item: Sel, selector: string | undefined, mode: 'text' | 'href' | 'src'): string | null {
  if (!selector) return null;
  const at = selector.lastIndexOf('@');
  const css = at >= 0 ? selector.slice(0, at).trim() : selector.trim();
  const attr = at >= 0 ? selector.slice(at + 1).trim() : null;
  let el: Sel;
  try {
    el = css ? item.find(css).first() : item;
  } catch {
    throw new NonRetryableScrapeError(`Invalid CSS selector: ${css.slice(0, 100)}`, { code: 'config' });
  }
  if (el.length === 0) return null;
  if (attr) return el.attr(attr) ?? null;
  if (mode === 'href') return el.attr('href') ?? el.find('a[href]').first().attr('href') ?? null;
  if (mode === 'src') return imageSrc(el.is('img') ? el : el.find('img').first());
  return el.text();
}

/** A listing page parsed with the admin's CSS selectors. */
export function parseSelectorListing(
  html: string,
  config: SelectorConfig,
  pageUrl: string,
  siteUrl: string = pageUrl,
): SelectorsPage {
  const $ = loadHtml(html);
  let items: Sel;
  try {
    items = $(config.productList);
  } catch {
    throw new NonRetryableScrapeError(`Invalid CSS selector: ${config.productList.slice(0, 100)}`, { code: 'config' });
  }
  const candidates: Array<Partial<RawOffer> | null> = [];
  items.each((_, el) => {
    const item = $(el);
    const title = cleanText(pick(item, config.name, 'text'));
    const urlHref = config.url ? pick(item, config.url, 'href') : (item.find(`a[href]`).first().attr('href') ?? null);
    const stockText = pick(item, config.stockStatus, 'text');
    candidates.push({
      title,
      priceCents: parsePriceToCents(pick(item, config.price, 'text')) ?? undefined,
      url: sanitizeUrl(urlHref, pageUrl, siteUrl),
      sku: cleanOptional(pick(item, config.sku, 'text'), 120),
      gtin: null,
      vendor: null,
      stockStatus: config.stockStatus ? stockFromText(stockText) : 'unknown',
      imageUrl: sanitizeImageUrl(pick(item, config.image, 'src'), pageUrl),
      hints: {},
    });
  });
  let nextUrl: string | null = null;
  if (config.nextPage) {
    const next = pick($.root(), config.nextPage, 'href');
    nextUrl = sanitizeUrl(next, pageUrl, siteUrl);
  }
  return { ...validateOffers(candidates), itemCount: items.length, nextUrl };
}
