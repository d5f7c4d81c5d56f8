import { validateOffers, type ParsedRows, stockFromText } from '../parse-utils/offer.js';
import { parsePriceToCents } from '../parse-utils/price.js';
import { cleanOptional } from '../parse-utils/text.js';
import { sanitizeImageUrl, sanitizeUrl } from '../parse-utils/url.js';
import type { RawOffer } from '../../types.js';
import { firstAttr, firstText, imageSrc, loadHtml, loadsMoreByScript } from '../html.js';

export interface LightspeedPage extends ParsedRows {
  itemKeys: string[];
  nextUrl: string | null;
  /** No next link but a "Load more" control: the `pageN.html` pages still answer. */
  hasMore: boolean;
}

// Lightspeed eCom themes differ in class names but share the product block idea: an element with data-id holding a
// title link, a price and usually an add-to-cart form. These cover the stock themes and common third-party ones.
const BLOCK_SELECTORS =
  '.product-block[data-id], .product[data-id], .gridproduct[data-id], [data-product-id].product-block, .product-block, .products .product';
const TITLE_SELECTORS = ['.product-block-title', '.product-title', '.title a', 'h3 a', 'h4 a', '.title', 'a.title'];
const PRICE_SELECTORS = [
  '.product-block-price .price-new',
  '.price-new',
  '.product-block-price',
  '[itemprop="price"]',
  '.price:not(.price-old)',
  '.price',
];

/** The next page of a Lightspeed listing: `/ammo/` → `/ammo/page2.html`, `/ammo/page2.html` → `/ammo/page3.html`. */
export function lightspeedPageUrl(listingUrl: string, page: number): string {
  const u = new URL(listingUrl);
  const m = /^(.*\/)page\d+\.html$/i.exec(u.pathname);
  const dir = m ? m[1] : u.pathname.endsWith('/') ? u.pathname : `${u.pathname}/`;
  u.pathname = page <= 1 ? dir : `${dir}page${page}.html`;
  return u.href;
}

/** A Lightspeed eCom collection page (`/collection/pageN.html`). */
export function parseLightspeedListing(html: string, pageUrl: string, siteUrl: string = pageUrl): LightspeedPage {
  const $ = loadHtml(html);
  const candidates: Array<Partial<RawOffer> | null> = [];
  const itemKeys: string[] = [];
  const seen = new Set<string>();
  $(BLOCK_SELECTORS).each((_, el) => {
    const block = $(el);
    if (block.parents('.product-block, [data-id].product').length) return;
    const id = firstAttr(block, [
      [':scope', 'data-id'],
      [':scope', 'data-product-id'],
      ['[data-id]', 'data-id'],
    ]);
    const title =
      firstText(block, TITLE_SELECTORS) || cleanOptional(block.find('a[title]').first().attr('title')) || '';
    const href =
      block.find('.product-block-title a, .product-title a, .title a, h3 a, h4 a, a[title]').first().attr('href') ??
      block.find('a').first().attr('href');
    const url = sanitizeUrl(href, pageUrl, siteUrl);
    const key = id ?? url;
    if (key) {
      if (seen.has(key)) return;
      seen.add(key);
      itemKeys.push(key);
    }
    let priceCents: number | null = parsePriceToCents(
      Number(
        firstAttr(block, [
          ['[itemprop="price"]', 'content'],
          [':scope', 'data-price'],
        ]) ?? NaN,
      ),
    );
    for (const sel of PRICE_SELECTORS) {
      if (priceCents !== null) break;
      priceCents = parsePriceToCents(block.find(sel).first().text());
    }
    const stockText = firstText(block, [
      '.stock',
      '.product-block-stock',
      '.availability',
      '.out-of-stock',
      '.in-stock',
    ]);
    const hasCart =
      block.find('form[action*="/cart/add/"], a[href*="/cart/add/"], .add-to-cart, button.cart').length > 0;
    const fromText = stockFromText(stockText);
    candidates.push({
      title,
      priceCents: priceCents ?? undefined,
      url,
      platformId: cleanOptional(id, 64),
      sku: cleanOptional(
        firstAttr(block, [
          [':scope', 'data-sku'],
          ['[data-sku]', 'data-sku'],
          ['[itemprop="sku"]', 'content'],
        ]),
        120,
      ),
      gtin: null,
      vendor: cleanOptional(firstText(block, ['.product-block-brand', '.brand', '[itemprop="brand"]'])),
      stockStatus: fromText !== 'unknown' ? fromText : hasCart ? 'in_stock' : 'unknown',
      imageUrl: sanitizeImageUrl(imageSrc(block.find('img').first()), pageUrl),
      hints: {},
    });
  });
  const nextHref = $('a.next, .pager .next a, .pagination .next a, a[rel="next"], link[rel="next"]')
    .first()
    .attr('href');
  const nextUrl = sanitizeUrl(nextHref, pageUrl, siteUrl);
  return {
    ...validateOffers(candidates),
    itemKeys,
    nextUrl,
    hasMore: !nextUrl && itemKeys.length > 0 && loadsMoreByScript($),
  };
}
