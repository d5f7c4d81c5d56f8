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
  return number.endsWith('mm') && number.includes('.') ? number.slice(0, -2) : number;
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

/** The one cartridge of the number whose name the letters abbreviate, or null (none, or more than one). */
function onlyCartridge(candidates: Array<[string, string]> | undefined, letters: string): string | null {
  let found: string | null = null;
  for (const [name, slug] of candidates ?? []) {
    if (!abbreviates(letters, name)) continue;
    if (found !== null && found !== slug) return null;
    found = slug;
  }
  return found;
}

export function abbreviatedCalibre(s: string): AliasMatch | null {
  if (!DIGIT_LETTERS_RE.test(s)) return null;
  WRITTEN_RE.lastIndex = 0;
  for (let m = WRITTEN_RE.exec(s); m; m = WRITTEN_RE.exec(s)) {
    const letters = m[3];
    // set apart from its number, three letters with a vowel are a word ("30 car", "22 mag"), not a cut name
    if (m[2] && letters.length < 4 && /[aeiou]/.test(letters.slice(1))) continue;
    const slug = onlyCartridge(names().get(numberKey(m[1])), letters);
    if (slug) return { start: m.index, end: m.index + m[0].length, value: slug, alias: m[0] };
  }
  return null;
}
