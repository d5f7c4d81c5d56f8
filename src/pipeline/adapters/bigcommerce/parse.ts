import { validateOffers, type ParsedRows, stockFromText } from '../parse-utils/offer.js';
import { parsePriceToCents } from '../parse-utils/price.js';
import { cleanOptional } from '../parse-utils/text.js';
import { sanitizeImageUrl, sanitizeUrl } from '../parse-utils/url.js';
import type { RawOffer } from '../../types.js';
import { firstAttr, firstText, imageSrc, loadHtml, loadsMoreByScript, type Doc } from '../html.js';

export interface BigCommercePage extends ParsedRows {
  /** Product ids in page order (duplicates removed: quick-view markup repeats cards). */
  productIds: string[];
  /** The `.pagination-item--next` link, absolute and on the same site, or null on the last page. */
  nextUrl: string | null;
  /** No next link but a "Show More" button (Halo themes) and fewer products than the category's stated total. */
  hasMore: boolean;
}

function moreByScript($: Doc, shown: number): boolean {
  const total = Number($('[data-total]').first().attr('data-total'));
  return shown > 0 && loadsMoreByScript($) && !(Number.isFinite(total) && total <= shown);
}

// Canadian prices are compared before tax, so the without-tax price wins when a theme shows both.
const PRICE_SELECTORS = [
  '[data-product-price-without-tax]',
  '.price--withoutTax',
  '[data-product-price-with-tax]',
  '.price--withTax',
  '.price--main',
  '.price:not(.price--non-sale):not(.price--rrp)',
];

// Cornerstone titles its cards `.card-title`; other Stencil themes use their own heading (ThemeVale: `h4.prod-name`).
const TITLE_LINKS =
  '.card-title a, .card-body h3 a, .card-body h4 a, figcaption h3 a, figcaption h4 a, [class*="name"] a';

/** A BigCommerce Stencil category/search page (Cornerstone `card` markup, and the headings other themes use). */
export function parseBigCommerceListing(html: string, pageUrl: string, siteUrl: string = pageUrl): BigCommercePage {
  const $ = loadHtml(html);
  const seen = new Set<string>();
  const productIds: string[] = [];
  const candidates: Array<Partial<RawOffer> | null> = [];
  $('article.card, .card[data-product-id], li.product .card').each((_, el) => {
    const card = $(el);
    if (card.parents('article.card').length) return; // nested card markup: the outer one counts
    const id =
      card.attr('data-product-id') ??
      /card-(\d+)/.exec(card.attr('data-test') ?? '')?.[1] ??
      firstAttr(card, [
        ['[data-product-id]', 'data-product-id'],
        ['[data-entity-id]', 'data-entity-id'],
      ]);
    const titleLink = card.find(TITLE_LINKS).first();
    const title =
      firstText(card, ['.card-title a', '.card-title', TITLE_LINKS]) ||
      cleanOptional(card.find('a.image-link, .card-figure a').first().attr('title')) ||
      cleanOptional(card.find('img.card-image').first().attr('title')) ||
      '';
    const href = titleLink.attr('href') ?? card.find('.card-figure a, a.card-figure__link').first().attr('href');
    const url = sanitizeUrl(href, pageUrl, siteUrl);
    const key = id ?? url;
    if (key) {
      if (seen.has(key)) return;
      seen.add(key);
      if (id) productIds.push(id);
    }
    let priceCents: number | null = null;
    for (const sel of PRICE_SELECTORS) {
      priceCents = parsePriceToCents(card.find(sel).first().text());
      if (priceCents !== null) break;
    }
    const buttons = card
      .find('.card-figcaption-button, .card-actions .button, [data-button-type], .button, .btn, button')
      .map((_i, b) => $(b).text())
      .get()
      .join(' ');
    const outOfStock =
      card.find('.out_of_stock_btn, .card-text--outOfStock, [data-test-info-type="outOfStock"]').length > 0 ||
      /out of stock|sold out|épuisé/i.test(
        `${buttons} ${card.find('.card-figcaption, .card-stock, .stock-level').text()}`,
      );
    const purchasable =
      /add to cart|pre-?order|choose options|ajouter|choisir (?:les |des )?options|précommander/i.test(buttons) ||
      card.find('a[href*="cart.php?action=add"]').length > 0;
    candidates.push({
      title,
      priceCents: priceCents ?? undefined,
      url,
      platformId: cleanOptional(id, 64),
      sku: cleanOptional(
        firstAttr(card, [
          [':scope', 'data-product-sku'],
          ['[data-product-sku]', 'data-product-sku'],
        ]),
        120,
      ),
      gtin: null,
      vendor: cleanOptional(firstText(card, ['[data-test-info-type="brandName"]', '.card-text--brand', '.brand-name'])),
      stockStatus: outOfStock ? 'out_of_stock' : purchasable ? 'in_stock' : stockFromText(buttons),
      imageUrl: sanitizeImageUrl(imageSrc(card.find('img.card-image, .card-figure img').first()), pageUrl),
      hints: {},
    });
  });
  const nextHref = $('.pagination-item--next a, a.pagination-link--next, link[rel="next"]').first().attr('href');
  const nextUrl = sanitizeUrl(nextHref, pageUrl, siteUrl);
  return {
    ...validateOffers(candidates),
    productIds,
    nextUrl,
    hasMore: !nextUrl && moreByScript($, productIds.length),
  };
}
