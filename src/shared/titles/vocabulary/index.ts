import { CALIBRE_ROWS, type CalibreKind } from './calibres';
import { MANUFACTURER_ROWS } from './manufacturers';

export type { CalibreKind } from './calibres';
export { CALIBRE_ROWS } from './calibres';
export { MANUFACTURER_ROWS } from './manufacturers';
export { brandCategory, categorisedBrands } from './brand-categories';

/** SPEC §3 filter slugs (without 'all'), under the names the title code reads them by: one list, in constants. */
export {
  CALIBRE_FILTERS as CALIBRE_FILTER_SLUGS,
  MANUFACTURER_FILTERS as MANUFACTURER_FILTER_SLUGS,
  ACCESSORY_CATEGORIES as ACCESSORY_CATEGORY_SLUGS,
  type AccessoryCategory,
} from '../../constants.js';

export type Makes = { ammunition: boolean; firearm: boolean; accessory: boolean };

interface CalibreInfo {
  name: string;
  kind: CalibreKind;
}
interface ManufacturerInfo {
  name: string;
  makes: Makes;
}

const calibreInfo = new Map<string, CalibreInfo>();
for (const row of CALIBRE_ROWS) calibreInfo.set(row[0], { name: row[1], kind: row[2] });

const manufacturerInfo = new Map<string, ManufacturerInfo>();
for (const row of MANUFACTURER_ROWS) {
  const m = row[2];
  manufacturerInfo.set(row[0], {
    name: row[1],
    makes: { ammunition: m.includes('a'), firearm: m.includes('f'), accessory: m.includes('x') },
  });
}

/** Display name of a calibre slug ("9mm" → "9mm Luger"); the slug itself if unknown. */
export function calibreName(slug: string): string {
  return calibreInfo.get(slug)?.name ?? slug;
}
/** Display name of a manufacturer slug; strips the parenthesised vocabulary note ("Winchester (Olin …)" → "Winchester"). */
export function manufacturerName(slug: string): string {
  const name = manufacturerInfo.get(slug)?.name;
  return name ? name.replace(/\s*\(.*\)\s*$/, '') : slug;
}
export function calibreKind(slug: string): CalibreKind | null {
  return calibreInfo.get(slug)?.kind ?? null;
}
export function manufacturerMakes(slug: string): Makes | null {
  return manufacturerInfo.get(slug)?.makes ?? null;
}
export function isCalibreSlug(slug: string): boolean {
  return calibreInfo.has(slug);
}
export function isManufacturerSlug(slug: string): boolean {
  return manufacturerInfo.has(slug);
}

/** All [alias, slug] pairs, for building matchers. */
export function calibreAliases(): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const row of CALIBRE_ROWS)
    for (let i = 3; i < row.length; i++) out.push([(row[i] as string).toLowerCase(), row[0]]);
  // written forms derived from every alias, added after the hand-written ones (which win on a clash)
  const derived: Array<[string, string]> = [];
  for (const [alias, slug] of out) for (const form of derivedForms(alias)) derived.push([form, slug]);
  return out.concat(derived);
}

/** A word without its vowels after the first letter, a doubled letter once ("western" → "wstrn"). */
function skeletonOf(word: string): string {
  return (word[0] + word.slice(1).replace(/[aeiou]/g, '')).replace(/(.)\1/g, '$1');
}

/**
 * "7.62x54r" → "762x54r" (distributors drop the dot), "204 ruger" → "204 rug" (and "204rug"), "44 remington
 * magnum" → "44 rem magnum".
 */
function derivedForms(alias: string): string[] {
  const forms: string[] = [];
  const metric = /^(\d{1,2})\.(\d{1,2})x(\d{2}[a-z]*)$/.exec(alias);
  if (metric) forms.push(`${metric[1]}${metric[2]}x${metric[3]}`);
  // "6.5x57" → "6.5x57mm": a metric name written with its unit
  if (/^\d{1,2}(?:\.\d{1,2})?x\d{2}$/.test(alias)) forms.push(`${alias}mm`);
  // "9.3x62 mauser" → "9.3mmx62 mauser": the unit written after the bore ("9.3mmX74R")
  const bore = /^(\d{1,2}(?:\.\d{1,2})?)x(\d{2}.*)$/.exec(alias);
  if (bore) forms.push(`${bore[1]}mmx${bore[2]}`);
  // "7x64 brenneke" → "7x64mm brenneke", "7x64mmbrenneke": a metric name with its unit, the name glued or not
  const metricNamed = /^(\d{1,2}(?:\.\d{1,2})?x\d{2}) ([a-z][a-z ]*)$/.exec(alias);
  if (metricNamed)
    forms.push(`${metricNamed[1]}mm ${metricNamed[2]}`, `${metricNamed[1]}mm${metricNamed[2].replace(/ /g, '')}`);
  // "6.8 remington spc" → "6.8mm remington spc": a decimal bore's unit before the name
  const decimal = /^(\d{1,2}\.\d{1,2}) ([a-z].*)$/.exec(alias);
  if (decimal) forms.push(`${decimal[1]}mm ${decimal[2]}`);
  // ".357sig" → "357sig", "357 sig" → "357sig": the dot dropped, a short name joined to its number
  const slugLike = /^\.(\d{2,3}[a-z][a-z0-9&]*)$/.exec(alias);
  if (slugLike) forms.push(slugLike[1]);
  const spaced = /^\.?(\d{2,3}) ([a-z&]{2,4})$/.exec(alias);
  if (spaced) forms.push(`${spaced[1]}${spaced[2]}`);
  const ruger = /^\.?(\d{2,3}) ruger$/.exec(alias);
  if (ruger) forms.push(`${ruger[1]} rug`, `${ruger[1]}rug`);
  // "44 remington magnum" → "44 rem magnum", "22 winchester magnum" → "22 win magnum": the maker shortened alone
  const shortMaker = alias.replace(/\bremington magnum\b/, 'rem magnum').replace(/\bwinchester magnum\b/, 'win magnum');
  if (shortMaker !== alias) forms.push(shortMaker);
  // "30-40 krag" → "30 40 krag", "3040 krag": the hyphen of a named pair written as a space or left out (a bare pair of
  // numbers, "30-30", is not: "30 30" is also two counts)
  const named = /^(\.?\d{1,2})-(\d{2,3}) ([a-z].*)$/.exec(alias);
  if (named) forms.push(`${named[1]} ${named[2]} ${named[3]}`, `${named[1]}${named[2]} ${named[3]}`);
  // "38 s&w" → "38 sw": Smith & Wesson's cartridges written without the ampersand ("38 SW 146 Grain")
  if (/^\.?\d{2,3} s&w\b/.test(alias)) forms.push(alias.replace(' s&w', ' sw'));
  // "300 wby mag" → "300 wthby mag": distributors' other abbreviation of Weatherby
  if (/\bwby\b/.test(alias)) forms.push(alias.replace(/\bwby\b/, 'wthby'));
  if (/^\.?\d/.test(alias)) forms.push(...spelledOut(alias));
  forms.push(...withoutVowels(alias));
  return forms;
}

// a cartridge's number (with its unit or case length) and one name word of five letters or more
const NUMBER_AND_WORD_RE = /^(\.?\d{1,3}(?:\.\d{1,2})?(?:x\d{2})?(?:mm)?)( ?)([a-z]{5,})$/;

/**
 * "6.8 western" → "6.8wstrn", "6mm creed" → "6mmcrd", "220 swift" → "220 swft": distributors write a cartridge's
 * name word without its vowels (and a doubled letter once), glued to the number or not.
 */
function withoutVowels(alias: string): string[] {
  const m = NUMBER_AND_WORD_RE.exec(alias);
  if (!m) return [];
  const [, number, , word] = m;
  const skeleton = skeletonOf(word);
  return skeleton === word || skeleton.length < 3 ? [] : [`${number}${skeleton}`, `${number} ${skeleton}`];
}

/** The words of a cartridge's name that stores write in full or shortened, each set one word (or two) either way. */
const NAME_WORD_FORMS: ReadonlyArray<readonly string[]> = [
  ['rem', 'remington'],
  ['win', 'winchester', 'wn'],
  ['wby', 'weatherby'],
  ['mag', 'magnum'],
  ['spl', 'special'],
  ['fed', 'federal'],
  // (a distributor writes "45AP", "32AP")
  ['acp', 'ap'],
];
// (also glued to the number: "308win" → "308wn")
const NAME_WORD_RE = new RegExp(`(?:\\b|(?<=\\d))(?:${NAME_WORD_FORMS.flat().join('|')})\\b`, 'g');

/**
 * "416 rem mag" → "416 remington mag", "416 remington magnum", …; "270 win short mag" → "270 winchester short magnum":
 * every mix of the full and the short form of the name's words ("300 Remington Ultra Mag", ".416 Remington Mag").
 */
function spelledOut(alias: string): string[] {
  let forms = [''];
  let last = 0;
  for (const m of alias.matchAll(NAME_WORD_RE)) {
    const between = alias.slice(last, m.index);
    const options = NAME_WORD_FORMS.find((f) => f.includes(m[0])) as readonly string[];
    forms = forms.flatMap((f) => options.map((o) => f + between + o));
    last = m.index + m[0].length;
  }
  return forms.map((f) => f + alias.slice(last)).filter((f) => f !== alias);
}
export function manufacturerAliases(): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const row of MANUFACTURER_ROWS) for (let i = 3; i < row.length; i++) out.push([row[i] as string, row[0]]);
  // a maker's two-word name written with a hyphen or a space either way ("Birchwood-Casey", "Crimson-Trace",
  // "Mec Gar"), added after the hand-written aliases (which win on a clash)
  const derived: Array<[string, string]> = [];
  for (const [alias, slug] of out) {
    if (/^[a-z]{3,} [a-z]{3,}$/.test(alias)) derived.push([alias.replace(' ', '-'), slug]);
    if (/^[a-z]{3,}-[a-z]{3,}$/.test(alias)) derived.push([alias.replace('-', ' '), slug]);
    // "SB Ammo" is also "SB Ammunition" and, in Québec, "SB Munitions"
    if (alias.endsWith(' ammo'))
      for (const word of ['ammunition', 'munitions']) derived.push([alias.replace(/ammo$/, word), slug]);
  }
  return out.concat(derived);
}

const manufacturerNames = new Map<string, string>();
for (const row of MANUFACTURER_ROWS) {
  // "SK (SK Jagd / SK Match rimfire)" → "sk"
  const name = row[1].replace(/\s*\(.*\)\s*$/, '').toLowerCase();
  if (!manufacturerNames.has(name)) manufacturerNames.set(name, row[0]);
}
/**
 * A maker by its display name ("SK", "Smith & Wesson"), for a store's "Maker - product" title whose
 * maker is too short or generic to be an alias anywhere else in a title.
 */
export function manufacturerByName(name: string): string | null {
  return manufacturerNames.get(name.toLowerCase().trim()) ?? null;
}
