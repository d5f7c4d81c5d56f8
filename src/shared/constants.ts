/** Business constants of SPEC §3 and §9, shared by client, server and jobs. */
/**
 * The one price cap (integer cents): $1,000,000. Anything above is a parsing accident, not a store price. The
 * parsers, ingest, recorded clicks and the search price filter all use it.
 */
export const MAX_PRICE_CENTS = 100_000_000;

export const PRODUCT_TYPES = ['ammunition', 'firearm', 'accessory'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const STOCK_STATUSES = ['in_stock', 'low_stock', 'out_of_stock', 'unknown'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

export const SORT_OPTIONS = [
  'price-asc',
  'price-desc',
  'name',
  'manufacturer',
  'retailer',
  'calibre',
  'ppr-asc',
  'ppr-desc',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const BOX_QUANTITY_FILTERS = [20, 50, 100, 200, 500, 1000] as const;

/** Facet values beyond SPEC's lists (issue 13): casings, conditions, and rounds-per-box ranges [min, max]. */
export const CASINGS = ['brass', 'steel', 'aluminum', 'nickel'] as const;
export const CONDITIONS = ['new', 'remanufactured'] as const;
export const ROUNDS_RANGES = [
  [1, 25],
  [26, 50],
  [51, 100],
  [101, 250],
  [251, 999],
  [1000, 100_000],
] as const;
/** 'auto': one row per product when the results are ammunition, else per listing. */
export const SEARCH_GROUPINGS = ['listing', 'product', 'auto'] as const;

export const CALIBRE_FILTERS = [
  '9mm',
  '.45acp',
  '.40sw',
  '.223rem',
  '.308win',
  '.30-06',
  '.22lr',
  '12ga',
  '20ga',
] as const;

export const MANUFACTURER_FILTERS = [
  'federal',
  'winchester',
  'remington',
  'hornady',
  'ruger',
  'smith-wesson',
  'glock',
  'sig-sauer',
  'colt',
  'savage',
  'tikka',
  'mossberg',
] as const;

export const ACCESSORY_CATEGORIES = [
  'optics',
  'mounts',
  'magazines',
  'storage',
  'grips',
  'slings',
  'cleaning',
  'reloading',
  'targets',
  'holsters',
  'tactical',
  'muzzle',
  'triggers',
  'safety',
  'general',
] as const;
export type AccessoryCategory = (typeof ACCESSORY_CATEGORIES)[number];

export const PLATFORM_IDS = [
  'auto',
  'shopify',
  'woocommerce',
  'bigcommerce',
  'magento',
  'lightspeed',
  'jsonld',
  'selectors',
] as const;
export type PlatformId = (typeof PLATFORM_IDS)[number];

export const PAGE_SIZE = 20;
export const MAX_PAGE_BUTTONS = 5;
export const DEFAULT_SCRAPE_INTERVAL_HOURS = 4;
export const ERROR_THRESHOLD = 3;
export const STALE_AFTER_HOURS = 6;
export const HISTORY_DAYS_ANONYMOUS = 7;
export const HISTORY_DAYS_FREE = 30;
export const HISTORY_DAYS_PRO = [90, 365] as const;
export const WEEKLY_CHANGES_LIMIT = 3;
export const STATUS_CARD_RETAILER_LIMIT = 10;
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

/** Most calls one batched tRPC request may carry (the server refuses more; the client splits at this size). */
export const TRPC_MAX_BATCH_SIZE = 10;
