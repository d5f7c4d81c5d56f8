import { stockFromText, validateOffers, type ParsedRows } from '../parse-utils/offer.js';
import { parsePriceToCents, regularPrice } from '../parse-utils/price.js';
import { cleanOptional, cleanText } from '../parse-utils/text.js';
import { sanitizeImageUrl, sanitizeUrl } from '../parse-utils/url.js';
import type { RawOffer } from '../../types.js';
import type { AnyNode } from 'domhandler';
import { firstText, imageSrc, loadHtml, loadsMoreByScript, type Doc, type Sel } from '../html.js';

export interface WooListingPage extends ParsedRows {
  /** Product ids (`post-N`) in page order, to notice a repeated page. */
  itemKeys: string[];
  nextUrl: string | null;
  /** No next link but a "Load more" control (Woodmart and other themes): the `/page/N/` pages still answer. */
  hasMore: boolean;
}

/** Product cards of the classic loop (`ul.products li.product`) and of the WooCommerce Blocks product grid. */
export const WOO_CARDS =
  'ul.products li.product, .products .product.type-product, li.wc-block-grid__product, .wc-block-product';
// A theme's bare heading can hold more than the name (North puts the YITH wishlist links inside its <h3>): the
// heading's link is read before the heading.
const TITLES = [
  '.woocommerce-loop-product__title',
  '.wc-block-grid__product-title',
  '.wp-block-post-title',
  'h2 a',
  'h3 a',
  'h2',
  'h3',
  '.product-title',
  '[class*="title"] a',
  '[class*="name"] a',
];

/**
 * The card's price: on sale `<del>` holds the regular price and `<ins>` the sale price; a variable product shows a
 * range whose lowest amount is the "from" price. Screen-reader texts are skipped.
 */
function cardPrice(card: Sel): { price: number | null; regular: number | null } {
  let box = card.find('.price, .wc-block-grid__product-price, .wc-block-components-product-price').first();
  if (box.length === 0) {
    // A theme's own price wrapper: the element holding the first amount (or the <del>/<ins> pair around it).
    box = card.find('.woocommerce-Price-amount').first().parent();
    if (box.is('del, ins')) box = box.parent();
  }
  box.find('.screen-reader-text').remove();
  const amount = (sel: string) => parsePriceToCents(cleanText(box.find(sel).first().text()));
  const sale = amount('ins .amount') ?? amount('ins');
  const was = amount('del .amount') ?? amount('del');
  if (sale !== null) return { price: sale, regular: regularPrice(sale, was) };
  box.find('del').remove();
  return { price: parsePriceToCents(cleanText(box.text())), regular: null };
}

/**
 * Stock from the card's class tokens (`instock`, `outofstock`, `onbackorder`), else its button: an
 * `add_to_cart_button` of a simple product buys now; "Read more" instead of "Add to cart" means not purchasable.
 */
function cardStock(card: Sel): RawOffer['stockStatus'] {
  const classes = (card.attr('class') ?? '').split(/\s+/);
  if (classes.includes('outofstock')) return 'out_of_stock';
  if (classes.includes('instock') || classes.includes('onbackorder')) return 'in_stock';
  const badge = stockFromText(firstText(card, ['.out-of-stock', '.stock', '.soldout', '.sold-out', '.badge']));
  if (badge !== 'unknown') return badge;
  const button = card.find('a.button, .add_to_cart_button, button').first();
  if (button.hasClass('add_to_cart_button') && /add to cart|ajouter au panier|buy/i.test(button.text()))
    return 'in_stock';
  if (/read more|en savoir plus|lire la suite/i.test(button.text())) return 'out_of_stock';
  return 'unknown';
}

/**
 * Cards of themes that drop the `product` classes (home-page tabs, page builders): around each add-to-cart button,
 * the largest element that holds no other product's button and does hold a WooCommerce price.
 */
function themeCards($: Doc): Sel {
  const cards: AnyNode[] = [];
  $('[data-product_id]').each((_, button) => {
    let card: Sel | null = null;
    for (let node = $(button).parent(); node.length && !node.is('body, html'); node = node.parent()) {
      const ids = new Set(node.find('[data-product_id]').map((_i, b) => $(b).attr('data-product_id')));
      if (ids.size > 1) break;
      if (node.find('.woocommerce-Price-amount').length) card = node;
    }
    if (card && !cards.includes(card[0])) cards.push(card[0]);
  });
  return $(cards);
}

/** A WooCommerce shop/category page rendered by the theme (no Store API): `li.product` cards, else theme cards. */
export function parseWooListing(html: string, pageUrl: string, siteUrl: string = pageUrl): WooListingPage {
  const $ = loadHtml(html);
  const candidates: Array<Partial<RawOffer> | null> = [];
  const itemKeys: string[] = [];
  const cards = $(WOO_CARDS).length ? $(WOO_CARDS) : themeCards($);
  cards.each((_, el) => {
    const card = $(el);
    if (card.parents('li.product, .wc-block-grid__product').length) return;
    const link = card
      .find('a.woocommerce-LoopProduct-link, a.woocommerce-loop-product__link, .wc-block-grid__product-link')
      .first();
    const href =
      link.attr('href') ??
      card
        .find(TITLES.map((t) => (t.endsWith(' a') ? t : `${t} a`)).join(', '))
        .first()
        .attr('href') ??
      card.find('a[href]').first().attr('href');
    const url = sanitizeUrl(href, pageUrl, siteUrl);
    const button = card.find('[data-product_id]').first();
    const id =
      /(?:^|\s)post-(\d+)(?:\s|$)/.exec(card.attr('class') ?? '')?.[1] ?? button.attr('data-product_id') ?? null;
    const key = id ?? url;
    if (key) itemKeys.push(key);
    const { price, regular } = cardPrice(card);
    candidates.push({
      title: firstText(card, TITLES),
      priceCents: price ?? undefined,
      regularPriceCents: regular,
      url,
      sku: cleanOptional(button.attr('data-product_sku'), 120),
      platformId: cleanOptional(id, 64),
      gtin: null,
      vendor: null,
      stockStatus: cardStock(card),
      imageUrl: sanitizeImageUrl(imageSrc(card.find('img').first()), pageUrl),
      hints: {},
    });
  });
  const nextHref = $(
    'a.next.page-numbers, .woocommerce-pagination a.next, .wp-block-query-pagination-next, link[rel="next"]',
  )
    .first()
    .attr('href');
  const nextUrl = sanitizeUrl(nextHref, pageUrl, siteUrl);
  return {
    ...validateOffers(candidates),
    itemKeys,
    nextUrl,
    hasMore: !nextUrl && cards.length > 0 && loadsMoreByScript($),
  };
}

/** Page N of a WooCommerce listing: `/shop/` → `/shop/page/N/`, `/product-category/x/page/2/` → `…/page/N/`. */
export function wooListingPageUrl(listingUrl: string, page: number): string {
  const u = new URL(listingUrl);
  const dir = u.pathname.replace(/\/page\/\d+\/?$/, '/').replace(/\/?$/, '/');
  if (u.searchParams.has('paged') || u.searchParams.has('post_type')) {
    u.searchParams.set('paged', String(page));
    return u.href;
  }
  u.pathname = page <= 1 ? dir : `${dir}page/${page}/`;
  return u.href;
}
