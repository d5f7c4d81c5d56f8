/**
 * How makers' names are written in titles beyond their aliases (docs/decisions/0435-titles-gear-brands-and-accessories-2.md).
 */

// two to five single letters each closed by a dot, not inside a word or a number ("R.C.B.S.", "H.K.", "C.Z.")
const DOTTED_INITIALS_RE = /(?<![a-z0-9.])(?:[a-z]\.){2,5}(?![a-z0-9])/g;

/**
 * "R.C.B.S. Rock Chucker", "H.K. MP5 Magazine": initials written with dots are the maker's initials. The dots are
 * dropped and the letters joined, padded with spaces so that every position in the title stays where it was.
 * Initials that open an alias as written ("O.F. Mossberg") are left for that alias.
 */
export function undotInitials(text: string, aliasAt: (text: string, at: number) => boolean): string {
  if (!text.includes('.')) return text;
  return text.replace(DOTTED_INITIALS_RE, (m, at: number) => {
    if (aliasAt(text, at)) return m;
    const letters = m.replace(/\./g, '');
    return letters + ' '.repeat(m.length - letters.length);
  });
}

// a closing " - CODE" in capitals: a store's maker suffix written as the maker's initials ("… - EGW", "… - TTI")
const CLOSING_CODE_RE = /\s-\s*([A-Z]{2,5})\s*$/;
// capitals that describe the product rather than name its maker
const NOT_A_MAKER_CODE = new Set(
  'FDE OD ODG NEW OEM USED LH RH SS BLK LE NIB NOS II III IV VI AR AK BDC MOA MIL MRAD FFP SFP IR QD CA USA TAN GRY BLUE RED GREEN'.split(
    ' ',
  ),
);

/**
 * "Picatinny Rail: Savage 10/110 Long Action - EGW": a maker's initials closing an accessory's title after a dash name
 * its maker, one the vocabulary lacks, so the gun maker named before them is the fitment. Read on the title as written:
 * initials are in capitals in a title that is not itself all capitals.
 */
export function closingMakerCode(rawTitle: string | null | undefined): string | null {
  if (!rawTitle || rawTitle === rawTitle.toUpperCase()) return null;
  const code = CLOSING_CODE_RE.exec(rawTitle)?.[1];
  return code && !NOT_A_MAKER_CODE.has(code) ? code.toLowerCase() : null;
}
