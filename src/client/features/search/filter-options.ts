import {
  ACCESSORY_CATEGORIES,
  BOX_QUANTITY_FILTERS,
  CALIBRE_FILTERS,
  MANUFACTURER_FILTERS,
  SORT_OPTIONS,
  type AccessoryCategory,
  type SortOption,
} from '../../../shared/constants';

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

const CALIBRE_LABELS: Record<(typeof CALIBRE_FILTERS)[number], string> = {
  '9mm': '9mm',
  '.45acp': '.45 ACP',
  '.40sw': '.40 S&W',
  '.223rem': '.223 Rem',
  '.308win': '.308 Win',
  '.30-06': '.30-06 Springfield',
  '.22lr': '.22 LR',
  '12ga': '12 Gauge',
  '20ga': '20 Gauge',
};

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

export const ACCESSORY_CATEGORY_LABELS: Record<AccessoryCategory, string> = {
  optics: 'Optics',
  mounts: 'Mounts',
  magazines: 'Magazines',
  storage: 'Storage',
  grips: 'Grips',
  slings: 'Slings',
  cleaning: 'Cleaning',
  reloading: 'Reloading',
  targets: 'Targets',
  holsters: 'Holsters',
  tactical: 'Tactical',
  muzzle: 'Muzzle Devices',
  triggers: 'Triggers',
  safety: 'Safety',
  general: 'General Accessories',
};

const SORT_LABELS: Record<SortOption, string> = {
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  name: 'Name',
  manufacturer: 'Manufacturer',
  retailer: 'Retailer',
  calibre: 'Calibre',
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

export const SORT_BY_OPTIONS: FilterOption[] = SORT_OPTIONS.map((s) => ({ value: s, label: SORT_LABELS[s] }));

/** 'Category: X' in the results uses the human label when the category is one of ours, else the text as stored. */
export function categoryLabel(category: string): string {
  return (ACCESSORY_CATEGORY_LABELS as Record<string, string>)[category] ?? category;
}
