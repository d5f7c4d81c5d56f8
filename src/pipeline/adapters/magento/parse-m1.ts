import { stockFromText, validateOffers } from '../parse-utils/offer.js';
import { parsePriceToCents, regularPrice } from '../parse-utils/price.js';
import { cleanOptional, cleanText } from '../parse-utils/text.js';
import { sanitizeImageUrl, sanitizeUrl } from '../parse-utils/url.js';
import type { RawOffer } from '../../types.js';
import type { AnyNode } from 'domhandler';
import { firstText, imageSrc, type Doc, type Sel } from '../html.js';
import type { MagentoPage } from './parse.js';

/** Magento 1 (RWD and default themes) listing items: the grid and the list view. */
export const M1_ITEMS = 'ul.products-grid > li.item, ol.products-list > li.item, ol#products-list > li.item';

/**
 * The price a buyer pays in a Magento 1 price box: the special (sale) price, else the regular price, else the
 * minimal price of a configurable/bundle. A MAP ("click for price") box hides it in its <script>: the escaped
 * regular-price HTML is read from there; the visible `old-price` is then the MSRP, not the price.
 */
function m1Price(box: Sel): { price: number | null; regular: number | null } {
  const text = (sel: string) => parsePriceToCents(cleanText(box.find(sel).first().text()));
  const special = text('.special-price .price');
  const old = text('.old-price .price');
  if (special !== null) return { price: special, regular: regularPrice(special, old) };
  const shown =
    text('.regular-price .price') ?? text('.minimal-price .price') ?? text('.price-from .price') ?? text('.price');
  const script = box.find('script').text();
  if (/Catalog\.Map|msrp/i.test(script) || box.hasClass('map-info')) {
    const hidden = /regular-price[\s\S]*?class=\\?"price\\?">([^<\\]+)/.exec(script)?.[1];
    const mapPrice = parsePriceToCents(hidden ?? '');
    if (mapPrice !== null) return { price: mapPrice, regular: null };
  }
  return { price: old !== null && shown === null ? old : shown, regular: null };
}

function m1Stock(item: Sel): RawOffer['stockStatus'] {
  // Themes rename the RWD `.availability` line (`product-availability-flag`, "Available in store only").
  let availability = item.find('.availability').first();
  if (availability.length === 0) availability = item.find('[class*="availability"]').first();
  if (availability.hasClass('out-of-stock')) return 'out_of_stock';
  if (availability.hasClass('in-stock')) return 'in_stock';
  const fromText = stockFromText(cleanText(availability.text()));
  if (fromText !== 'unknown') return fromText;
  const cartCall = /checkout\/cart\/add/.test(
    item
      .find('[onclick]')
      .map((_, el) => el.attribs.onclick ?? '')
      .get()
      .join(' '),
  );
  const cartButton =
    item.find('button.btn-cart, .btn-cart, img.addtocartSmall, a[href*="/checkout/cart/add/"]').length > 0;
  return cartCall || cartButton ? 'in_stock' : 'unknown';
}

const CART_ADD = /checkout\/cart\/add\/.*?\/product\/(\d+)\//;

/**
 * Cards of themes that drop `products-grid > li.item` (Jamalon's `div.book-wrapper`): around each add-to-cart call
 * (`setLocation('…/checkout/cart/add/…/product/N/')`), the largest element that holds no other product's call.
 */
export function m1ThemeCards($: Doc): Sel {
  const cards: AnyNode[] = [];
  $('[onclick*="checkout/cart/add"]').each((_, button) => {
    let card: Sel | null = null;
    for (let node = $(button).parent(); node.length && !node.is('body, html'); node = node.parent()) {
      const ids = new Set(
        node.find('[onclick*="checkout/cart/add"]').map((_i, b) => CART_ADD.exec(b.attribs.onclick ?? '')?.[1]),
      );
      if (ids.size > 1) break;
      if (node.find('a[href]').length) card = node;
    }
    if (card && !cards.includes(card[0])) cards.push(card[0]);
  });
  return $(cards);
}

/** The price a theme shows outside Magento's price box (`.new-price`, a `price` class that is not the old price). */
function themePrice(item: Sel): number | null {
  return parsePriceToCents(
    firstText(item, ['[class*="special"]', '[class*="new-price"]', '[class*="price"]:not([class*="old"])']),
  );
}

/** A Magento 1 category/search listing (`products-grid` / `products-list`, `h2.product-name a`, `.price-box`). */
export function parseMagento1Listing($: Doc, pageUrl: string, siteUrl: string, items: Sel = $(M1_ITEMS)): MagentoPage {
  const candidates: Array<Partial<RawOffer> | null> = [];
  const itemKeys: string[] = [];
  items.each((_, el) => {
    const item = $(el);
    const link = item.find('.product-name a').first();
    const image = item.find('a.product-image').first();
    const title =
      cleanText(link.attr('title')) ||
      firstText(item, ['.product-name a', '.product-name']) ||
      cleanText(image.attr('title')) ||
      firstText(item, ['h2', 'h3', 'h4']);
    const url = sanitizeUrl(link.attr('href') ?? image.attr('href'), pageUrl, siteUrl);
    const box = item.find('.price-box').first();
    const id =
      /product-price-(\d+)/.exec(box.find('[id^="product-price-"]').attr('id') ?? '')?.[1] ??
      /\/product\/(\d+)\//.exec(item.html() ?? '')?.[1];
    const key = id ?? url;
    if (key) itemKeys.push(key);
    const { price, regular } = box.length ? m1Price(box) : { price: themePrice(item), regular: null };
    candidates.push({
      title,
      priceCents: price ?? undefined,
      regularPriceCents: regular,
      url,
      sku: null,
      platformId: cleanOptional(id, 64),
      gtin: null,
      vendor: cleanOptional(firstText(item, ['.product-brand', '.brand'])),
      stockStatus: m1Stock(item),
      imageUrl: sanitizeImageUrl(imageSrc(item.find('a.product-image img, img').first()), pageUrl),
      hints: {},
    });
  });
  const nextHref = $('.pages a.next, .pages .next a, a.next.i-next, link[rel="next"]').first().attr('href');
  return { ...validateOffers(candidates), itemKeys, nextUrl: sanitizeUrl(nextHref, pageUrl, siteUrl) };
}
