/**
 * Rewrites of the many ways stores write the same thing, applied to the normalised (lower-case) title before
 * matching, so that the vocabulary needs only one spelling: "7.5 x 55" → "7.5x55", "9 19 mm" → "9x19mm",
 * "16g 2 3/4"" → "16ga 2 3/4"", and a calibre glued to a product code ("ae223rem", "ammunition243") is split off.
 */
import type { AliasMatcher } from './alias-matcher';
import { hoistBoundaries } from './hoist-boundary';

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
const union = (res: RegExp[]) => res.map((re) => `(?:${re.source})`).join('|');
/**
 * Every rewrite below needs one of these regexes to match (GRAM_GAUGE_RE and BARE_G_GAUGE_RE need G_AFTER_GAUGE_RE).
 * About nine titles in ten match none and are returned as they are, after one scan instead of one per rewrite.
 * The scan only asks whether any matches, so the regexes are grouped for speed: those whose match starts with a digit
 * or a dot behind one look-ahead, those that start at a word boundary behind one `\b`.
 */
const ANY_REWRITE_RE = new RegExp(
  `(?=[\\d.])(?:${union([
    GLUED_SUFFIX_RE,
    GLUED_DESIGN_RE,
    SPACED_X_RE,
    HALF_SPACED_X_RE,
    GLUED_SW_RE,
    GLUED_CAL_RE,
    CAL_WORD_RE,
    GLUED_NAME_RE,
  ])})|${hoistBoundaries(
    union([
      EURO_GAUGE_RE,
      GLUED_CAL_DOT_RE,
      SPCL_RE,
      ABBREVIATION_DOT_RE,
      SPACED_METRIC_RE,
      SPACED_MM_RE,
      G_AFTER_GAUGE_RE,
      GLUED_RE,
    ]),
  )}`,
);
const LETTER_DIGIT_RE = /[a-z]\d/;

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
  if (!ANY_REWRITE_RE.test(s)) return s;
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
