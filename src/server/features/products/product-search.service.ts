import { QueryTypes } from 'sequelize';
import type { ProductListItem, ProductListResponse, ProductSearchInput } from '../../../shared/schemas/products.js';
import type { SortOption, StockStatus } from '../../../shared/constants.js';
import type { AppDeps } from '../../deps.js';
import { productCategory } from './product-category.js';
import { buildTextQuery } from './search-text.js';

/**
 * Browse and search (SPEC §2, §5; docs/decisions/public-search.md). Live listings (NOT is_gone) of active
 * retailers only. Two statements run side by side on the pool: the page (an ordered index scan that stops after
 * the page in the common cases) and the count (index-only where possible), instead of count(*) OVER (), which
 * would materialise every match before the LIMIT.
 */
const ORDER_BY: Record<SortOption, string> = {
  'price-asc': 'l.price_cents ASC, l.id ASC',
  'price-desc': 'l.price_cents DESC, l.id DESC',
  name: 'lower(l.title) ASC, l.id ASC',
  manufacturer: 'l.manufacturer ASC NULLS LAST, l.price_cents ASC, l.id ASC',
  retailer: 'lower(r.name) ASC, r.id ASC, l.price_cents ASC, l.id ASC',
  calibre: 'l.calibre ASC NULLS LAST, l.price_cents ASC, l.id ASC',
};

const IN_STOCK: StockStatus[] = ['in_stock', 'low_stock'];

interface Row {
  id: number;
  product_id: number | null;
  title: string;
  sku: string | null;
  url: string | null;
  product_type: ProductListItem['productType'];
  box_quantity: number | null;
  calibre: string | null;
  manufacturer: string | null;
  accessory_category: string | null;
  price_cents: number;
  stock_status: string;
  retailer_id: number;
  retailer_name: string;
  retailer_url: string;
  last_seen_at: Date;
}

export async function searchProducts(deps: AppDeps, input: ProductSearchInput): Promise<ProductListResponse> {
  const where: string[] = ['NOT l.is_gone', 'r.is_active'];
  const bind: Record<string, unknown> = {};

  if (input.search) {
    const text = await buildTextQuery(deps, input.search);
    const alternatives: string[] = [];
    if (text.tsquery) {
      bind.tsquery = text.tsquery;
      alternatives.push(`l.search_vector @@ to_tsquery('simple', $tsquery)`);
    }
    if (text.likePattern) {
      bind.like = text.likePattern;
      alternatives.push(`lower(l.sku) LIKE $like`, `lower(l.title) LIKE $like`);
    }
    // Nothing searchable (only punctuation): no row can match.
    where.push(alternatives.length ? `(${alternatives.join(' OR ')})` : 'false');
  }
  if (input.productType) {
    bind.productType = input.productType;
    where.push('l.product_type = $productType');
  }
  if (input.calibre) {
    bind.calibre = input.calibre;
    where.push('l.calibre = $calibre');
  }
  if (input.manufacturer) {
    bind.manufacturer = input.manufacturer;
    where.push('l.manufacturer = $manufacturer');
  }
  if (input.retailer) {
    bind.retailer = input.retailer;
    where.push('l.retailer_id = $retailer');
  }
  if (input.boxQuantity) {
    bind.boxQuantity = input.boxQuantity;
    where.push('l.box_quantity = $boxQuantity');
  }
  if (input.accessoryCategory) {
    bind.accessoryCategory = input.accessoryCategory;
    where.push('l.accessory_category = $accessoryCategory');
  }
  // Both flags (or neither) mean every stock status; the client sends inStock=true by default (SPEC §4).
  if (input.inStock && !input.outOfStock) where.push(`l.stock_status IN ('${IN_STOCK.join("','")}')`);
  if (input.outOfStock && !input.inStock) where.push(`l.stock_status = 'out_of_stock'`);
  if (input.priceMin !== undefined) {
    bind.priceMin = Math.round(input.priceMin * 100);
    where.push('l.price_cents >= $priceMin');
  }
  if (input.priceMax !== undefined) {
    bind.priceMax = Math.round(input.priceMax * 100);
    where.push('l.price_cents <= $priceMax');
  }

  const from = `FROM listings l JOIN retailers r ON r.id = l.retailer_id WHERE ${where.join(' AND ')}`;
  const limit = input.limit;
  const offset = (input.page - 1) * limit;
  const [rows, counted] = await Promise.all([
    deps.db.query<Row>(
      `SELECT l.id, l.product_id, l.title, l.sku, l.url, l.product_type, l.box_quantity, l.calibre, l.manufacturer,
              l.accessory_category, l.price_cents, l.stock_status, l.last_seen_at,
              r.id AS retailer_id, r.name AS retailer_name, r.url AS retailer_url
       ${from}
       ORDER BY ${ORDER_BY[input.sortBy]}
       LIMIT ${limit} OFFSET ${offset}`,
      { bind, type: QueryTypes.SELECT },
    ),
    deps.db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, { bind, type: QueryTypes.SELECT }),
  ]);
  const total = counted[0]?.total ?? 0;
  return { products: rows.map(toItem), total, totalPages: Math.ceil(total / limit) };
}

function toItem(row: Row): ProductListItem {
  const isAmmo = row.product_type === 'ammunition';
  return {
    id: row.id,
    productId: row.product_id,
    name: row.title,
    sku: row.sku,
    productUrl: safeHttpUrl(row.url),
    productType: row.product_type,
    boxQuantity: row.box_quantity,
    calibre: row.calibre,
    manufacturer: row.manufacturer,
    category: productCategory(row.product_type, row.calibre, row.accessory_category),
    currentPrice: (row.price_cents / 100).toFixed(2),
    pricePerRound:
      isAmmo && row.box_quantity && row.box_quantity > 0 && row.price_cents > 0
        ? (row.price_cents / 100 / row.box_quantity).toFixed(3)
        : null,
    stockStatus: (['in_stock', 'low_stock', 'out_of_stock'].includes(row.stock_status) ? row.stock_status : 'unknown') as ProductListItem['stockStatus'],
    retailer: { id: row.retailer_id, name: row.retailer_name, url: safeHttpUrl(row.retailer_url) ?? '' },
    lastSeenAt: row.last_seen_at,
  };
}

/** Scraped URLs are untrusted: only http(s) ever reaches a link. */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}
