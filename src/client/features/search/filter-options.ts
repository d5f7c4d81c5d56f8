import {
  ACCESSORY_CATEGORIES,
  BOX_QUANTITY_FILTERS,
  CALIBRE_FILTERS,
  MANUFACTURER_FILTERS,
  SORT_OPTIONS,
  type SortOption,
} from '../../../shared/constants';
import { ACCESSORY_CATEGORY_LABELS, CALIBRE_LABELS } from '../../components/catalogue-labels';

/** Human labels for the filter slugs of SPEC §3 (the slugs are what the API receives). */
export interface FilterOption {
  value: string;
  label: string;
}

export const PRODUCT_TYPE_OPTIONS: FilterOption[] = [
  { value: 'all', label: 'All Types' },
  { value: 'ammunition', label: 'Ammunition' },
  { value: 'firearm', label: 'Firearms' },
  { value: 'accessory', label: 'Accessories' },
];

export const STOCK_STATUS_OPTIONS: FilterOption[] = [
  { value: 'all', label: 'All Stock Statuses' },
  { value: 'in_stock', label: 'In Stock' },
  { value: 'out_of_stock', label: 'Out of Stock' },
];

const MANUFACTURER_LABELS: Record<(typeof MANUFACTURER_FILTERS)[number], string> = {
  federal: 'Federal',
  winchester: 'Winchester',
  remington: 'Remington',
  hornady: 'Hornady',
  ruger: 'Ruger',
  'smith-wesson': 'Smith & Wesson',
  glock: 'Glock',
  'sig-sauer': 'SIG Sauer',
  colt: 'Colt',
  savage: 'Savage',
  tikka: 'Tikka',
  mossberg: 'Mossberg',
};

const SORT_LABELS: Record<SortOption, string> = {
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  name: 'Name',
  manufacturer: 'Manufacturer',
  retailer: 'Retailer',
  calibre: 'Calibre',
  'ppr-asc': 'Price per Round: Low to High',
  'ppr-desc': 'Price per Round: High to Low',
};

export const CALIBRE_OPTIONS: FilterOption[] = [
  { value: 'all', label: 'All Calibres' },
  ...CALIBRE_FILTERS.map((c) => ({ value: c, label: CALIBRE_LABELS[c] })),
];

export const MANUFACTURER_OPTIONS: FilterOption[] = [
  { value: 'all', label: 'All Brands' },
  ...MANUFACTURER_FILTERS.map((m) => ({ value: m, label: MANUFACTURER_LABELS[m] })),
];

export const BOX_QUANTITY_OPTIONS: FilterOption[] = [
  { value: 'all', label: 'Any Quantity' },
  ...BOX_QUANTITY_FILTERS.map((q) => ({ value: String(q), label: `${q} rounds` })),
];

export const ACCESSORY_CATEGORY_OPTIONS: FilterOption[] = [
  { value: 'all', label: 'All Categories' },
  ...ACCESSORY_CATEGORIES.map((c) => ({ value: c, label: ACCESSORY_CATEGORY_LABELS[c] })),
];

export const SORT_BY_OPTIONS: FilterOption[] = [
  { value: 'best', label: 'Best Value (per round for ammunition)' },
  ...SORT_OPTIONS.map((s) => ({ value: s, label: SORT_LABELS[s] })),
];
