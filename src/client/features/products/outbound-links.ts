import type { ProductListItem } from '../../../shared/schemas/products';

/** Outbound links go through the server, which records the click and redirects only to the retailer's http(s) site. */
export const OUTBOUND_REL = 'sponsored noopener noreferrer';

export const productOutboundHref = (listingId: number) => `/go/${listingId}`;

/** The retailer's site through the click redirect, or a web search for its name when it has no URL (SPEC §2). */
export function retailerHref(retailer: ProductListItem['retailer']): string {
  if (retailer.url && /^https?:\/\//i.test(retailer.url)) return `/go/retailer/${retailer.id}`;
  return `https://www.google.com/search?q=${encodeURIComponent(retailer.name)}`;
}
