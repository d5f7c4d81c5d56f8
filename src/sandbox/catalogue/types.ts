import type { AccessoryCategory, ProductType, StockStatus } from '../../shared/constants.js';

/** One real-world product, the same at every store that carries it (the matching ground truth). */
export interface MasterProduct {
  /** Stable key, e.g. 'ammo:federal:american-eagle:9mm:115:fmj:50'. */
  key: string;
  type: ProductType;
  brand: string;
  /** Product line or model family: 'American Eagle', 'T3x Lite', 'Crossfire II'. */
  line: string;
  /** Canonical calibre key from calibres.ts, when the product has one. */
  calibre: string | null;
  grains: number | null;
  /** Bullet type (FMJ, JHP ...) or, for shotshells, the load ('2-3/4" 1-1/8 oz #8'). */
  bullet: string | null;
  /** Rounds in the package (ammunition only). */
  rounds: number | null;
  /** Case breakdown, e.g. '25 boxes of 20'. */
  packNote: string | null;
  accessoryCategory: AccessoryCategory | null;
  /** Extra words: barrel/finish for firearms, fit/size/colour for accessories. */
  detail: string | null;
  /** Products sharing everything but the package size (Shopify stores list them as variants of one product). */
  familyKey: string;
  /** Manufacturer part number. */
  mfrCode: string;
  upc: string;
  /** Typical Canadian shelf price, cents CAD. */
  basePriceCents: number;
  /** Popular products are carried by most stores (more cross-retailer overlap). */
  popular: boolean;
}

/** A store's listing of a master product on a given day. */
export interface StoreListing {
  storeKey: string;
  product: MasterProduct;
  /** Platform-native numeric id (product id; for grouped Shopify products, the variant id). */
  id: number;
  /** Parent product id for platforms with variants (Shopify); otherwise equal to id. */
  parentId: number;
  sku: string | null;
  gtin: string | null;
  title: string;
  /** Variant title for Shopify grouped products ('Box of 50'), else null. */
  variantTitle: string | null;
  /** URL path of the product page on the storefront, starting with '/'. */
  path: string;
  slug: string;
  /** The store's own regular price on day 0, cents. */
  basePriceCents: number;
  /** Day the listing first appears (0 = always there) and the day it disappears (null = never). */
  appearsOnDay: number;
  goneOnDay: number | null;
  categoryName: string;
}

export interface DayListing {
  listing: StoreListing;
  priceCents: number;
  regularPriceCents: number;
  onSale: boolean;
  stock: Exclude<StockStatus, 'unknown'>;
  /** Units left when low in stock (stores that show 'Only N left'). */
  lowRemaining: number | null;
}
