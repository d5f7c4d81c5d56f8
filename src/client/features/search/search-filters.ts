import type { ProductSearchInput } from '../../../shared/schemas/products';
import type { SortOption } from '../../../shared/constants';
import { PAGE_SIZE } from '../../../shared/constants';

/** The search filter set of SPEC §3, as the form holds it (selects hold strings, 'all' means no filter). */
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
  sortBy: SortOption;
  accessoryCategory: string;
}

/** SPEC §4: stockStatus in_stock, sortBy price-asc, productType all, every other select 'all'. */
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
  sortBy: 'price-asc',
  accessoryCategory: 'all',
};

const isSet = (v: string) => v !== '' && v !== 'all';

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
 * when empty or 'all'; accessoryCategory only for accessories; the stock select becomes inStock / outOfStock.
 */
export function buildSearchInput(filters: SearchFilters, page: number): ProductSearchInput {
  const input: ProductSearchInput = { sortBy: filters.sortBy, page, limit: PAGE_SIZE };
  const search = filters.search.trim();
  if (search) input.search = search;
  if (isSet(filters.productType)) input.productType = filters.productType as ProductSearchInput['productType'];
  if (isSet(filters.calibre)) input.calibre = [filters.calibre];
  if (isSet(filters.manufacturer)) input.manufacturer = [filters.manufacturer];
  if (isSet(filters.retailer)) input.retailer = Number(filters.retailer);
  if (isSet(filters.boxQuantity)) input.boxQuantity = Number(filters.boxQuantity);
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
