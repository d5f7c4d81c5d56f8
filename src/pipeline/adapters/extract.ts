import { describeBlock, detectBlockPage } from '../fetch/blocked.js';
import { platformFromMarkup } from './detect-platform.js';
import { FatalScrapeError, NonRetryableScrapeError } from '../errors.js';
import { parseBigCommerceListing } from './bigcommerce/parse.js';
import { parseJsonLdProductPage, type JsonLdPage } from './jsonld/parse.js';
import { parseLightspeedListing } from './lightspeed/parse.js';
import { magentoVersion, parseMagentoListing } from './magento/parse.js';
import { scriptListingHint } from './script-listing.js';
import { parseShopifyProducts } from './shopify/parse.js';
import { parseWooListing } from './woocommerce/parse-html.js';
import { parseWooProducts } from './woocommerce/parse.js';
import type { RawOffer } from '../types.js';

/** Platforms a saved document can be read as (the selectors adapter needs a retailer's configuration). */
export const EXTRACT_PLATFORMS = ['shopify', 'woocommerce', 'bigcommerce', 'magento', 'lightspeed', 'jsonld'] as const;
export type ExtractPlatform = (typeof EXTRACT_PLATFORMS)[number];

export interface Extraction {
  platform: ExtractPlatform;
  /** What was read, for people: `Magento 1 listing`, `WooCommerce Store API`, `product page (JSON-LD)`. */
  reader: string;
  offers: RawOffer[];
  /** Products the reader saw but dropped for want of a title, a valid price or a link: said, not hidden. */
  unreadable: number;
}

/** The stable one-line shape of an offer printed by `npm run extract` (keep it: tests and tools read it). */
export function extractLine(o: RawOffer) {
  return {
    title: o.title,
    priceCents: o.priceCents,
    regularPriceCents: o.regularPriceCents ?? null,
    currency: o.currency ?? null,
    stockStatus: o.stockStatus,
    url: o.url,
    sku: o.sku,
    gtin: o.gtin,
  };
}

type Listing = { offers: RawOffer[]; rejected: number } | null;

function listingOf(platform: ExtractPlatform | null, html: string, url: string): { reader: string; page: Listing } {
  switch (platform) {
    case 'bigcommerce':
      return { reader: 'BigCommerce listing', page: parseBigCommerceListing(html, url) };
    case 'magento':
      return { reader: `Magento ${magentoVersion(html) ?? 2} listing`, page: parseMagentoListing(html, url) };
    case 'lightspeed':
      return { reader: 'Lightspeed listing', page: parseLightspeedListing(html, url) };
    case 'woocommerce':
      return { reader: 'WooCommerce listing', page: parseWooListing(html, url) };
    default:
      return { reader: '', page: null };
  }
}

/** A product page (one Product, or an og:type product page) is read as one: its related-product cards are not offers. */
function isProductPage(page: JsonLdPage, html: string): boolean {
  return (
    page.offers.length > 0 &&
    (page.productCount === 1 || /<meta[^>]+(?:property|name)=["']og:type["'][^>]+content=["']product/i.test(html))
  );
}

function readJson(body: string, url: string, forced: ExtractPlatform | undefined): Extraction | null {
  let data: unknown;
  try {
    data = JSON.parse(body.replace(/^\uFEFF/, ''));
  } catch {
    return null;
  }
  const origin = new URL(url).origin;
  const isShopify =
    typeof data === 'object' && data !== null && Array.isArray((data as { products?: unknown }).products);
  if (forced === 'shopify' || (!forced && isShopify)) {
    const { offers, rejected } = parseShopifyProducts(data, origin);
    return { platform: 'shopify', reader: 'Shopify /products.json', offers, unreadable: rejected };
  }
  if (forced === 'woocommerce' || (!forced && Array.isArray(data))) {
    const { offers, rejected } = parseWooProducts(data, origin);
    return { platform: 'woocommerce', reader: 'WooCommerce Store API', offers, unreadable: rejected };
  }
  throw new NonRetryableScrapeError(`Not a response of a known store API: ${url}`, { code: 'malformed', url });
}

/**
 * The pure parsing path on one saved document (a page or an API response) and the URL it was served at: refuses
 * a bot-protection page, detects the platform (unless given), reads the listing or product page with every
 * currency kept, and never answers a silent zero: a document that yields no offer is an error naming the reader.
 */
export function extractOffers(body: string, url: string, forced?: ExtractPlatform): Extraction {
  const block = detectBlockPage({ body });
  if (block) throw new FatalScrapeError(describeBlock(block, url), { code: 'blocked', url });
  const json = /^\uFEFF?\s*[[{]/.test(body) ? readJson(body, url, forced) : null;
  if (json) {
    if (json.offers.length === 0)
      throw new NonRetryableScrapeError(`The ${json.platform} adapter (${json.reader}) found no offers on ${url}`, {
        code: 'no_offers',
        url,
      });
    return json;
  }
  const marked = platformFromMarkup(body);
  const platform: ExtractPlatform | null = forced ?? (marked === 'selectors' ? null : marked);
  const productPage = parseJsonLdProductPage(body, url);
  const listing = listingOf(platform, body, url);
  const productReader = `product page (${productPage.source ?? 'JSON-LD'})`;
  if (isProductPage(productPage, body) || !listing.page?.offers.length) {
    if (productPage.offers.length)
      return {
        platform: platform ?? 'jsonld',
        reader: productReader,
        offers: productPage.offers,
        unreadable: productPage.rejected,
      };
    const reader = listing.page ? `${listing.reader} or ${productReader}` : productReader;
    throw new NonRetryableScrapeError(
      `${platform ? `The ${platform} adapter` : 'No adapter'} (${reader}) found no offers on ${url}${scriptListingHint(body)}`,
      { code: 'no_offers', url },
    );
  }
  return {
    platform: platform!,
    reader: listing.reader,
    offers: listing.page.offers,
    unreadable: listing.page.rejected,
  };
}
