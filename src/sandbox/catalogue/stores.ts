import type { ProductType } from '../../shared/constants.js';
import type { TitleStyle } from './titles.js';

export type SandboxPlatform =
  'shopify' | 'woocommerce' | 'bigcommerce' | 'magento' | 'lightspeed' | 'jsonld' | 'selectors';

/** How a store builds its SKUs: manufacturer part number, UPC, its own internal code. */
export type SkuMode = 'mfr' | 'mfr-some-empty' | 'upc' | 'internal';

export interface StoreDef {
  key: string;
  name: string;
  platform: SandboxPlatform;
  province: string;
  style: TitleStyle;
  aliasIndex: number;
  /** Share of the non-popular master products this store carries. */
  carryRate: number;
  typeBias?: Partial<Record<ProductType, number>>;
  /** Store-wide price level (1 = typical). */
  priceFactor: number;
  skuMode: SkuMode;
  skuPrefix?: string;
  /** Shopify: ammunition box sizes as variants of one product. */
  groupVariants?: boolean;
  /** robots.txt Crawl-delay, seconds. */
  crawlDelay?: number;
  /** Share of listings whose page carries a GTIN (JSON-LD stores). */
  gtinRate?: number;
  /** Magento stores: which major version's markup the storefront serves (2 when absent). */
  magentoVersion?: 1;
  /** Every page of the store sits behind a bot challenge (the demo's blocked store). */
  challenged?: boolean;
}

/** Ten fictional Canadian stores, one or two per real platform. Names are invented to avoid real businesses. */
export const STORES: StoreDef[] = [
  {
    key: 'northern-arms',
    name: 'Northern Arms Supply',
    platform: 'shopify',
    province: 'AB',
    style: 'family',
    aliasIndex: 0,
    carryRate: 0.6,
    priceFactor: 1.0,
    skuMode: 'mfr-some-empty',
    groupVariants: true,
  },
  {
    key: 'frontier-outfitters',
    name: 'Frontier Outfitters',
    platform: 'shopify',
    province: 'MB',
    style: 'brand-first',
    aliasIndex: 2,
    carryRate: 0.4,
    typeBias: { firearm: 1.4 },
    priceFactor: 1.03,
    skuMode: 'internal',
    skuPrefix: 'FO-',
  },
  {
    key: 'maple-leaf-shooting',
    name: 'Maple Leaf Shooting Supply',
    platform: 'woocommerce',
    province: 'ON',
    style: 'calibre-first',
    aliasIndex: 1,
    carryRate: 0.65,
    priceFactor: 0.98,
    skuMode: 'internal',
    skuPrefix: 'MLS-',
  },
  {
    key: 'coastal-guns',
    name: 'Coastal Guns & Tackle',
    platform: 'woocommerce',
    province: 'BC',
    style: 'dashed',
    aliasIndex: 3,
    carryRate: 0.45,
    typeBias: { accessory: 1.3 },
    priceFactor: 1.05,
    skuMode: 'upc',
  },
  {
    key: 'boreal-firearms',
    name: 'Boreal Firearms Co.',
    platform: 'bigcommerce',
    province: 'SK',
    style: 'caps',
    aliasIndex: 1,
    carryRate: 0.55,
    priceFactor: 0.99,
    skuMode: 'mfr',
  },
  {
    key: 'laurentian-sports',
    name: 'Laurentian Sports & Plein Air',
    platform: 'magento',
    province: 'QC',
    style: 'rounds-first',
    aliasIndex: 2,
    carryRate: 0.5,
    priceFactor: 1.02,
    skuMode: 'mfr',
    crawlDelay: 1,
  },
  {
    key: 'fundy-shooting',
    name: 'Fundy Shooting Supplies',
    platform: 'lightspeed',
    province: 'NB',
    style: 'code',
    aliasIndex: 0,
    carryRate: 0.4,
    typeBias: { ammunition: 1.3 },
    priceFactor: 1.01,
    skuMode: 'mfr',
  },
  {
    key: 'rocky-ridge-rifle',
    name: 'Rocky Ridge Rifle Works',
    platform: 'jsonld',
    province: 'BC',
    style: 'verbose',
    aliasIndex: 1,
    carryRate: 0.35,
    typeBias: { firearm: 1.5 },
    priceFactor: 1.04,
    skuMode: 'mfr',
    gtinRate: 0.85,
  },
  {
    key: 'ottawa-valley-outdoors',
    name: 'Ottawa Valley Outdoors',
    platform: 'magento',
    province: 'ON',
    style: 'brand-first',
    aliasIndex: 0,
    carryRate: 0.45,
    typeBias: { firearm: 1.2 },
    priceFactor: 1.0,
    skuMode: 'mfr',
    magentoVersion: 1,
  },
  {
    key: 'hinterland-gun-shop',
    name: 'Hinterland Gun Shop',
    platform: 'selectors',
    province: 'ON',
    style: 'by-brand',
    aliasIndex: 3,
    carryRate: 0.4,
    priceFactor: 0.97,
    skuMode: 'internal',
    skuPrefix: 'HGS-',
  },
];

/**
 * A store whose every page is a Cloudflare challenge (many Canadian stores sit behind one): only started with
 * `challengeStore: true` (the demo and `npm run sandbox`), where its run must end as blocked, never as empty.
 */
export const CHALLENGED_STORE: StoreDef = {
  key: 'yukon-gold-outfitters',
  name: 'Yukon Gold Outfitters',
  platform: 'woocommerce',
  province: 'YT',
  style: 'dashed',
  aliasIndex: 2,
  carryRate: 0.3,
  priceFactor: 1.0,
  skuMode: 'internal',
  skuPrefix: 'YGO-',
  challenged: true,
};

/** CSS selectors an admin would enter for the 'selectors' store (SPEC §3 selector JSON). */
export const HINTERLAND_SELECTORS = {
  productList: '#catalogue .catalogue-item',
  name: '.item-title a',
  price: '.item-price .amount',
  sku: '.item-sku',
  stockStatus: '.item-stock',
  url: '.item-title a',
  nextPage: '.pager a[rel="next"]',
  image: '.item-photo img',
} as const;
