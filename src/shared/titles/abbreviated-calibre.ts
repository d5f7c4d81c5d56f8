import type { AliasMatch } from './alias-matcher';
import { CALIBRE_ROWS } from './vocabulary';

/**
 * A cartridge's name abbreviated as feeds do, when no alias names a calibre: "6.8WST", "450BSH", "360 BUCKHMR",
 * "30-378WthbyMag" (docs/decisions/0449). The letters open like the name and follow its letters in order, and they fit
 * only one cartridge of that number ("17HOR" fits the Hornet and the Hornady Magnum Rimfire, so it names neither).
 */

// an alias: a cartridge's number (with its unit, case length or second number) and its name's words
const NUMBERED_NAME_RE = /^\.?(\d{1,3}(?:\.\d{1,2})?(?:x\d{2})?(?:-\d{2,3})?(?:mm)?) ?([a-z][a-z ]{3,})$/;
// in a title: such a number and three to nine letters, glued to it or set apart
const WRITTEN_RE = /(?<![\w.-])\.?(\d{1,3}(?:\.\d{1,2})?(?:x\d{2})?(?:-\d{2,3})?(?:mm)?)(\s?)([a-z]{3,9})\b/g;
const DIGIT_LETTERS_RE = /\d\s?[a-z]{3}/;

let namesByNumber: Map<string, Array<[name: string, slug: string]>> | null = null;

/** "6.8mm" and "6.8" are one number; "9mm" keeps its unit (a bare 9 is no cartridge). */
function numberKey(number: string): string {
  return number.replace(/^(\d+\.\d+)mm$/, '$1');
}

function names(): Map<string, Array<[string, string]>> {
  if (namesByNumber) return namesByNumber;
  namesByNumber = new Map();
  for (const [slug, , , ...aliases] of CALIBRE_ROWS)
    for (const alias of aliases) {
      const m = NUMBERED_NAME_RE.exec(alias.toLowerCase());
      // (".50 caliber muzzleloader", ".22 cal pellet": "caliber" is any bore's, no name)
      if (!m || m[2].startsWith('cal')) continue;
      const key = numberKey(m[1]);
      const list = namesByNumber.get(key) ?? [];
      list.push([m[2].replace(/ /g, ''), slug]);
      namesByNumber.set(key, list);
    }
  return namesByNumber;
}

/** The letters open like the name, are fewer, and follow its letters in order ("wst", "bsh", "buckhmr", "wthbymag"). */
function abbreviates(letters: string, name: string): boolean {
  if (letters[0] !== name[0] || letters.length >= name.length) return false;
  let at = 1;
  for (let i = 1; i < letters.length; i++) {
    at = name.indexOf(letters[i], at) + 1;
    if (at === 0) return false;
  }
  return true;
}

export function abbreviatedCalibre(s: string): AliasMatch | null {
  if (!DIGIT_LETTERS_RE.test(s)) return null;
  for (const m of s.matchAll(WRITTEN_RE)) {
    const [written, number, space, letters] = m;
    // set apart from its number, three letters with a vowel are a word ("30 car", "22 mag"), not a cut name
    if (space && letters.length < 4 && /[aeiou]/.test(letters.slice(1))) continue;
    const slugs = new Set<string>();
    for (const [name, slug] of names().get(numberKey(number)) ?? []) if (abbreviates(letters, name)) slugs.add(slug);
    if (slugs.size === 1)
      return { start: m.index, end: m.index + written.length, value: [...slugs][0], alias: written };
  }
  return null;
}
