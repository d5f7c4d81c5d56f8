import type { ProductSearchInput } from '../schemas/products.js';
import type { SortOption } from '../constants.js';
import { PAGE_SIZE } from '../constants.js';

/** 'best': the server's default, price per round for ammunition and price otherwise. */
export type SortChoice = SortOption | 'best';
/** 'auto': one row per product for ammunition, one per listing otherwise. */
export type ViewChoice = 'auto' | 'product' | 'listing';

/**
 * The search filter set (SPEC §3 and issue 13), as the form and the URL hold it: selects hold strings, 'all'
 * means no filter; calibre, manufacturer and the facet filters may hold several comma-separated values.
 */
export interface SearchFilters {
  search: string;
  productType: string;
  calibre: string;
  manufacturer: string;
  retailer: string;
  priceMin: string;
  priceMax: string;
  boxQuantity: string;
  stockStatus: string;
  sortBy: SortChoice;
  accessoryCategory: string;
  grain: string;
  casing: string;
  bulletType: string;
  condition: string;
  roundsMin: string;
  roundsMax: string;
  view: ViewChoice;
}

/** SPEC §4: in stock, every select 'all'; the sort and the view follow the results (ammunition: per round, grouped). */
export const DEFAULT_FILTERS: SearchFilters = {
  search: '',
  productType: 'all',
  calibre: 'all',
  manufacturer: 'all',
  retailer: 'all',
  priceMin: '',
  priceMax: '',
  boxQuantity: 'all',
  stockStatus: 'in_stock',
  sortBy: 'best',
  accessoryCategory: 'all',
  grain: '',
  casing: '',
  bulletType: '',
  condition: '',
  roundsMin: '',
  roundsMax: '',
  view: 'auto',
};

const isSet = (v: string) => v !== '' && v !== 'all';
const list = (v: string) => v.split(',').filter(isSet);

function parsePrice(v: string): number | undefined {
  if (v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** A message when the price range cannot be searched, else null (the server would refuse min above max). */
export function priceRangeError(filters: SearchFilters): string | null {
  const min = parsePrice(filters.priceMin);
  const max = parsePrice(filters.priceMax);
  if ((filters.priceMin.trim() !== '' && min === undefined) || (filters.priceMax.trim() !== '' && max === undefined)) {
    return 'Prices must be numbers of 0 or more';
  }
  if (min !== undefined && max !== undefined && min > max) return 'Minimum price must not be above maximum price';
  return null;
}

/**
 * The API input for a filter set and page (SPEC §5): trimmed search text only when non-empty; selects omitted
 * when empty or 'all'; accessoryCategory only for accessories; the stock select becomes inStock / outOfStock;
 * the facet counts are always asked for.
 */
export function buildSearchInput(filters: SearchFilters, page: number): ProductSearchInput {
  const input: ProductSearchInput = { page, limit: PAGE_SIZE, group: filters.view, facets: true };
  if (filters.sortBy !== 'best') input.sortBy = filters.sortBy;
  const search = filters.search.trim();
  if (search) input.search = search;
  if (isSet(filters.productType)) input.productType = filters.productType as ProductSearchInput['productType'];
  for (const key of ['calibre', 'manufacturer', 'bulletType'] as const)
    if (list(filters[key]).length) input[key] = list(filters[key]);
  if (list(filters.grain).length) input.grain = list(filters.grain).map(Number);
  if (list(filters.casing).length) input.casing = list(filters.casing) as ProductSearchInput['casing'];
  if (list(filters.condition).length) input.condition = list(filters.condition) as ProductSearchInput['condition'];
  if (isSet(filters.retailer)) input.retailer = Number(filters.retailer);
  if (isSet(filters.boxQuantity)) input.boxQuantity = Number(filters.boxQuantity);
  if (isSet(filters.roundsMin)) input.roundsMin = Number(filters.roundsMin);
  if (isSet(filters.roundsMax)) input.roundsMax = Number(filters.roundsMax);
  if (filters.stockStatus === 'in_stock') input.inStock = true;
  if (filters.stockStatus === 'out_of_stock') input.outOfStock = true;
  const priceMin = parsePrice(filters.priceMin);
  const priceMax = parsePrice(filters.priceMax);
  if (priceMin !== undefined) input.priceMin = priceMin;
  if (priceMax !== undefined) input.priceMax = priceMax;
  if (filters.productType === 'accessory' && isSet(filters.accessoryCategory)) {
    input.accessoryCategory = filters.accessoryCategory as ProductSearchInput['accessoryCategory'];
  }
  return input;
}

/** Toggles one value of a multi-value filter ('9mm,.380acp'); empty means no filter. */
export function toggleValue(current: string, value: string): string {
  const values = list(current);
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  return next.join(',');
}

export function hasValue(current: string, value: string): boolean {
  return list(current).includes(value);
}
