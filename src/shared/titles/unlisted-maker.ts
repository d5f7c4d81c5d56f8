/**
 * Gun makers the vocabulary does not list ("Grand Power P1 9mm 15rd", "Arsenal SAM7R 762X39 16-inch 10rd"): named
 * where a store names the maker, at the opening of the title (after a licence class or condition word, or a
 * distributor's short code), they say the listing sells a gun or its parts. The brand stays unknown (null).
 */
import { AliasMatcher } from './alias-matcher';
import type { Makes } from './vocabulary';
import { UNLISTED_GENERIC_NAMES, UNLISTED_GUN_MAKERS } from './vocabulary/unlisted-gun-makers';

const MAKERS = new AliasMatcher(UNLISTED_GUN_MAKERS.map((name) => [name, name] as const));
MAKERS.add('ars', 'arsenal');
const GENERIC = new Set([...UNLISTED_GENERIC_NAMES, 'ars']);

// words a store may print before the maker: the licence class, the condition, a sale tag
const OPENING_RE =
  /^\s*(?:(?:non[\s-]?restricted|restricted|prohibited|nr|new|used|pre[\s-]?owned|consignment|sale|in stock|clearance)\b[\s:,-]*)*/;
/** The maker's model follows a generic name ("Inland M1", "Arsenal SAM7R"): a token of letters and digits. */
const MODEL_AFTER_RE = /^[\s-]+(?=[\w-]*[a-z])(?=[\w-]*\d)/;

/** The unlisted gun maker opening `text` (normalised, lower case), or null. */
export function unlistedGunMaker(text: string): string | null {
  const start = OPENING_RE.exec(text)?.[0].length ?? 0;
  const m = MAKERS.matchAt(text, start);
  if (!m) return null;
  if (GENERIC.has(m.alias) && !MODEL_AFTER_RE.test(text.slice(m.end, m.end + 12))) return null;
  return m.value;
}

/** What an unlisted gun maker sells, as far as a title's type is concerned: guns and their parts, no cartridges. */
const UNLISTED_MAKER_MAKES: Makes = { ammunition: false, firearm: true, accessory: true };
// a box's count written out ("PSA 9mm 1000 Rounds", "… 50 Rounds") sells cartridges whoever names them
const ROUNDS_WORD_RE = /\b\d{2,5}\s*(?:rounds|cartridges|shells)\b/;

/**
 * What the unlisted maker opening `text` makes, or null: read like a known maker of guns and parts, so that a count
 * is a magazine's capacity; not when the count is a box's (over 100, or rounds written out). The count is read only
 * for a title that opens with such a maker (most do not, and reading a count is costly).
 */
export function unlistedMakerMakes(text: string, qty: () => number | null): Makes | null {
  // every name and opening word starts with a letter: a title opening with a number or a calibre is passed over
  if (!/^\s*[a-z]/.test(text) || !unlistedGunMaker(text)) return null;
  const n = qty();
  return n !== null && (n > 100 || ROUNDS_WORD_RE.test(text)) ? null : UNLISTED_MAKER_MAKES;
}
