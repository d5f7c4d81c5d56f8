/**
 * Search and merchandising services that draw a store's product grid in the browser: the HTML the scraper gets
 * holds only their placeholder (Nosto's `nosto_element`, SLI's `sli_` slots, Klevu, Searchspring, ...). Seen on
 * real pages of known platforms that yield no offer (Rainier Arms and Natchez, Magento 1; Al Flaherty's and SAIL
 * in the retailer list).
 */
const SERVICES: Array<[name: string, marker: RegExp]> = [
  ['Klevu', /klevu/i],
  ['Searchspring', /searchspring/i],
  ['Nosto', /class=["']?nosto_element|connect\.nosto\.com/i],
  ['SLI Systems', /id=["']?sli_[a-z]|sli-spark|slisystems/i],
  ['Algolia', /instantsearch|algolia[^"']*(?:hits|results)/i],
  ['Searchanise', /searchanise/i],
  ['Boost Commerce', /boost-pfs|bc-sf-filter/i],
  ['Doofinder', /doofinder/i],
];

/** The service that draws this page's products by script, or null. */
export function scriptRenderedListing(html: string): string | null {
  return SERVICES.find(([, marker]) => marker.test(html))?.[0] ?? null;
}

/** The sentence an admin reads after "found no offers on URL" when the page's products are drawn by script. */
export function scriptListingHint(html: string): string {
  const service = scriptRenderedListing(html);
  return service
    ? `: its products are drawn in the browser by ${service}, not served in the page; give a category or search page that lists them in its HTML`
    : '';
}
