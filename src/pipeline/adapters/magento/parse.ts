import { validateOffers, type ParsedRows } from '../parse-utils/offer.js';
import { parsePriceToCents, regularPrice } from '../parse-utils/price.js';
import { cleanOptional } from '../parse-utils/text.js';
import { sanitizeImageUrl, sanitizeUrl } from '../parse-utils/url.js';
import type { RawOffer } from '../../types.js';
import { firstAttr, firstText, imageSrc, loadHtml, type Doc } from '../html.js';
import { M1_ITEMS, m1ThemeCards, parseMagento1Listing } from './parse-m1.js';

export interface MagentoPage extends ParsedRows {
  /** Stable keys of the items (product id, else sku, else url) in page order, to spot a repeated last page. */
  itemKeys: string[];
  nextUrl: string | null;
}

/**
 * Which Magento a page comes from: 2 (Luma/Blank: `/static/version…/frontend/`, `data-mage-init`, `product-item`)
 * or 1 (`/skin/frontend/`, `Mage.Cookies`, `/js/varien/`). Null when neither.
 */
export function magentoVersion(html: string): 1 | 2 | null {
  if (
    /\/static\/(?:version\d+\/)?frontend\/|data-mage-init|text\/x-magento-init|Magento_[A-Z][A-Za-z]+\/|class="[^"]*\bproduct-item-info\b/.test(
      html,
    )
  )
    return 2;
  if (/\/skin\/frontend\/|Mage\.Cookies|\/js\/varien\/|\/js\/mage\//.test(html)) return 1;
  return null;
}

/** A Magento category/search listing: Magento 2 (Luma `product-item`) or Magento 1 (`products-grid`) markup. */
export function parseMagentoListing(html: string, pageUrl: string, siteUrl: string = pageUrl): MagentoPage {
  const $ = loadHtml(html);
  if ($('li.product-item, .product-item-info').length === 0) {
    if ($(M1_ITEMS).length > 0) return parseMagento1Listing($, pageUrl, siteUrl);
    const themed = m1ThemeCards($);
    if (themed.length > 0) return parseMagento1Listing($, pageUrl, siteUrl, themed);
  }
  return parseMagento2Listing($, pageUrl, siteUrl);
}

function parseMagento2Listing($: Doc, pageUrl: string, siteUrl: string): MagentoPage {
  let items = $('li.product-item');
  if (items.length === 0) items = $('.product-item-info');
  const candidates: Array<Partial<RawOffer> | null> = [];
  const itemKeys: string[] = [];
  items.each((_, el) => {
    const item = $(el);
    const link = item.find('a.product-item-link').first();
    const title = firstText(item, ['a.product-item-link', '.product-item-name', '.product.name']);
    const url = sanitizeUrl(link.attr('href') ?? item.find('a.product-item-photo').attr('href'), pageUrl, siteUrl);
    // data-price-amount is a plain decimal in store currency; the final price beats old/regular prices.
    const amount =
      firstAttr(item, [
        ['[data-price-type="finalPrice"][data-price-amount]', 'data-price-amount'],
        ['.price-final_price [data-price-amount]', 'data-price-amount'],
        ['[data-price-amount]:not([data-price-type="oldPrice"])', 'data-price-amount'],
      ]) ?? null;
    const priceCents =
      (amount !== null ? parsePriceToCents(Number(amount)) : null) ??
      parsePriceToCents(firstText(item, ['.price-final_price .price', '.special-price .price', '.price']));
    const oldAmount = firstAttr(item, [['[data-price-type="oldPrice"][data-price-amount]', 'data-price-amount']]);
    const sku = firstAttr(item, [
      [':scope', 'data-product-sku'],
      ['[data-product-sku]', 'data-product-sku'],
      ['form[data-product-sku]', 'data-product-sku'],
    ]);
    const id = firstAttr(item, [
      ['.price-box[data-product-id]', 'data-product-id'],
      ['[data-product-id]', 'data-product-id'],
      ['input[name="product"]', 'value'],
    ]);
    const key = id ?? sku ?? url;
    if (key) itemKeys.push(key);
    const unavailable = item.find('.stock.unavailable, .out-of-stock').length > 0;
    const buyable = item.find('.action.tocart, button.tocart').length > 0 || item.find('.stock.available').length > 0;
    candidates.push({
      title,
      priceCents: priceCents ?? undefined,
      regularPriceCents: regularPrice(priceCents, oldAmount !== null ? parsePriceToCents(Number(oldAmount)) : null),
      url,
      sku: cleanOptional(sku, 120),
      platformId: cleanOptional(id, 64),
      gtin: null,
      vendor: cleanOptional(firstText(item, ['.product-brand', '.brand', '[data-brand]'])),
      stockStatus: unavailable ? 'out_of_stock' : buyable ? 'in_stock' : 'unknown',
      imageUrl: sanitizeImageUrl(imageSrc(item.find('img.product-image-photo, img').first()), pageUrl),
      hints: {},
    });
  });
  const nextHref = $('.pages .next, .pages .action.next, .pages-item-next a, link[rel="next"]').first().attr('href');
  return { ...validateOffers(candidates), itemKeys, nextUrl: sanitizeUrl(nextHref, pageUrl, siteUrl) };
}
