import { FatalScrapeError, NonRetryableScrapeError } from '../errors.js';
import type { ConcretePlatformId } from './index.js';
import { parseJsonLdProductPage } from './jsonld/parse.js';
import { magentoVersion } from './magento/parse.js';
import { discoverProductUrls } from './jsonld/index.js';
import type { Fetcher } from '../types.js';

/**
 * A probe that fails for a reason specific to that URL (404, disallowed by robots.txt, not JSON) just means "not
 * this platform"; failures that concern the whole site (SSRF refusal, host unreachable) propagate.
 */
async function probe(fetcher: Fetcher, url: string, accept?: string): Promise<string | null> {
  try {
    const res = await fetcher.get(url, accept ? { accept } : undefined);
    return res.body;
  } catch (e) {
    if (e instanceof NonRetryableScrapeError) return null;
    if (
      e instanceof FatalScrapeError &&
      (e.code === 'robots_disallowed' || e.code === 'too_many_redirects' || e.code === 'too_large')
    )
      return null;
    throw e;
  }
}

function parseJson(body: string | null): unknown {
  if (body === null) return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * Page markers of the HTML platforms, in the order they are checked: each platform's own markup first, then the
 * CDN hosts alone, which a store on another platform also shows when it hotlinks a brand's images (a WooCommerce
 * banner served from cdn.shopify.com is no Shopify store).
 */
const OWN_MARKUP: Array<[ConcretePlatformId, (html: string) => boolean]> = [
  [
    'bigcommerce',
    (h) =>
      /<meta[^>]+name=["']platform["'][^>]+bigcommerce|data-product-id=[^>]*>[\s\S]{0,2000}card-title|stencil-utils/i.test(
        h,
      ),
  ],
  ['magento', (h) => magentoVersion(h) !== null || /mage\/cookies/.test(h)],
  // Lightspeed's own asset hosts, not the bare word: stores on Shopify or WooCommerce run Lightspeed POS ("Powered by
  // Lightspeed"), and "Lightspeed" is also a product name.
  ['lightspeed', (h) => /(?:cdn|static|assets)\.(?:webshopapp|shoplightspeed)\.com|Lightspeed eCom/i.test(h)],
  ['shopify', (h) => /Shopify\.theme|Shopify\.shop\s*=/.test(h)],
  [
    'woocommerce',
    (h) =>
      /wp-content\/plugins\/woocommerce|class="[^"]*\bwoocommerce\b|woocommerce-loop-product|wc-block-grid/i.test(h),
  ],
  ['bigcommerce', (h) => /cdn\d*\.bigcommerce\.com/i.test(h)],
  ['shopify', (h) => /cdn\.shopify\.com/i.test(h)],
];

export function platformFromMarkup(html: string): ConcretePlatformId | null {
  return OWN_MARKUP.find(([, marks]) => marks(html))?.[0] ?? null;
}

/**
 * Works out a storefront's platform: the JSON endpoints first (cheap and unambiguous), then home-page markers, then
 * JSON-LD (a Product on the page or a readable sitemap). Null when nothing fits.
 */
export async function detectPlatform(baseUrl: string, fetcher: Fetcher): Promise<ConcretePlatformId | null> {
  const origin = new URL(baseUrl).origin;

  const shopify = parseJson(await probe(fetcher, `${origin}/products.json?limit=1`, 'application/json'));
  if (shopify && typeof shopify === 'object' && Array.isArray((shopify as { products?: unknown }).products))
    return 'shopify';

  const woo = parseJson(await probe(fetcher, `${origin}/wp-json/wc/store/v1/products?per_page=1`, 'application/json'));
  if (Array.isArray(woo) && (woo.length === 0 || (typeof woo[0] === 'object' && woo[0] !== null && 'prices' in woo[0])))
    return 'woocommerce';

  const home = await probe(fetcher, baseUrl);
  if (home !== null) {
    const marked = platformFromMarkup(home);
    // Shopify markers without a working /products.json cannot be scraped by that adapter: keep looking. WooCommerce
    // without its Store API is read from the theme's shop pages.
    if (marked && marked !== 'shopify') return marked;
    if (parseJsonLdProductPage(home, baseUrl).productCount > 0) return 'jsonld';
  }

  try {
    const urls = await discoverProductUrls(fetcher, baseUrl);
    if (urls.length > 0) return 'jsonld';
  } catch (e) {
    if (!(e instanceof NonRetryableScrapeError)) throw e;
  }
  return null;
}
