import type { PlatformId } from '../../shared/constants.js';
import type { PlatformAdapter } from '../types.js';
import { bigcommerceAdapter } from './bigcommerce/index.js';
import { jsonldAdapter } from './jsonld/index.js';
import { lightspeedAdapter } from './lightspeed/index.js';
import { magentoAdapter } from './magento/index.js';
import { selectorsAdapter } from './selectors/index.js';
import { shopifyAdapter } from './shopify/index.js';
import { woocommerceAdapter } from './woocommerce/index.js';

export type ConcretePlatformId = Exclude<PlatformId, 'auto'>;

export const adapters = {
  shopify: shopifyAdapter,
  woocommerce: woocommerceAdapter,
  bigcommerce: bigcommerceAdapter,
  magento: magentoAdapter,
  lightspeed: lightspeedAdapter,
  jsonld: jsonldAdapter,
  selectors: selectorsAdapter,
} satisfies Record<ConcretePlatformId, PlatformAdapter>;

// The pure parsers, for tests and scripts/bench-scrape.ts (pages/s per adapter).
export { parseShopifyProducts } from './shopify/parse.js';
export { parseWooProducts, wooTotalPages } from './woocommerce/parse.js';
export { parseBigCommerceListing } from './bigcommerce/parse.js';
export { parseMagentoListing } from './magento/parse.js';
export { parseLightspeedListing, lightspeedPageUrl } from './lightspeed/parse.js';
export { parseJsonLdProductPage, parseSitemap } from './jsonld/parse.js';
export { parseSelectorListing, readSelectorConfig } from './selectors/parse.js';
