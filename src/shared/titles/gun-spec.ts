/**
 * A gun's title is a spec list: calibre, barrel length, capacity ("… 5.56 16.1'' Spiral Fluted Barrel w/ Folding
 * Sights 30+1 FDE", "… 308 Win 18.5\" Folding Buttstock 5RD"). Read together, these describe the whole gun; any one of
 * them alone is also printed on a part or a box ("16\" Barrel 5.56" is a barrel, "30RD Magazine" a magazine, "20rd" a
 * box of cartridges). Helpers here read the spec list; classify-listing.ts decides with them.
 */
import { MASK, withoutWithClause } from './masked-title';
import { WordGated } from './word-gate';

// a length in inches (or French "po"), with its number: a barrel's when long enough for its kind
const LENGTH_RE = /\b(\d{1,2}(?:\.\d{1,2})?)\s?-?\s?(?:"|''|in\b|inch(?:es)?\b|po\b)/g;
// a capacity as a gun's title prints it: "30+1", "5RD", "10-rd", "8 Round", a feed's glued "10R"; not the count a
// magazine, drum or box holds
const CAPACITY_SPEC_RE =
  /\b\d{1,2}\s?\+\s?1\b|\b\d{1,2}r\b|\b\d{1,3}\s?-?\s?(?:rd|rds|rnd|rnds|round|shot|coups)\b(?!\s*(?:mags?|magazines?|drums?|clips?|pmags?|box(?:es)?|case)\b|\s*\/)/;
// the product is a magazine, a part or a kit, not the gun the spec list describes
const NOT_WHOLE_GUN_RE =
  /\b(?:magazines?|mags?|pmags?|drums?|chargeurs?|uppers?|lowers?|receivers?|kits?|barreled actions?|bcgs?|bolt carriers?|slides?|conversions?)\b/;
const FITMENT_RE = /\b(?:for|fits?|fitting|compatible|replacement|pour)\b/;

// a barrel's length may lose its unit in a distributor's feed ("16.1 Spiral Fluted Barrel"): read before the barrel
const BARREL_LENGTH_RE = /\b(\d{1,2}(?:\.\d{1,2})?)\s+(?:[a-z-]+\s+){0,2}(?:bbl|barrel)s?\b/g;

// something a length is written with: most titles have none, and are passed over at once
const LENGTH_HINT_RE = /["']|in\b|inch|\bpo\b|bbl|barrel/;

/** The longest length in inches the title prints, or 0. */
function longestLength(t: string): number {
  if (!LENGTH_HINT_RE.test(t)) return 0;
  let best = 0;
  for (const m of t.matchAll(LENGTH_RE)) best = Math.max(best, parseFloat(m[1]));
  for (const m of t.matchAll(BARREL_LENGTH_RE)) best = Math.max(best, parseFloat(m[1]));
  return best;
}

/** A shotgun's barrel length (14" to 36"), by which a title is a gun's and not a box of shells. */
export function hasShotgunBarrel(t: string): boolean {
  const n = longestLength(t);
  return n >= 14 && n <= 36;
}

/** A barrel's length for this kind of gun: a shotgun's is 14" or more (a shell is 2-3/4" to 3-1/2"). */
export function hasGunLength(t: string, shotgun: boolean): boolean {
  const n = longestLength(t);
  return shotgun ? n >= 14 : n >= 2;
}

// a feed may print the barrel's length bare right after the calibre ("7.62x39 10.5 Side Folding Brace 30RD"), or
// right before the capacity ("5.56 18 10R")
const BARE_LENGTH_AFTER_CALIBRE_RE =
  /\u0001\s+(?:[4-9]|[12]\d|30)(?:\.\d{1,2})?\s+(?:(?!(?:rds?|rounds?|rnds?|gr|grains?|grs?|ct|count|pk|pack|box|bx|fmj|jhp|hp|sp)\b)[a-z]|\d{1,2}\s?(?:r|rd|rds)\b)/;

/**
 * Calibre, barrel length and capacity together, nothing naming a magazine, part or kit as the product (outside the
 * "with …" extras) and no fitment word: the title describes a whole gun.
 */
export function wholeGunSpec(t: string, shotgun: boolean): boolean {
  if (!t.includes(MASK) || !CAPACITY_SPEC_RE.test(t)) return false;
  if (!hasGunLength(t, shotgun) && !BARE_LENGTH_AFTER_CALIBRE_RE.test(t)) return false;
  const head = withoutWithClause(t);
  return !NOT_WHOLE_GUN_RE.test(head) && !FITMENT_RE.test(head);
}

// a barrel named first after its maker ("Faxon 16\" Barrel 5.56", "Ballistic Advantage 18\" Heavy Barrel"): what is
// before the length has no model number and no calibre
const BARREL_FIRST_RE =
  /^[^\d\u0001]*?\b\d{1,2}(?:\.\d{1,2})?\s?-?\s?(?:"|''|in\b|inch(?:es)?\b)\s*-?\s*(?:[a-z-]+\s+){0,2}(?:bbl|barrel)s?\b/;
// an upper, a lower, a barrel or a conversion kit named before any number, after its maker or none ("HK UPPER MR556A4
// 5.56 16.5\"", "ODIN BBL 223 WYLDE 18\"", "BARRETT MRAD CONV KIT 308WIN 24\""; a "Single Barrel" is a gun)
const PART_FIRST_RE = new WordGated(
  ['upper', 'lower', 'bbl', 'barrel', 'conv'],
  /^[\s\u0001]*[^\d\u0001]*?\b(?<!(?:single|double|twin)[\s-])(?:upper|lower|bbl|barrel|conv(?:ersion)? kit)s?\b/,
);

/**
 * A barrel sold alone, named first: no capacity and nothing `gunWords` matches (the caller's licence classes) in the
 * title. (gear-words.ts `sellsBarrelAlone` reads the other wordings of a barrel sold alone: "for …", "Prefit".)
 */
export function barrelNamedFirst(t: string, gunWords: { test(text: string): boolean }): boolean {
  return BARREL_FIRST_RE.test(t) && !CAPACITY_SPEC_RE.test(t) && !gunWords.test(t);
}

/** A major part sold alone, named before any number, with no capacity and nothing `gunWords` matches. */
export function partNamedFirst(t: string, gunWords: { test(text: string): boolean }): boolean {
  return PART_FIRST_RE.test(t) && !CAPACITY_SPEC_RE.test(t) && !gunWords.test(t);
}

// a stock or furniture maker's name inside a gun's title, with the part it made ("Magpul Hunter Stock", "Boyds Stock",
// "Magpul MOE Furniture") or alone before a colour or at the end ("… 20RD MAGPUL", "Magpul FDE"): the gun's feature,
// not the product or its maker ("… 30rd Magpul PMAG" names the magazine's maker: kept)
const FURNITURE_MAKER =
  '(?:magpul|hogue|boyds|mcmillan|b5 systems|bell (?:&|and) carlson|grayboe|krg|mdt|manners|choate)';
const FURNITURE_NAME_RE = new RegExp(`\\b${FURNITURE_MAKER}\\b`);
const FURNITURE_RE = new RegExp(
  `\\b${FURNITURE_MAKER}(?:\\s+(?:[a-z0-9-]+\\s+){0,2}?(?:stocks?|furniture|grips?|handguards?|forends?|chassis|edition|moe|overmolded)\\b|(?=\\s*(?:$|[,;)/-]|(?:fde|black|blk|od|green|tan|grey|gray|flat dark earth)\\b)))`,
  'g',
);

/**
 * Blanks a furniture maker's named part listed after the calibre of a title that otherwise reads as a gun (a barrel
 * length or a capacity), so that neither the part nor its maker is read as the product ("Ruger American 308 Win 22\"
 * Magpul Hunter Stock 5rd"). `afterCal` has its calibres masked; the length of the text is kept.
 */
export function withoutFurniture(afterCal: string): string {
  if (!afterCal.includes(MASK) || !FURNITURE_NAME_RE.test(afterCal)) return afterCal;
  const gun = CAPACITY_SPEC_RE.test(afterCal) || longestLength(afterCal) >= 2;
  if (!gun) return afterCal;
  return afterCal.replace(FURNITURE_RE, (m: string, offset: number) => {
    const before = afterCal.slice(0, offset);
    return before.includes(MASK) && !FITMENT_RE.test(before) ? ' '.repeat(m.length) : m;
  });
}

// a gun sold with a scope names the scope's maker and power before "Combo" or "Package" ("Savage Axis XP 243 Win 22\"
// Weaver 3-9x40 Combo"): after the calibre, the package's optic, not the product or its maker
// what every PACKAGED_OPTIC_RE match is followed by: tested first, since that regex tries every word of the title
const PACKAGE_WORD_RE = /combo|package|pkg/;
const PACKAGED_OPTIC_RE =
  /\b[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}\s+\d{1,2}(?:\.\d)?-\d{1,2}(?:\.\d)?x\d{2}(?:mm)?(?:\s+scope)?(?=\s+(?:combo|package|pkg)\b)/g;

/** Blanks the packaged scope's maker and power listed after the calibre; the length of the text is kept. */
export function withoutPackagedOptic(afterCal: string): string {
  if (!afterCal.includes('x') || !afterCal.includes(MASK) || !PACKAGE_WORD_RE.test(afterCal)) return afterCal;
  return afterCal.replace(PACKAGED_OPTIC_RE, (m: string, offset: number) =>
    afterCal.slice(0, offset).includes(MASK) ? ' '.repeat(m.length) : m,
  );
}
