/**
 * Rewrites of the many ways stores write the same thing, applied to the normalised (lower-case) title before
 * matching, so that the vocabulary needs only one spelling: "7.5 x 55" → "7.5x55", "9 19 mm" → "9x19mm",
 * "16g 2 3/4"" → "16ga 2 3/4"", and a calibre glued to a product code ("ae223rem", "ammunition243") is split off.
 */
import type { AliasMatcher } from './alias-matcher';

// (not a model number's digit: "SAR9 X 9mm" is the SAR9 X in 9mm)
// (tested once the x is found: most digits have none after them)
const SPACED_X_RE = /(\d)\s+x(?<![a-z][\d.]*\d\s+x)\s+(\d)/g;
// "7.62 x39MM", "7.62x 39": a space on one side of the x only, joined when that makes a calibre
const HALF_SPACED_X_RE = /(?<![\d.])(\d{1,2}(?:\.\d{1,2})?)(?:\s+x(?=\d)|x\s+(?=\d))/g;
// "Rem.", "Win.", "Mag.", "Spl.": an abbreviation's dot inside a calibre's name ("44 Rem. Magnum")
const ABBREVIATION_DOT_RE = /\b(rem|win|mag|spl|spcl|sprg|spfld|auto|swiss|mauser|nato|wby|blk)\.(?=\s|$)/g;
const SPACED_METRIC_RE = /\b(\d{1,2}(?:\.\d{1,2})?)\s(\d{2})\s?mm\b/g;
// "7 MM Remington Magnum", "9 mm Luger": the unit set apart from its number
const SPACED_MM_RE = /\b(\d{1,2}(?:\.\d{1,2})?)\smm\b/g;
// A gauge written with a bare "g" is a gauge only next to a shell length; otherwise "28g" is a shot charge in grams.
const GRAM_GAUGE_RE =
  /\b(10|12|16|20|28)\s?g\b(?=\s*(?:2[\s-]?3\/4|23\/4|2\.75|2\.5|3(?:\.5|[\s-]1\/2)?)\s*(?:"|''|in\b|inch|\s|$))/g;
// "Remington 870 12g 18.5", "Benelli M4 12G Shotgun": 10, 12, 16 and 20 are never a shot charge in grams, so a bare "g"
// after them is the gauge, unless the title names another gauge (the charge of a 28 ga load) or calibre (a bullet's
// weight in grams: "Lapua .308 Win Mega 12g"), or is airgun CO2
const BARE_G_GAUGE_RE = /\b(10|12|16|20)\s?g\b/g;
const G_AFTER_GAUGE_RE = /\b(?:10|12|16|20|28)\s?g\b/;
const OTHER_GAUGE_RE = /\b\d{1,2}\s?(?:ga|gauge)\b|\.?410\b|\bco2\b|\bpowerlets?\b|\bgrams?\b/;
const GLUED_RE = /\b([a-z]{2,12})(\d{2,3}(?:\.\d{1,3})?[a-z]*)/g;
// a calibre's number glued to its name ("30-06springfield", "303british", "6.5creed"): split when that makes a calibre
// (also a metric calibre's: "6.5x55swedish", "7.62x39soviet")
const GLUED_NAME_RE = /(?<![\w.-])(\d[\d.-]*(?:x\d{2})?)([a-z]{4,})\b/g;
// ".30cal Carbine", ".50 Cal BMG": "cal" between a calibre's number and its name; ".32S&W Long": S&W glued to its number
const CAL_WORD_RE = /(?<![\w.])(\.?\d{2,3})\s?cal(?:iber|ibre)?\.?\s+(?=[a-z])/g;
const GLUED_SW_RE = /(\d)(s&w)\b/g;
// "5.56CAL", "308cal": "cal" glued to a calibre's number is set apart, so the number reads as that calibre
const GLUED_CAL_RE = /(?<![\w.])(\.?\d+(?:\.\d+)?)(cal(?:iber|ibre)?)\b/g;

// "110FMJ", "147JHP": a bullet weight glued to the bullet's design is grains ("S&B 30 CARBINE 110FMJ 50")
const GLUED_DESIGN_RE = /(?<![\w.-])(\d{2,3})(fmj|jhp|jsp|tmj|sjhp|bthp|hpbt|otm|lrn|swc|jfp|psp|hp|sp|rn|fn|wc)\b/g;

// "7mm-08Rem", "7MM-08REM", "6.5x55Swe": a maker's or a name's abbreviation glued to the cartridge's number
const GLUED_SUFFIX_RE = /(\d)(rem|win|wby|mag|spl|nato|blk|auto|acp|swe|swiss|sprg)\b/g;

// "12/70", "20/76", "410/76": a European gauge and its chamber in millimetres (Fiocchi, Sellier & Bellot, Rio shells sold
// in Québec); read as the gauge, so the pair is no box count and "32g" beside it is the shot charge
const EURO_GAUGE_RE =
  /(?<![\d.,/#$])\b(10|12|16|20|24|28|32|36|410)\s?\/\s?(6[5-9]|70|73|76|89)(?:\s?mm)?\b(?![\d./])/g;
// "cal.20", "Cal.308": the abbreviation's dot glued to the number
const GLUED_CAL_DOT_RE = /\bcal\.(?=\d)/g;
// "44 S&W SPCL", "38 Spcl.": Special abbreviated as the vocabulary does not spell it
const SPCL_RE = /\bspcl\.?(?=\s|$)/g;

const DIGIT_RE = /\d/;
// "257 +P Roberts": the pressure mark between a calibre's number and its name, set after the name by most stores
const PLUS_P_INSIDE_RE = /(\d)\s*\+p\+?\s+(?=[a-z])/g;
// "40S/W": Smith & Wesson written with a slash after a cartridge's number
const SLASH_SW_RE = /(\d)\s?s\/w\b/g;
/**
 * Every rewrite below needs one of these regexes to match (GRAM_GAUGE_RE and BARE_G_GAUGE_RE need G_AFTER_GAUGE_RE).
 * mayRewrite is true for every title that one of them matches (notation.test.ts checks it against their union).
 */
export const REWRITE_TRIGGERS: readonly RegExp[] = [
  GLUED_SUFFIX_RE,
  GLUED_DESIGN_RE,
  SPACED_X_RE,
  HALF_SPACED_X_RE,
  GLUED_SW_RE,
  GLUED_CAL_RE,
  CAL_WORD_RE,
  GLUED_NAME_RE,
  EURO_GAUGE_RE,
  GLUED_CAL_DOT_RE,
  SPCL_RE,
  ABBREVIATION_DOT_RE,
  SPACED_METRIC_RE,
  SPACED_MM_RE,
  G_AFTER_GAUGE_RE,
  GLUED_RE,
];
const LETTER_DIGIT_RE = /[a-z]\d/;

// About nine titles in ten match no trigger and are returned as they are. A union of the triggers (one regex) was the
// single most costly regex of the classifier: it tried sixteen alternatives at every place of the title. The loop
// below reads each character once and looks closer only where a trigger's match could be: at the end of a number, at
// a dot after an abbreviation, at "spcl". It is true for every title a trigger matches and for a few more (1,029 of
// 4,315 data titles against 960), in which every rewrite then finds nothing to change: it only has to be loose, never
// strict.

const isDigit = (c: number) => c >= 48 && c <= 57;
const isLetter = (c: number) => c >= 97 && c <= 122;
/** `\s` of a title: ASCII white space, or any non-ASCII character (a superset of the Unicode spaces). */
const isSpace = (c: number) => c === 32 || (c >= 9 && c <= 13) || c >= 128;
/** `\w` (NaN, past the end, is not) */
const isWordChar = (c: number) => isDigit(c) || isLetter(c) || (c >= 65 && c <= 90) || c === 95;
const word3 = (a: number, b: number, c: number) => (a << 16) | (b << 8) | c;
const codes = (words: string[]) =>
  new Set(words.map((w) => word3(w.charCodeAt(0), w.charCodeAt(1) || 0, w.charCodeAt(2) || 0)));
/**
 * The words of two or three letters that a rewrite reads glued after a number (GLUED_SUFFIX_RE, GLUED_DESIGN_RE,
 * GLUED_CAL_RE); longer ones (nato, swiss, sjhp, calibre) are all GLUED_NAME_RE's name.
 */
const GLUED_SHORT_WORDS = codes(
  'rem win wby mag spl blk acp swe fmj jhp jsp tmj otm lrn swc jfp psp hp sp rn fn wc cal'.split(' '),
);
const GAUGES = new Set([10, 12, 16, 20, 28]);
/** the words before an abbreviation's dot (ABBREVIATION_DOT_RE's, "spcl." and "cal.") */
const ABBREVIATIONS = new Set('rem win mag spl spcl sprg spfld auto swiss mauser nato wby blk cal'.split(' '));

function twoDigitValue(s: string, a: number): number {
  return (s.charCodeAt(a) - 48) * 10 + s.charCodeAt(a + 1) - 48;
}

/** GLUED_RE: two to twelve letters opening a word, glued to this number of two digits or more. */
function gluedBefore(s: string, a: number, b: number): boolean {
  if (b - a < 2 || !isLetter(s.charCodeAt(a - 1))) return false;
  let j = a - 1;
  while (j > 0 && isLetter(s.charCodeAt(j - 1))) j--;
  return a - j >= 2 && a - j <= 12 && !isWordChar(s.charCodeAt(j - 1));
}

/** The letters glued after the number s[a, b) (starting at b, ending at e). */
function gluedAfter(s: string, a: number, b: number, e: number): boolean {
  const len = e - b;
  if (len >= 4) return true;
  const c = s.charCodeAt(b);
  if (len === 1) {
    const next = s.charCodeAt(e);
    if (c === 120) return isSpace(next) && digitAfterSpaces(s, e); // "7.62x 39"
    if (c === 115) return next === 38; // "40s&w"
    return c === 103 && !isWordChar(next) && b - a === 2 && GAUGES.has(twoDigitValue(s, a)); // "12g"
  }
  return GLUED_SHORT_WORDS.has(word3(c, s.charCodeAt(b + 1), len === 3 ? s.charCodeAt(b + 2) : 0));
}

/** Whether white space from k is followed by a digit. */
function digitAfterSpaces(s: string, k: number): boolean {
  while (isSpace(s.charCodeAt(k))) k++;
  return isDigit(s.charCodeAt(k));
}

/** After the number s[a, b) and white space up to k. */
function spacedAfter(s: string, a: number, b: number, k: number): boolean {
  const c = s.charCodeAt(k);
  if (c === 120) return isDigit(s.charCodeAt(k + 1)) || isSpace(s.charCodeAt(k + 1)); // "9 x 19", "7.62 x39"
  if (c === 109) return s.charCodeAt(k + 1) === 109; // "9 mm"
  if (c === 99) return s.startsWith('al', k + 1); // "30 cal"
  if (c === 47) return euroAfter(s, a, b, k);
  if (c === 103) return !isWordChar(s.charCodeAt(k + 1)) && b - a === 2 && GAUGES.has(twoDigitValue(s, a)); // "12 g"
  // "7.62 39mm"
  if (!isDigit(c) || !isDigit(s.charCodeAt(k + 1))) return false;
  let m = k + 2;
  if (isSpace(s.charCodeAt(m))) m++;
  return s.charCodeAt(m) === 109 && s.charCodeAt(m + 1) === 109;
}

/** EURO_GAUGE_RE: "12/70", "20 / 76" (the slash at k). */
function euroAfter(s: string, a: number, b: number, k: number): boolean {
  if (b - a < 2 || b - a > 3) return false;
  let m = k + 1;
  if (isSpace(s.charCodeAt(m))) m++;
  const c = s.charCodeAt(m);
  return c >= 54 && c <= 56; // 6, 7 or 8
}

/** ABBREVIATION_DOT_RE, SPCL_RE, GLUED_CAL_DOT_RE: "44 rem. magnum", "38 spcl.", "cal.308" (the dot at i). */
function abbreviationDot(s: string, i: number): boolean {
  const next = s.charCodeAt(i + 1);
  if (!(i + 1 === s.length || isSpace(next) || isDigit(next))) return false;
  let j = i - 1;
  while (isLetter(s.charCodeAt(j - 1))) j--;
  return ABBREVIATIONS.has(s.slice(j, i));
}

/** What follows the number s[a, b): a word glued to it, a spaced x or unit, a slash, a dotted or hyphened name. */
function numberCue(s: string, a: number, b: number): boolean {
  if (gluedBefore(s, a, b)) return true;
  const c = s.charCodeAt(b);
  if (isLetter(c)) {
    let e = b + 1;
    while (isLetter(s.charCodeAt(e))) e++;
    return gluedAfter(s, a, b, e);
  }
  if (c === 47) return euroAfter(s, a, b, b);
  if (isSpace(c)) {
    let k = b + 1;
    while (isSpace(s.charCodeAt(k))) k++;
    return spacedAfter(s, a, b, k);
  }
  if (c !== 46 && c !== 45) return false;
  // "6.5-creedmoor", "30.06-classic": GLUED_NAME_RE's name after dots and hyphens (a digit after them starts a number)
  let k = b + 1;
  while (s.charCodeAt(k) === 46 || s.charCodeAt(k) === 45) k++;
  for (let e = k; e < k + 4; e++) if (!isLetter(s.charCodeAt(e))) return false;
  return true;
}

/** True for every title a trigger matches; false for most others (about nine in ten of those with a digit). */
export function mayRewrite(s: string): boolean {
  const n = s.length;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (isDigit(c)) {
      let b = i + 1;
      while (isDigit(s.charCodeAt(b))) b++;
      if (numberCue(s, i, b)) return true;
      i = b - 1;
    } else if (c === 46) {
      if (isLetter(s.charCodeAt(i - 1)) && abbreviationDot(s, i)) return true;
    } else if (c === 115 && s.charCodeAt(i + 1) === 112 && s.charCodeAt(i + 2) === 99 && s.charCodeAt(i + 3) === 108)
      return true; // "spcl"
  }
  return false;
}

/** "44 S&W Spcl." → "44 s&w special", "44 Rem. Magnum" → "44 rem magnum" (the two rewrites that need no digit) */
function withoutAbbreviationDots(s: string): string {
  if (s.includes('spcl')) s = s.replace(SPCL_RE, 'special');
  return s.includes('.') ? s.replace(ABBREVIATION_DOT_RE, '$1') : s;
}

export function rewriteNotations(s: string, calibres: AliasMatcher): string {
  // every rewrite but the two abbreviations' joins or splits a number (and none removes one): a title without a
  // digit keeps the rest as it is
  if (!DIGIT_RE.test(s)) return withoutAbbreviationDots(s);
  if (s.includes('+p')) s = s.replace(PLUS_P_INSIDE_RE, '$1 ');
  if (s.includes('s/w')) s = s.replace(SLASH_SW_RE, '$1 s&w');
  if (!mayRewrite(s)) return s;
  if (s.includes('/')) s = s.replace(EURO_GAUGE_RE, (_m, g: string) => (g === '410' ? '.410 ' : `${g}ga `));
  if (s.includes('cal.')) s = s.replace(GLUED_CAL_DOT_RE, 'cal. ');
  if (s.includes('spcl')) s = s.replace(SPCL_RE, 'special');
  s = s.replace(GLUED_SUFFIX_RE, (m, _d: string, _suffix: string, offset: number) =>
    splitSuffix(s, m, offset, calibres),
  );
  s = s.replace(GLUED_DESIGN_RE, (m, num: string, design: string, offset: number) => {
    // "38SP", "308FMJ": a calibre's own number (or name) is not a weight
    const named = calibres.matchAt(s, offset);
    const bare = calibres.matchAt(num, 0);
    const calibre = (named && named.end >= offset + num.length) || (bare && bare.end === num.length);
    return parseInt(num, 10) >= 15 && !calibre ? `${num}gr ${design}` : m;
  });
  if (s.includes(' x ')) s = s.replace(SPACED_X_RE, '$1x$2');
  if (s.includes('x'))
    s = s.replace(HALF_SPACED_X_RE, (m, a: string, offset: number) => joinIfCalibre(s, m, a, offset, calibres));
  if (s.includes('.')) s = s.replace(ABBREVIATION_DOT_RE, '$1');
  if (s.includes('mm')) s = spacedMillimetres(s, calibres);
  // both gauge rewrites need "12g"-like text; most titles have none
  const gramGauge = G_AFTER_GAUGE_RE.test(s);
  if (gramGauge) s = s.replace(GRAM_GAUGE_RE, '$1ga');
  if (s.includes('s&w')) s = s.replace(GLUED_SW_RE, '$1 $2');
  if (gramGauge && s.search(BARE_G_GAUGE_RE) >= 0 && !OTHER_GAUGE_RE.test(s) && calibres.findAll(s).length === 0)
    s = s.replace(BARE_G_GAUGE_RE, '$1ga');
  if (s.includes('cal')) {
    s = s.replace(GLUED_CAL_RE, (m, num: string, word: string) => {
      const hit = calibres.matchAt(num, 0);
      return hit && hit.end === num.length ? `${num} ${word}` : m;
    });
    s = s.replace(CAL_WORD_RE, (m, num: string, offset: number) => splitIfCalibre(s, m, num, offset, calibres));
  }
  s = s.replace(GLUED_NAME_RE, (m, num: string, word: string, offset: number) => {
    const glued = calibres.matchAt(s, offset);
    if (glued && glued.end >= offset + m.length) return m;
    const split = `${num} ${word}${s.slice(offset + m.length, offset + m.length + 16)}`;
    const hit = calibres.matchAt(split, 0);
    return hit && hit.end > num.length + 1 ? `${num} ${word}` : m;
  });
  // a glued token is letters run into a digit: a title without that pair has none (a cheaper scan than GLUED_RE)
  if (!LETTER_DIGIT_RE.test(s)) return s;
  return s.replace(GLUED_RE, (m, letters: string, rest: string, offset: number) => {
    // only split when what follows the letters is a calibre on its own ("ae|223rem", "ammunition|243 win"); a bare
    // number without a calibre's name after it is the model's ("AR556 223", "Ruger SR22")
    const tail = rest + s.slice(offset + m.length, offset + m.length + 16);
    const hit = calibres.matchAt(tail, 0);
    const named = /[a-z]/.test(rest) || (hit !== null && hit.end > rest.length);
    return hit && named && hit.end >= rest.length - 1 && !calibres.matchAt(m, 0) ? `${letters} ${rest}` : m;
  });
}

/** "7.62 39mm" → "7.62x39mm", "7 mm rem mag" → "7mm rem mag" when the joined form is (or starts) a calibre. */
function spacedMillimetres(s: string, calibres: AliasMatcher): string {
  s = s.replace(SPACED_METRIC_RE, (m, a: string, b: string) => {
    const joined = `${a}x${b}mm`;
    const hit = calibres.matchAt(joined, 0);
    return hit && hit.end === joined.length ? joined : m;
  });
  return s.replace(SPACED_MM_RE, (m, a: string, offset: number) => {
    const joined = `${a}mm${s.slice(offset + m.length, offset + m.length + 24)}`;
    const hit = calibres.matchAt(joined, 0);
    return hit && hit.end >= a.length + 2 ? `${a}mm` : m;
  });
}

/** "7.62 x39mm" → "7.62x39mm" when the joined form starts a calibre. */
function joinIfCalibre(s: string, m: string, num: string, offset: number, calibres: AliasMatcher): string {
  const joined = `${num}x${s.slice(offset + m.length, offset + m.length + 16)}`;
  const hit = calibres.matchAt(joined, 0);
  return hit && hit.end > num.length + 2 ? `${num}x` : m;
}

/** Drop the word between a number and the rest of a calibre's name when that makes a calibre (".30cal carbine"). */
function splitIfCalibre(s: string, m: string, num: string, offset: number, calibres: AliasMatcher): string {
  const split = `${num} ${s.slice(offset + m.length, offset + m.length + 16)}`;
  const hit = calibres.matchAt(split, 0);
  return hit && hit.end > num.length + 1 ? `${num} ` : m;
}

/** "7mm-08rem" → "7mm-08 rem" when only the spaced form is a calibre's name (a token that already is one stays). */
function splitSuffix(s: string, m: string, offset: number, calibres: AliasMatcher): string {
  const start = s.lastIndexOf(' ', offset) + 1;
  const end = offset + m.length;
  const token = s.slice(start, end);
  const whole = calibres.matchAt(token, 0);
  if (whole && whole.end === token.length) return m;
  const split = `${s.slice(start, offset + 1)} ${m.slice(1)}`;
  const hit = calibres.matchAt(split, 0);
  return hit && hit.end === split.length ? `${m[0]} ${m.slice(1)}` : m;
}
