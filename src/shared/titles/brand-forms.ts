/**
 * How makers' names are written in titles beyond their aliases (docs/decisions/0435-titles-gear-brands-and-accessories-2.md).
 */

// two to five single letters each closed by a dot, not inside a word or a number ("R.C.B.S.", "H.K.", "C.Z.")
const DOTTED_INITIALS_RE = /(?<![a-z0-9.])(?:[a-z]\.){2,5}(?![a-z0-9])/g;

/**
 * "R.C.B.S. Rock Chucker", "H.K. MP5 Magazine": initials written with dots are the maker's initials. The dots are
 * dropped and the letters joined, padded with spaces so that every position in the title stays where it was.
 */
export function undotInitials(text: string): string {
  return text.replace(DOTTED_INITIALS_RE, (m) => {
    const letters = m.replace(/\./g, '');
    return letters + ' '.repeat(m.length - letters.length);
  });
}
