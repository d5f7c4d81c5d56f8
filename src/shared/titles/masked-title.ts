/** What classify-listing.ts and the helpers that read its masked title (gun-spec.ts) share. */

/** Written over every character of a matched calibre or brand, so that positions in the title stay where they were. */
export const MASK = '\u0001';

// "w/" may be glued to the next word ("12 GA 18.5\" W/Pistol Grip")
/** A "with …" clause and everything after it: extras sold with the product, not the product. */
// (a feed's bare "W" before a bracketed count: "… 17'' Fluted W (1) 10RND MAGS")
export const WITH_CLAUSE_RE = /\s(?:(?:with|c\/w|includes|including|incl\.?)\s|w\/|w\s\(\d).*$/;

/** The text without its "with …" clause, each character of the clause's start and tail replaced by one space. */
export function withoutWithClause(text: string): string {
  // every match holds a "w" (with, c/w, w/) or "incl" (includes, including, incl.); a one-character `includes` is cheap
  return text.includes('w') || text.includes('incl') ? text.replace(WITH_CLAUSE_RE, ' ') : text;
}
