/**
 * Words a store's listing card adds to a title that say nothing about the product: a promotion or a condition marker
 * in front ("NEW!", "SALE", "Clearance -"), the stock status ("In Stock", "Sold Out", "En rupture de stock") and the
 * store's own item number at the end ("- 157632", "(SKU: AB3255)"). Rules that read a title's first or last words
 * (a distributor's maker code, a closing count, a closing "scope") would otherwise read these instead, and "stock" would
 * name a gun stock. A used gun's marker ("USED -", "Consignment:", "(Pre-Owned)"), a classifieds listing's place in
 * front ("(Los Angeles) …") and a closing price go the same way.
 * Applied to the normalised (lower-case) title.
 */
// a promotion or a listing's condition marked as such in front ("NEW!", "*SALE*", "[Clearance]", "Special -")
const MARKED_PROMO_RE =
  /^\s*(?:[*[(]\s*)?(?:new|sale|on sale|hot deal|deal|special|promo|clearance|closeout|blowout|liquidation|nouveau|solde|sp[ée]cial|en sp[ée]cial|pre-?order|pr[ée]-?commande|back in stock)\s*(?:!+|\*|]|\)|:|\s-\s)[\s*]*/;
// … or bare: a used gun's listing says so first or last ("USED - …", "Consignment: …", "… (Pre-Owned)"); the words are
// the listing's condition, never its product or maker
const BARE_PROMO_RE =
  /^\s*(?:sale|on sale|hot deal|clearance|closeout|blowout|liquidation|solde|en sp[ée]cial|pre-?order|pr[ée]-?commande|back in stock|used|usag[ée]e?|d'occasion|pre-?owned|consignment|consignation)\s*(?:[:*-]\s*)?(?=\S)/;
// "new" also opens the names of makers and models ("New England Firearms", "New Model Blackhawk", "New Frontier
// Armory"): a bare "new" in front is a marker unless a name starts with it
const BARE_NEW_RE = /^\s*(?:new|nouveau)\s+(?=\S)/;
const NOT_A_MARKER_RE = /^\s*new\s+(?:england|model|frontier|haven|ultra light|vaquero|mustang|service)\b/;
// a classifieds aggregator's place in front ("(Los Angeles) New Glock 19 9mm - $ 599"): words in brackets, no digit
const PLACE_RE = /^\s*\(([a-z][a-z .'-]{2,30})\)\s+(?=\S)/;

const STOCK_STATUS_RE =
  /(?:^|\s-\s|\s)\(?(?:(?:back |now )?in stock(?: now)?|out of stock|sold out|low stock|limited stock|en stock|en rupture de stock|rupture de stock|[ée]puis[ée]|back ?order(?:ed)?|special order|sur commande)\)?(?=\s|$)(?:\s-(?=\s|$))?/g;
const CLOSING_CONDITION_RE =
  /\s*(?:\(\s*(?:used|pre-?owned|consignment|usag[ée]e?|d'occasion)\s*\)|\s-\s*(?:used|pre-?owned|consignment|usag[ée]e?))\s*$/;
// a price the store printed after the title ("… - $1,299.99 CAD", "… 349,99 $")
const CLOSING_PRICE_RE =
  /\s*-?\s*(?:(?:cad|ca|usd)\s?)?\$\s?\d+(?:\.\d{2})?\s*(?:cad|usd)?\s*$|\s*-?\s*\d+\.\d{2}\s?\$\s*(?:cad)?\s*$/;
// the store's item number closing a title: a labelled SKU, or six or more digits after a dash (no box holds that many
// rounds; DASH_NUMBER_RE below)
const CLOSING_ITEM_NUMBER_RE = /\s*\(?\b(?:sku|item|upc|mpn)\s*(?:#|no\.?|:)\s*[a-z0-9-]+\)?\s*$/;

// Most titles carry no noise: these cheap tests pass them over before the costlier regexes above (an unanchored regex
// tried at the end of the title runs at every place). A marker in front starts with one of these; every
// stock status and closing price, condition or SKU holds one of these words; a closing item number ends in a digit.
const FRONT_RE =
  /^\s*(?:[*[(]|new|nouveau|sale|on s|hot d|deal|sp[ée]cial|promo|clos|clea|blow|liqu|solde|en sp|pr[ée]|back|used|usag|d'occ|consign)/;
const NOISE_WORD_RE = /stock|sold out|order|[ée]puis|commande|\$|used|owned|consign|usag|occasion|sku|item|upc|mpn/;
const DASH_NUMBER_RE = /^\s-\s#?\d{6,}\s*$/;

/** The title without the store's markers, status and item number (one at each end, then the status anywhere). */
export function withoutStoreNoise(s: string, startsWithName: (s: string) => boolean): string {
  let t = FRONT_RE.test(s) ? withoutFrontMarker(s, startsWithName) : s;
  if (NOISE_WORD_RE.test(t)) {
    t = t.replace(STOCK_STATUS_RE, ' ');
    t = t.replace(CLOSING_PRICE_RE, '').replace(CLOSING_CONDITION_RE, '').replace(CLOSING_ITEM_NUMBER_RE, '');
  }
  if (endsInDigit(t)) {
    const dash = t.lastIndexOf(' - ');
    if (dash >= 0 && DASH_NUMBER_RE.test(t.slice(dash))) t = t.slice(0, dash);
  }
  return t === s ? s : t.replace(/\s{2,}/g, ' ').trim();
}

function withoutFrontMarker(s: string, startsWithName: (s: string) => boolean): string {
  const t = withoutPlace(s.replace(MARKED_PROMO_RE, ''), startsWithName).replace(BARE_PROMO_RE, '');
  const unmarked =
    BARE_NEW_RE.test(t) && !NOT_A_MARKER_RE.test(t) && !startsWithName(t.trimStart()) ? t.replace(BARE_NEW_RE, '') : t;
  // (the place may also follow a marker: "USED (Los Angeles) …")
  return withoutPlace(unmarked, startsWithName);
}

/** The place a classifieds listing opens with, unless the words in brackets are a maker's ("(Glock) 17 Gen 5"). */
function withoutPlace(s: string, startsWithName: (s: string) => boolean): string {
  const place = PLACE_RE.exec(s);
  return place && !startsWithName(place[1]) ? s.slice(place[0].length) : s;
}

function endsInDigit(t: string): boolean {
  const end = t.trimEnd();
  const last = end.charCodeAt(end.length - 1);
  return last >= 48 && last <= 57;
}
