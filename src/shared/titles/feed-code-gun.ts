/**
 * A distributor's catalogue line names a gun as maker code, item number, the maker's model and its calibre, then the
 * gun's furniture and finish: "RUG 8500 AR556 5.56NATO MOE STOCK GRIP", "SW 12466 M&P9 SHIELD 9MM NIGHT SIGHTS",
 * "MOSS 50659 590 SHOCKWAVE 12GA BIRDSHEAD GRIP". The code stands where a store prints the maker's name, so the
 * maker's model is looked for right after the item number; the furniture words after the calibre are then the gun's
 * features, not the product. A magazine, barrel or other part named there is still the product (it is not blanked).
 */
import type { AliasMatch } from './alias-matcher';

// the code, then an item number of three to six digits (with a letter suffix at most)
const CODE_ITEM_RE = /^\s*([a-z]{2,4})[\s*]+\d{3,6}[a-z]?(?=\s)/;

/** The code and item number opening `masked`, as the maker's name would be matched, or null. */
export function feedCodeAsBrand(
  masked: string,
  codes: Readonly<Record<string, string>>,
  slug: string,
): AliasMatch | null {
  const m = CODE_ITEM_RE.exec(masked);
  if (!m || codes[m[1]] !== slug) return null;
  return { start: m.index, end: m.index + m[0].length, alias: m[1], value: slug };
}

// furniture, sights and finish words feeds print after a gun's calibre (SYN = synthetic, FF = free float)
const FEED_FURNITURE_RE =
  /\b(?:moe|sl|stocks?|grips?|syn|synthetic|ff|free[\s-]?float|handguards?|m-?lok|keymod|(?:night|tritium|fiber optic|3-dot)\s+sights?|birdshead|pistol grip|wood|walnut|laminated?|hardwood|thumbhole|adjustable)\b/g;

/** On a feed's catalogue line, the furniture words after the calibre are blanked (`t` is the masked title). */
export function withoutFeedFurniture(core: string, t: string): string {
  return CODE_ITEM_RE.test(t) ? core.replace(FEED_FURNITURE_RE, ' ') : core;
}
