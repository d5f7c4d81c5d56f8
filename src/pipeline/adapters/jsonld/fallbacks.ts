import { stockFromText } from '../parse-utils/offer.js';
import { currencyCode, parsePriceToCents, regularPrice } from '../parse-utils/price.js';
import { cleanGtin, cleanOptional, cleanText } from '../parse-utils/text.js';
import { sanitizeImageUrl, sanitizeUrl } from '../parse-utils/url.js';
import type { RawOffer } from '../../types.js';
import type { Doc, Sel } from '../html.js';
import { availabilityToStock } from './nodes.js';
import type { PageContext } from './product-offers.js';

/**
 * An itemprop's value the way microdata defines it: content, then href/src, then the element's text. `own` keeps
 * only the scope's own properties (not those of a nested item: an Offer's or a review's `name`).
 */
function itemprop($: Doc, scope: Sel, name: string, own = false): string | null {
  const el = scope
    .find(`[itemprop~="${name}"]`)
    .filter((_, e) => !own || $(e).parent().closest('[itemscope]').get(0) === scope.get(0))
    .first();
  if (el.length === 0) return null;
  return el.attr('content') ?? el.attr('href') ?? el.attr('src') ?? (cleanText(el.text()) || null);
}

const BUY_BUTTONS =
  '[name="add-to-cart"], [name="add"], #AddToCart, #product-addtocart-button, .btn-cart, .add-to-cart, .add_to_cart_button, .single_add_to_cart_button';

/** The page's enabled "add to cart" button: a product page that sells the item now. */
export function pageHasBuyButton($: Doc): boolean {
  const buttons = $('button, input[type="submit"], a.button, a.btn').filter(
    (_, el) => $(el).attr('disabled') === undefined,
  );
  const text = buttons
    .map((_, el) => `${$(el).text()} ${$(el).attr('value') ?? ''}`)
    .get()
    .join(' ');
  return (
    /add[\s-]to[\s-](?:cart|bag|basket)|buy now|ajouter au panier|in den warenkorb|adicionar ao carrinho|agregar al carrito/i.test(
      text,
    ) || buttons.filter(BUY_BUTTONS).length > 0
  );
}

/** schema.org microdata (`itemtype=".../Product"`, `itemprop=price`) → candidate offers, one per Product scope. */
export function microdataOffers($: Doc, ctx: PageContext): Array<Partial<RawOffer>> {
  const out: Array<Partial<RawOffer>> = [];
  $('[itemscope][itemtype]').each((_, el) => {
    const scope = $(el);
    if (!/schema\.org\/(?:Product|IndividualProduct|ProductModel)$/i.test((scope.attr('itemtype') ?? '').trim()))
      return;
    if (scope.parents('[itemtype*="schema.org/Product" i]').length) return; // a nested product (related items)
    const price = parsePriceToCents(itemprop($, scope, 'price') ?? itemprop($, scope, 'lowPrice'));
    if (price === null) return;
    const availability = itemprop($, scope, 'availability');
    const stock = availabilityToStock(availability);
    out.push({
      title: cleanText(itemprop($, scope, 'name', true)),
      priceCents: price,
      regularPriceCents: null,
      currency: currencyCode(itemprop($, scope, 'priceCurrency')),
      url:
        sanitizeUrl(itemprop($, scope, 'url'), ctx.pageUrl, ctx.siteUrl) ??
        sanitizeUrl(ctx.pageUrl, ctx.pageUrl, ctx.siteUrl),
      sku: cleanOptional(itemprop($, scope, 'sku'), 120),
      gtin: cleanGtin(itemprop($, scope, 'gtin13') ?? itemprop($, scope, 'gtin12') ?? itemprop($, scope, 'gtin')),
      vendor: cleanOptional(itemprop($, scope, 'brand')),
      stockStatus: stock !== 'unknown' ? stock : stockFromText(availability),
      imageUrl: sanitizeImageUrl(itemprop($, scope, 'image'), ctx.pageUrl),
      hints: { categories: ctx.categories },
    });
  });
  return out;
}

function meta($: Doc, ...names: string[]): string | null {
  for (const n of names) {
    const v = $(`meta[property="${n}"], meta[name="${n}"]`).first().attr('content');
    if (v && v.trim()) return v.trim();
  }
  return null;
}

/** Open Graph / Facebook product meta tags (`product:price:amount`, `og:price:amount`) → one candidate offer. */
export function metaTagOffer($: Doc, ctx: PageContext): Partial<RawOffer> | null {
  const sale = parsePriceToCents(meta($, 'product:sale_price:amount'));
  const price = sale ?? parsePriceToCents(meta($, 'product:price:amount', 'og:price:amount', 'product:price'));
  if (price === null) return null;
  const original = parsePriceToCents(meta($, 'product:original_price:amount', 'product:retailer_price:amount'));
  const listed = sale !== null ? parsePriceToCents(meta($, 'product:price:amount', 'og:price:amount')) : null;
  const availability = meta($, 'product:availability', 'og:availability');
  const stock = availabilityToStock(availability);
  return {
    title: cleanText($('h1').first().text()) || cleanText(meta($, 'og:title', 'twitter:title')),
    priceCents: price,
    regularPriceCents: regularPrice(price, original ?? listed),
    currency: currencyCode(meta($, 'product:sale_price:currency', 'product:price:currency', 'og:price:currency')),
    url: sanitizeUrl(meta($, 'og:url'), ctx.pageUrl, ctx.siteUrl) ?? sanitizeUrl(ctx.pageUrl, ctx.pageUrl, ctx.siteUrl),
    sku: cleanOptional(meta($, 'product:retailer_item_id'), 120),
    gtin: cleanGtin(meta($, 'product:upc', 'product:ean', 'product:gtin')),
    vendor: cleanOptional(meta($, 'product:brand', 'og:brand')),
    stockStatus: stock !== 'unknown' ? stock : stockFromText(availability),
    imageUrl: sanitizeImageUrl(meta($, 'og:image'), ctx.pageUrl),
    hints: { categories: ctx.categories },
  };
}
