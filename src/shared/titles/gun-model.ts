/**
 * Gun models named beside their maker ("Ruger Mini 30 Ranch", "CZ 527 Carbine", "Mossberg 590 Shockwave"): evidence
 * that the listing sells the gun, read from the makers' catalogues (vocabulary/gun-models.ts). One matcher per maker,
 * built once; a title is only searched with the matcher of the maker it names.
 */
import { AliasMatcher, type AliasMatch } from './alias-matcher';
import { GUN_MODEL_ROWS } from './vocabulary/gun-models';

/** A hyphen or space between letters and digits: "mini-14" is also written "mini 14" and "mini14". */
const JOINER_RE = /(?<=[a-z0-9])[\s-](?=[a-z0-9])/g;
function writtenForms(alias: string): string[] {
  return [...new Set([alias, ...[' ', '-', ''].map((joiner) => alias.replace(JOINER_RE, joiner))])];
}

const MODELS = new Map<string, AliasMatcher>();
for (const [maker, ...models] of GUN_MODEL_ROWS) {
  const matcher = MODELS.get(maker) ?? new AliasMatcher([]);
  for (const model of models) for (const form of writtenForms(model)) matcher.add(form, maker);
  MODELS.set(maker, matcher);
}

/** How far after its maker's name a model may start ("Remington Model 700", "Savage Arms 110 Hunter"). */
const MODEL_WINDOW = 24;
const NUMERIC_MODEL_RE = /^[\d/.-]+$/;
// a bare number followed by a unit is a count, weight, length or price, not a model ("Remington 1100 Rounds"); one
// followed by "/22" or "-22" is part of another model's name ("10/22" is not Savage's 10)
const NOT_MODEL_AFTER_RE =
  /^(?:\s*-?\s*(?:rounds?|rds?|rnds?|ct|count|pcs|pk|pack|box|bx|case|cs|gr|grain|grains|fps|yards?|yds?|mm|%|x\d|shells?)\b|["'$%]|[./-]\d)/;
const NOT_MODEL_BEFORE_RE = /[#$x.]\s*$/;

/**
 * The model of `maker` that starts within a few words after the maker's own name, or null. Model names written one
 * after the other are one model ("590 Shockwave JIC", "T3x Lite"): the match runs to the end of the last.
 */
export function findGunModel(masked: string, brandMatches: readonly AliasMatch[], maker: string): AliasMatch | null {
  const matcher = MODELS.get(maker);
  const brand = matcher ? brandMatches.find((m) => m.value === maker) : undefined;
  if (!matcher || !brand) return null;
  const after = modelFrom(matcher, masked, brand.end, Math.min(masked.length, brand.end + MODEL_WINDOW));
  // a store's "model - maker" title names the maker last ("Mini 30 Ranch 7.62x39 … - Ruger")
  return after ?? (closesTitle(masked, brand) ? modelFrom(matcher, masked, 0, brand.start) : null);
}

function closesTitle(masked: string, brand: AliasMatch): boolean {
  return masked.slice(brand.end).trim() === '' && /\s-\s*$/.test(masked.slice(0, brand.start));
}

function modelFrom(matcher: AliasMatcher, masked: string, first: number, last: number): AliasMatch | null {
  for (let i = first; i < last; i++) {
    if (i > 0 && isLowerAlnum(masked.charCodeAt(i - 1))) continue;
    const m = modelAt(matcher, masked, i);
    if (!m) continue;
    let end = m.end;
    for (let next = nextModel(matcher, masked, end); next; next = nextModel(matcher, masked, end)) end = next.end;
    return { ...m, end };
  }
  return null;
}

/** [a-z0-9], read on the character code (this runs at every place after a maker's name) */
function isLowerAlnum(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
}

function nextModel(matcher: AliasMatcher, masked: string, end: number): AliasMatch | null {
  return masked[end] === ' ' ? modelAt(matcher, masked, end + 1) : null;
}

function modelAt(matcher: AliasMatcher, masked: string, i: number): AliasMatch | null {
  const m = matcher.matchAt(masked, i);
  if (!m || !NUMERIC_MODEL_RE.test(m.alias)) return m;
  // a bare number followed by a unit is a count or weight; after "#", "$" or "x" it is an item number or a size
  if (NOT_MODEL_AFTER_RE.test(masked.slice(m.end, m.end + 12))) return null;
  return NOT_MODEL_BEFORE_RE.test(masked.slice(Math.max(0, i - 2), i)) ? null : m;
}

/**
 * Cartridges a model number can literally be ("M&P40", "SR9c", "USP45", "GAP556", "LC380"), by that number. The labels'
 * rule: a model number that is the cartridge names it, as "77/357" does; a calibre known only from the model ("10/22",
 * "Glock 23") is not read. Not 22 or 44: rimfire and replica models carry them without naming the cartridge ("Savage
 * A22", "ISSC MK22", the .22 "STG44").
 */
const MODEL_NUMBER_CALIBRES: Record<string, string> = {
  '9': '9mm',
  '40': '.40sw',
  '45': '.45acp',
  '380': '.380acp',
  '357': '.357mag',
  '223': '.223rem',
  '556': '5.56nato',
  '308': '.308win',
};
// a short letter prefix glued (or hyphened) to the number, a letter suffix at most ("SR9c", "EC9s", "FNX-45"; Smith &
// Wesson's "M&P 9" also spaced); Glock's
// "G40" and "G45" are models whose numbers are not their cartridges, nor is the Remington "M40"
const MODEL_NUMBER_RE =
  /(?<![\w&.-])(?!g\d|m40\b)([a-z][a-z&]{0,3}|m&p\s)-?(9|40|45|380|357|223|556|308)(?![\d.])([a-z]{0,3})\b/;

/** The calibre a gun's model number is ("Smith & Wesson M&P40 M2.0" is a .40 S&W), or null. */
export function calibreInModelNumber(masked: string): string | null {
  const m = MODEL_NUMBER_RE.exec(masked);
  return m ? MODEL_NUMBER_CALIBRES[m[2]] : null;
}
