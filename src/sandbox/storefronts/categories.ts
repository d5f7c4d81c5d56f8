import type { DayListing } from '../catalogue/types.js';

/** Top-level categories of the HTML storefronts (BigCommerce, Magento, Lightspeed). */
export const TOP_CATEGORIES = [
  { slug: 'ammunition', name: 'Ammunition', type: 'ammunition' },
  { slug: 'firearms', name: 'Firearms', type: 'firearm' },
  { slug: 'accessories', name: 'Accessories', type: 'accessory' },
] as const;

export function inCategory(listings: DayListing[], slug: string): DayListing[] | null {
  if (slug === 'shop-all' || slug === 'collection') return listings;
  const cat = TOP_CATEGORIES.find((c) => c.slug === slug);
  return cat ? listings.filter((d) => d.listing.product.type === cat.type) : null;
}
