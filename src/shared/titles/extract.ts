/** Numeric and attribute extractors for normalised (lower-case) titles. All regexes compiled once. */
import { lotOfBoxes } from './boxes-sold';
import { FirstRule } from './first-rule';
import { hoisted } from './hoist-boundary';
import { anyOf } from './word-gate';

const N = '(\\d{1,6})';
// a number not part of a fraction, decimal, size (#4), price or dimension; "point-20rd" is fine, "1-3/8" is not
const NB = '(?<![\\d.,/#$x×]|\\d-)';
const UNIT_WORDS =
  'rounds?|rds?|rnds?|cartridges|cartouches|balles|munitions|shells|shotshells|ct|count|cnt|pcs|pi[eè]ces|unit[eé]s|ctgs?|cart(?=\\.)';
/** Bullet-weight units: "124gr", "135 Grain", "150gn" ("55g" is read apart: a bare g is also grams of shot). */
export const GRAIN_UNITS = 'gr|grs|grain|grains|grn|gn';
const BOX_WORDS = 'boxes|bo[iî]tes|bxs|packs|cases|caisses';

// Box-and-case notations say how many a box holds and how many boxes a case holds: the box count is what one
// listing sells unless a total is stated ("25 Bx/ 10 Cs", "25 Per Box/10 Case", "20rd 25bx/cs", "50 per box/ 20 cs").
const BOX_CASE_RE =
  /(?<![\d.,/#$x×])\b(\d{1,4})\s*(?:rds?\s*)?(?:per\s*|\/\s*)?(?:bx|box)\s*\/\s*(?:(\d{1,4})\s*)?(?:cs|case)\b/g;
// "50/1000", "20/500", "100/5000", "50/20": per box / per case (or boxes per case). Not fractions (1 1/8, 7/8 oz).
// ("par 10 / 40" is ten boxes, not a box of ten)
const SLASH_PAIR_RE =
  /(?<![\d.,/#$x×-]|\bpar\s)\b(\d{1,4})\s?\/\s?(\d{1,5})\b(?![\d.\/]|\s*(?:oz|ounce|"|''|in\b|inch|mm|gr|grain|lb|fps|x\d))/g;
const BOX_SIZES = new Set([
  5, 6, 10, 12, 15, 16, 18, 20, 24, 25, 30, 40, 50, 60, 100, 120, 150, 200, 250, 300, 320, 325, 333, 350, 400, 500, 525,
  1000,
]);

// what a number after a container's name is when it is not the container's count ("Ammo Can 50 Cal", "Tin 30 mm")
const CONTAINER_NOT_COUNT = `cal|caliber|calibre|mm|gr|grs|grains?|gn|x\\d|ga|gauge|fps|oz|%|/`;
/**
 * A count regex with the words one of which any match must contain: a title holding none of them cannot match, so
 * the (lookbehind-heavy, whole-string) regex is not run at all when the regexes run one by one. `null`: no cheap test.
 */
interface CountRe {
  re: RegExp;
  /** matches text holding one of the words */
  needs: RegExp | null;
}
const gated = (needs: string[] | null, re: RegExp): CountRe => ({ re, needs: needs && anyOf(needs) });

// Total-count phrases: the listing as sold.
const TOTAL_RES: CountRe[] = [
  gated(
    ['of', 'de'],
    new RegExp(
      `\\b(?:case|brick|can|crate|bucket|tin|carton|flat|bulk pack|value pack|lot|pallet|caisse|paquet)\\s+(?:of|de)\\s+${N}(?!\\d)(?!\\s*(?:${BOX_WORDS})\\b)`,
      'g',
    ),
  ),
  // "20 rd box" is a box ("20 rd box … (1000 rd case)" sells the case), read below with the box phrases
  gated(
    null,
    new RegExp(
      `${NB}\\b${N}\\s*-?\\s*(?:${UNIT_WORDS})\\b(?!\\s*-?\\s*(?:mags?|magazines?|capacity|drum|clip|tube|box magazine|stick|box|bx)\\b)`,
      'g',
    ),
  ),
  gated(['/'], new RegExp(`${NB}\\b${N}\\s*/\\s*(?:case|cs|cas|brick|can|crate|rds?|rounds|ct|count|pk)\\b`, 'g')),
  gated(
    ['case', 'brick', 'can', 'crate', 'bucket'],
    new RegExp(
      `${NB}\\b${N}\\s*-?\\s*(?:round\\s+|rd\\s+|rds\\s+|shells?\\s+)?(?:case|brick|can|crate|bucket)\\b(?!\\s+(?:of|for|w))`,
      'g',
    ),
  ),
  gated(['value pack'], new RegExp(`\\bvalue pack\\s+${N}\\b`, 'g')),
  // French "par 500" (sold by 500); "par 10" counts boxes as often as rounds
  gated(['par'], new RegExp(`\\bpar\\s+([2-9]\\d|\\d{3,5})\\b(?!\\s*(?:${BOX_WORDS}|bo[iî]te|box|m\\b|mm|%))`, 'g')),
  gated(['pack'], new RegExp(`${NB}\\b${N}\\s*(?:round\\s+|rd\\s+)?(?:battle|value|bulk|mega|range)\\s+pack\\b`, 'g')),
  // "Tin 880", "Spam Can 700", "Crate 1000", "Bucket 1375": a container named before its count (not "Ammo Can 50 Cal")
  gated(
    ['tin', 'can', 'crate', 'bucket', 'brick'],
    new RegExp(`\\b(?:tin|can|crate|bucket|brick)\\s+(\\d{2,5})(?![\\d.,])(?!\\s*(?:${CONTAINER_NOT_COUNT}))`, 'g'),
  ),
];
/** Container totals ("Case of 2500", "1000 rd case"): when one is a multiple of another total, the container is sold. */
const CONTAINER_RES: CountRe[] = [TOTAL_RES[0], TOTAL_RES[3], TOTAL_RES[TOTAL_RES.length - 1]];
const NOT_BOX_OF = `(?!\\s+(?:of|de)\\s+\\d+(?!\\d)(?!\\s*-?\\s*(?:${GRAIN_UNITS})\\b))`;
// Box-level phrases, used when no total is stated.
const BOX_RES: CountRe[] = [
  gated(
    ['of', 'de'],
    // (not a weight: "… - 50/Box of 115 Grain FMJ")
    new RegExp(
      `\\b(?:box|pack|pkg|package|bag|bx|bo[iî]te|boite|bte|paq\\.?)\\s+(?:of|de)\\s+${N}(?!\\d|\\s*-?\\s*(?:${GRAIN_UNITS})\\b)`,
      'g',
    ),
  ),
  // (not "8069 / Box of 20": an item number before the box's own count)
  gated(['/'], new RegExp(`${NB}\\b${N}\\s*/\\s*(?:box|bx|bte|bo[iî]te|pk|pack|pkg)\\b${NOT_BOX_OF}`, 'g')),
  gated(['bo', 'bx'], new RegExp(`${NB}\\b${N}\\s*(?:per|a|par|/)\\s*(?:box|bx|bo[iî]te)\\b${NOT_BOX_OF}`, 'g')),
  gated(['pack', 'pk', 'bx'], new RegExp(`${NB}\\b${N}\\s*-?\\s*(?:pack|pk|pkg|bx)\\b`, 'g')),
  gated(['box', 'bx'], new RegExp(`${NB}\\b${N}\\s*-?\\s*(?:round|rd|rnd)s?\\s+(?:box(?:es)?|bx)\\b`, 'g')),
  gated(
    ['bo', 'bx', 'bt'],
    // (also "bx/50"; not "Box/10 Case", the boxes in a case)
    new RegExp(
      `\\b(?:box|bx|bo[iî]te|bte|bts)(?:\\s+|\\s*/\\s*)(\\d{2,4})\\b(?!\\s*(?:${GRAIN_UNITS}|mm|fps|x\\d|/|-|cs\\b|cases?\\b))`,
      'g',
    ),
  ),
  // "… 212 gr ELD-X 20 Box": a box size closing the title
  gated(['box'], new RegExp(`${NB}\\b(\\d{2,4})\\s*-?\\s*box\\s*$`, 'g')),
  // a distributor's "(Per 50)", "(Per 40)": the count the listed price is for
  // … or after a dash ("Federal Bulk .22 LR - Per 1,625 with Can")
  gated(
    ['per'],
    new RegExp(`(?:\\(\\s*per\\s+(?=\\d+\\s*\\))|(?:^|\\s)-\\s*per\\s+)${N}\\b(?![.,]\\d|\\s*(?:%|\\/|x\\d))`, 'g'),
  ),
  // Canadian Tire's French "paq. 25", "paq. 5" (a pack of slugs)
  gated(
    ['paq'],
    new RegExp(`\\bpaq\\.?\\s+(\\d{1,4})\\b(?![.,]\\d|\\s+\\d|\\s*(?:${GRAIN_UNITS}|mm|po|oz|x\\d|/|-))`, 'g'),
  ),
];
const MULTI_RE = new RegExp(
  `${NB}\\b${N}\\s*(?:boxes|bxs|packs|bo[iî]tes)\\s+(?:of|de)\\s+${N}\\b(?!\\s*(?:${GRAIN_UNITS}|mm|fps))`,
  'g',
);
/** words one of which "N boxes of M" holds (see CountRe) */
const MULTI_NEEDS = anyOf(['bo', 'bxs', 'packs']);
const DIGIT_RE = /\d/;
// "50rds x 20 Boxes = 1000 Rounds", "soit 4000 cartouches": the total the title works out itself
const STATED_TOTAL_RE = new RegExp(`(?:=|\\bsoit)\\s*${N}\\s*-?\\s*(?:${UNIT_WORDS})\\b`);
// "$329.16/1500", "$219.99 / 1000": a price stated for a count (deal posts print the box size too: "50/Box $329.16/1500")
const PRICE_FOR_COUNT_RE = /\$\s?\d[\d,]*(?:\.\d{1,2})?\s?\/\s?(\d{2,5})(?![\d.])(?!\s*(?:box|bx|pk|pack)\b)/;
// "… Subsonic HP - 2 x 50" (spaced "x" joined by the notation rewrite): a few boxes of a box size
const TIMES_RE = /(?:^|[\s-])([1-9]|10)x(\d{2,3})(?=\s|$)/;
// "… 40gr x500", "bosquette x 50": a box size after a bare "x" ("x10 boîtes" counts boxes; "X30301" is a SKU)
const X_COUNT_RE = new RegExp(`(?:^|\\s)x\\s?(\\d{2,4})(?![\\w.,]|\\s*(?:${BOX_WORDS}|bo[iî]te|box|mm|x))`);
// "... 223 Rem 55gr FMJ /20" and a closing "(50)": a trailing bare count, as distributors print it
// and the same "/25" inside the title when a space sets it apart from a fraction ("#8 Shot /25 (Buy 9 …)")
const TRAILING_RES: RegExp[] = [/(?:^|\s)\/\s?(\d{1,4})\s*$/, /\((\d{2,4})\)\s*$/];
const SPACED_SLASH_RE = /\s\/(\d{2,4})(?=\s)/;
const PAR_BOXES_RE = /\bpar\s+\d/;
// "… 22LR 40GR HV RN 525": a bare box size closing a title whose bullet weight is written with its unit
// (a classified's closing asking price, "- $ 20", is no count)
const TRAILING_BARE_RE = /(?:^|(?<!\$)\s)(\d{2,4})\s*$/;
const GRAIN_UNIT_RE = new RegExp(`\\d\\s*-?\\s*(?:${GRAIN_UNITS})(?![a-z])`);
// "… 2 3/4 1 1/4 #6 25": a shot size or an ounce charge says what the closing number counts, as a written weight does
// (not buckshot: "00 Buck 12" closes with its pellets)
const SHOT_LOAD_RE = /#\s?\d|\d\s?(?:oz|ounce)\b/;

interface Found {
  index: number;
  n: number;
}

/** The first usable count the regex reads (1 to 100,000), or null. */
function firstCount({ re, needs }: CountRe, s: string): Found | null {
  if (needs && !needs.test(s)) return null;
  re.lastIndex = 0;
  for (let m = re.exec(s); m; m = re.exec(s)) {
    const n = parseInt(m[1], 10);
    if (n > 0 && n <= 100000) return { index: m.index, n };
  }
  return null;
}

/** The reading that starts first; ties go to the first regex in the list. */
function earliest(found: ReadonlyArray<Found | null>): Found | null {
  let best: Found | null = null;
  for (const f of found) if (f && (!best || f.index < best.index)) best = f;
  return best;
}

/**
 * `earliest` over a list of count regexes in one scan: their alternation's leftmost match is the earliest start, and at
 * one start the first regex in the list. When that count is unusable (0 or over 100,000) the regexes run one by one.
 */
class EarliestCount {
  private readonly combined: RegExp;
  /** text this does not match holds no reading (a cheap test in front of the combined regex), or null */
  private readonly gate: RegExp | null;
  /** per regex, the index of its count's capture group in the combined regex */
  private readonly countGroup: number[] = [];

  constructor(
    private readonly res: readonly CountRe[],
    gate: RegExp | null = null,
  ) {
    this.gate = gate;
    let group = 1;
    for (const { re } of res) {
      this.countGroup.push(group + 1);
      group += 1 + (new RegExp(`${re.source}|`).exec('') as RegExpExecArray).length - 1;
    }
    this.combined = hoisted(res.map(({ re }) => `(${re.source})`).join('|'));
  }

  read(s: string): Found | null {
    if (this.gate && !this.gate.test(s)) return null;
    const m = this.combined.exec(s);
    if (!m) return null;
    for (const g of this.countGroup) {
      if (m[g - 1] === undefined) continue;
      const n = parseInt(m[g], 10);
      return n > 0 && n <= 100000 ? { index: m.index, n } : earliest(this.res.map((c) => firstCount(c, s)));
    }
    return null;
  }
}

const TOTAL = new EarliestCount(TOTAL_RES);
// every container total names its container; four in five titles that state a total name none
const CONTAINER = new EarliestCount(
  CONTAINER_RES,
  anyOf('case brick can crate bucket tin carton flat pack lot pallet caisse paquet'.split(' ')),
);
// every box phrase holds one of these: "bo" (box, boîte, boite, bts), "bx", "bt" (bte), a pack, "pk", a bag, "paq",
// a slash, or a distributor's "(Per N" / "- Per N"; about half the titles hold none
const BOX = new EarliestCount(BOX_RES, /bo|b[xt]|pack|pk|bag|paq|\/|[(-]\s*per\s/);

export interface CountReading {
  n: number;
  /** 0..1: how sure the notation makes us (a unit word beats a bare "50/1000", which beats a trailing number) */
  confidence: number;
  /** another, different count was also read (neither a box of the total nor the total of the box) */
  conflict: boolean;
}

function boxCaseNotations(s: string): { rest: string; box: number | null; confidence: number } {
  let box: number | null = null;
  let confidence = 0.9;
  if (!s.includes('/')) return { rest: s, box, confidence };
  let rest = s.replace(BOX_CASE_RE, (_m, perBox: string, perCase: string | undefined) => {
    // "50RD 20BX/CS" (no number after the slash) counts boxes per case, not rounds per box
    if (box === null && perCase !== undefined) box = parseInt(perBox, 10);
    return ' ';
  });
  if (box === null) confidence = 0.8; // a bare "50/1000" says less than "50 Bx/ 20 Cs"
  rest = rest.replace(SLASH_PAIR_RE, (m, a: string, b: string) => {
    const perBox = parseInt(a, 10);
    const other = parseInt(b, 10);
    // a proper fraction of an inch or an ounce ("5/16", "3/4") is no count
    if (!BOX_SIZES.has(perBox) || other < 2 || (perBox < other && [2, 4, 8, 16, 32, 64].includes(other))) return m;
    if (box === null) box = perBox;
    return ' ';
  });
  return { rest, box, confidence };
}

/**
 * Rounds in the listing as sold, with how sure the notation makes us. Totals ("Case of 200", "500 rounds",
 * "1,000 Case", "250/Case", "par 500") win over box counts ("Box of 20", "20/box", "25 Bx/ 10 Cs", "50/1000",
 * "boîte 500"); "(25 boxes of 20)" and "2 x 50" multiply when no total is given, and a total the title works out
 * ("= 1000 Rounds") wins over all. Never a grain, velocity, pellet count, shot size, shell length, magazine
 * capacity or model number: those patterns never match (a count needs a unit word or a box/case notation).
 */
export function readBoxQuantity(s: string): CountReading | null {
  // every count notation below holds a digit: a title without one states no count
  if (!DIGIT_RE.test(s)) return null;
  const { rest, box: notedBox, confidence: notedConfidence } = boxCaseNotations(s);
  const stated = rest.includes('=') || rest.includes('soit') ? STATED_TOTAL_RE.exec(rest) : null;
  if (stated && parseInt(stated[1], 10) > 0) return { n: parseInt(stated[1], 10), confidence: 0.95, conflict: false };
  const priced = s.includes('$') ? PRICE_FOR_COUNT_RE.exec(s) : null;
  if (priced && parseInt(priced[1], 10) > 0) return { n: parseInt(priced[1], 10), confidence: 0.9, conflict: false };
  const total = TOTAL.read(rest);
  const box = BOX.read(rest);
  const boxN = box?.n ?? notedBox;
  if (total) {
    const container = CONTAINER.read(rest);
    if (container && container.n > total.n && container.n % total.n === 0)
      return { n: container.n, confidence: 0.85, conflict: false };
    const lot = lotOfBoxes(rest, total.n);
    if (lot) return { ...lot, conflict: false };
    const related = boxN === null || boxN === total.n || total.n % boxN === 0 || boxN % total.n === 0;
    return { n: total.n, confidence: 0.95, conflict: !related };
  }
  MULTI_RE.lastIndex = 0;
  const multi = MULTI_NEEDS.test(rest) ? MULTI_RE.exec(rest) : null;
  if (multi) {
    const n = parseInt(multi[1], 10) * parseInt(multi[2], 10);
    if (n > 0 && n <= 100000) return { n, confidence: 0.9, conflict: false };
  }
  if (box)
    return {
      ...(lotOfBoxes(rest, box.n) ?? { n: box.n, confidence: 0.9 }),
      conflict: notedBox !== null && notedBox !== box.n,
    };
  const x = rest.includes('x');
  const times = x ? TIMES_RE.exec(rest) : null;
  if (times && BOX_SIZES.has(parseInt(times[2], 10)))
    return { n: parseInt(times[1], 10) * parseInt(times[2], 10), confidence: 0.85, conflict: false };
  const xCount = x ? X_COUNT_RE.exec(rest) : null;
  if (xCount && BOX_SIZES.has(parseInt(xCount[1], 10)))
    return { n: parseInt(xCount[1], 10), confidence: 0.85, conflict: false };
  if (notedBox !== null) return { n: notedBox, confidence: notedConfidence, conflict: false };
  // "… / Par 10 / 40": the title already says how it is sold (by the box), so a closing number is something else
  if (rest.includes('par') && PAR_BOXES_RE.test(rest)) return null;
  return closingCount(rest);
}

/** A bare count closing the title ("… FMJ /20", "… (50)", "… 40GR HV RN 525") or set apart by a spaced slash. */
function closingCount(rest: string): CountReading | null {
  // a closing count ends the title with a digit or its bracket; most titles end in a word, and then none of the
  // end-anchored regexes (each tried at every place of the title) need run
  const end = rest.trimEnd();
  const last = end.charCodeAt(end.length - 1);
  const digit = last >= 48 && last <= 57;
  if (digit || last === 41 /* ) */) {
    for (const re of TRAILING_RES) {
      const m = re.exec(rest);
      const n = m ? parseInt(m[1], 10) : 0;
      if (n >= 5 && n <= 5000) return { n, confidence: 0.75, conflict: false };
    }
  }
  const spaced = rest.includes('/') ? SPACED_SLASH_RE.exec(rest) : null;
  if (spaced && BOX_SIZES.has(parseInt(spaced[1], 10)))
    return { n: parseInt(spaced[1], 10), confidence: 0.75, conflict: false };
  if (!digit) return null;
  // (a bullet weight written "117G" is one too)
  const weighed = GRAIN_UNIT_RE.test(rest) || GRAIN_G_RE.test(rest) || SHOT_LOAD_RE.test(rest);
  const bare = weighed ? TRAILING_BARE_RE.exec(rest) : null;
  if (bare && BOX_SIZES.has(parseInt(bare[1], 10)))
    return { n: parseInt(bare[1], 10), confidence: 0.75, conflict: false };
  return null;
}

/**
 * A count under 50 that no box of cartridges holds ("8RD", "14RD", "17rd"): a magazine's or cylinder's capacity when
 * nothing else says cartridges.
 */
export function isOddCount(n: number): boolean {
  return n < 50 && !BOX_SIZES.has(n);
}

export function extractBoxQuantity(s: string): number | null {
  return readBoxQuantity(s)?.n ?? null;
}

const GRAIN_RE = new RegExp(`(?<![\\d.])(\\d{1,3}(?:\\.\\d)?)\\s*-?\\s*(?:${GRAIN_UNITS})(?![a-z])`);

// "55g", "123G": US stores write grains with a bare g; a bullet in grams would weigh under 15 ("17G5", "19G5" name a
// Glock model and its generation)
const GRAIN_G_RE = /(?<![\d.#])(\d{2,3})\s?g(?![a-z\d])/;

// "115gr,124gr,147gr", "124gr or 115gr", "55/62gr": a choice of bullet weights names none of them
const GRAIN_CHOICE_RE = new RegExp(
  `(?<![\\d.x])(\\d{2,3})\\s*(?:${GRAIN_UNITS})?\\s*(?:,|\\bor\\b|\\/|&)\\s*(\\d{2,3})\\s*(?:${GRAIN_UNITS})(?![a-z])`,
);

export interface GrainReading {
  grains: number;
  /** read from a weight written with its unit ("124gr"), not from a bare "55g" */
  withUnit: boolean;
}

/**
 * Bullet weight in grains ("124gr", "135 Grain", "36gr.", "55g"). Not for shotshells: their grams are shot. A choice
 * of weights ("115gr,124gr,147gr") is none.
 */
export function readGrain(s: string): GrainReading | null {
  const m = GRAIN_RE.exec(s);
  if (m) {
    // (a choice's last weight is written with its unit, so only a title holding one may offer a choice)
    const choice = GRAIN_CHOICE_RE.exec(s);
    if (choice && choice[1] !== choice[2]) return null;
    const g = parseFloat(m[1]);
    return g > 0 && g <= 1000 ? { grains: g, withUnit: true } : null;
  }
  const g = GRAIN_G_RE.exec(s);
  const n = g ? parseInt(g[1], 10) : 0;
  return n >= 15 && n <= 800 ? { grains: n, withUnit: false } : null;
}

export function extractGrain(s: string): number | null {
  return readGrain(s)?.grains ?? null;
}

// Ordered: more specific designs first. Labels are the display/filter forms.
const BULLET_TYPES: Array<[RegExp, string]> = [
  [/\bfmj[\s-]*fn\b|\bfull metal jacket flat nose\b/, 'FMJ-FN'],
  [/\b(?:fmj[\s-]*bt|fmjbt|bt[\s-]*fmj)\b|\bfull metal jacket boat ?tail\b/, 'FMJBT'],
  [/\b(?:bthp|hpbt|bt[\s-]*hp|hp[\s-]*bt)\b|\bboat ?tail hollow ?point\b|\bhollow ?point boat ?tail\b/, 'BTHP'],
  [/\botm\b|\bopen tip match\b/, 'OTM'],
  [/\bsjhp\b|\bsemi[\s-]jacketed hollow ?point\b/, 'SJHP'],
  [/\bsjsp\b/, 'SJSP'],
  [/\bcphp\b|\bcopper[\s-]plated hollow ?point\b/, 'CPHP'],
  [/\bjhp\b|\bgdhp\b|\bjacketed hollow ?point\b/, 'JHP'],
  [/\bjsp\b|\bjacketed soft ?point\b/, 'JSP'],
  [/\bpsp\b|\bpointed soft ?point\b/, 'PSP'],
  [/\btmj\b|\btotal metal jacket\b|\btotal synthetic jacket\b|\btsj\b/, 'TMJ'],
  [/\bcmj\b|\bcomplete metal jacket\b/, 'CMJ'],
  [/\bfmj\b|\bfull metal jacket\b|\bball\b/, 'FMJ'],
  [/\bmc\b|\bmetal case\b/, 'FMJ'],
  [/\blrn\b|\blead round ?nose\b/, 'LRN'],
  [/\blfn\b|\blead flat ?nose\b|\bhard cast\b/, 'LFN'],
  [/\blswc\b|\bswc\b|\bsemi[\s-]wadcutter\b/, 'SWC'],
  [/\bwc\b|\bwadcutter\b/, 'WC'],
  // (distributors' "SLG", "RFLD" for a rifled slug)
  [/\bsabot slug\b|\bslugs?\b|\brifled slug\b|\bslgs?\b|\brfld\b/, 'slug'],
  [/\bbuck(?:shot)?\b|\b0{1,3}[\s-]?buck\b|\b00buck\b|\b000buck\b/, 'buckshot'],
  [
    /#\s?\d+(?:[./]\d+)?\s*(?:1\/2\s*)?(?:shot|steel|lead)?\b|\bbird ?shot\b|\bshot\b(?=.*\b(?:oz|ounce)\b)/,
    'birdshot',
  ],
  [/\bv-?max\b/, 'V-MAX'],
  [/\bxtp\b/, 'XTP'],
  [/\bftx\b/, 'FTX'],
  [/\beld[\s-]?x\b/, 'ELD-X'],
  [/\beld[\s-]?m(?:atch)?\b/, 'ELD-M'],
  [/\bcprn\b|\bcopper[\s-]plated round ?nose\b/, 'CPRN'],
  [/\bpolymer tip\b|\bsst\b|\bballistic tip\b|\bntx\b/, 'polymer tip'],
  [/\bspce\b|\bsp\b|\bsoft ?point\b/, 'SP'],
  [/\bhp\b|\bhollow ?point\b/, 'HP'],
  [/\brn\b|\bround ?nose\b/, 'RN'],
  [/\bfn\b|\bflat ?nose\b/, 'FN'],
  [/\bsolid\b/, 'solid'],
];

const BULLET_TYPE = new FirstRule(BULLET_TYPES);

export function extractBulletType(s: string): string | null {
  return BULLET_TYPE.first(s);
}

/** Every casing and condition test below needs one of these words; most titles name none. */
const CASING_WORD_RE = /nickel|steel|bimetal|alumin|brass/;
const CONDITION_WORD_RE = /reman|reloaded|new/;

export function extractCasing(s: string): 'brass' | 'steel' | 'aluminum' | 'nickel' | null {
  if (!CASING_WORD_RE.test(s)) return null;
  if (/\bnickel(?:[\s-]plated)?\b/.test(s)) return 'nickel';
  if (/\bsteel[\s-]*(?:case|cased|casing)\b|\bbimetal\b/.test(s)) return 'steel';
  if (/\balumin(?:um|ium)\b/.test(s)) return 'aluminum';
  if (/\bbrass\b/.test(s)) return 'brass';
  return null;
}

export function extractCondition(s: string): 'new' | 'remanufactured' | null {
  if (!CONDITION_WORD_RE.test(s)) return null;
  if (/\b(?:re-?manufactured|reman|reloaded|remanufacture)\b/.test(s)) return 'remanufactured';
  if (/\b(?:new|factory new|brand new)\b/.test(s)) return 'new';
  return null;
}
