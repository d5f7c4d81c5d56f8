import { holdsAny } from './word-gate';

/** What classify-listing.ts and the helpers that read its masked title (gun-spec.ts) share. */

/** Written over every character of a matched calibre or brand, so that positions in the title stay where they were. */
export const MASK = '\u0001';

// "w/" may be glued to the next word ("12 GA 18.5\" W/Pistol Grip")
/** A "with …" clause and everything after it: extras sold with the product, not the product. */
export const WITH_CLAUSE_RE = /\s(?:(?:with|c\/w|includes|including|incl\.?)\s|w\/).*$/;

/** Every WITH_CLAUSE_RE match holds one of these ("with", "c/w", "w/"; "includes", "including", "incl."). */
const WITH_CLAUSE_WORDS = ['w', 'incl'];

/** The text without its "with …" clause, each character of the clause's start and tail replaced by one space. */
export function withoutWithClause(text: string): string {
  return holdsAny(text, WITH_CLAUSE_WORDS) ? text.replace(WITH_CLAUSE_RE, ' ') : text;
}
