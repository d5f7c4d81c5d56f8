/** Numeric and attribute extractors for normalised (lower-case) titles. All regexes compiled once. */

const N = '(\\d{1,6})';
const NB = '(?<![\\d.,/#$x×-])'; // a number not part of a fraction, decimal, size (#4), price or dimension

// Total-count phrases: the listing as sold.
const TOTAL_RES: RegExp[] = [
  new RegExp(`\\b(?:case|brick|can|crate|bucket|tin|carton|bulk pack|value pack|lot)\\s+of\\s+${N}(?!\\d)`, 'g'),
  new RegExp(`${NB}\\b${N}\\s*-?\\s*(?:rounds?|rds?|rnds?|cartridges|shells|shotshells|ct|count|pcs|pieces)\\b(?!\\s*-?\\s*(?:mag|magazine|magazines|capacity|drum|clip|tube|box magazine|stick)\\b)`, 'g'),
  new RegExp(`${NB}\\b${N}\\s*/\\s*(?:case|cs|brick|can|crate)\\b`, 'g'),
  new RegExp(`${NB}\\b${N}\\s*-?\\s*(?:round\\s+|rd\\s+|rds\\s+)?(?:case|brick|can|crate|bucket)\\b(?!\\s+(?:of|for|w))`, 'g'),
  new RegExp(`\\bvalue pack\\s+${N}\\b`, 'g'),
];
// Box-level phrases, used when no total is stated.
const BOX_RES: RegExp[] = [
  new RegExp(`\\b(?:box|pack|pkg|package|bag|bx)\\s+of\\s+${N}(?!\\d)`, 'g'),
  new RegExp(`${NB}\\b${N}\\s*/\\s*(?:box|bx|pk|pack|pkg)\\b`, 'g'),
  new RegExp(`${NB}\\b${N}\\s*(?:per|a|/)\\s*box\\b`, 'g'),
  new RegExp(`${NB}\\b${N}\\s*-?\\s*(?:pack|pk|pkg)\\b`, 'g'),
  new RegExp(`${NB}\\b${N}\\s*-?\\s*(?:round|rd)s?\\s+box(?:es)?\\b`, 'g'),
];
const MULTI_RE = new RegExp(`${NB}\\b${N}\\s*(?:boxes|bxs|packs)\\s+of\\s+${N}\\b(?!\\s*(?:gr|grain|mm|fps))`, 'g');

function firstMatch(res: RegExp[], s: string): { index: number; n: number } | null {
  let best: { index: number; n: number } | null = null;
  for (const re of res) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(s))) {
      const n = parseInt(m[1], 10);
      if (n > 0 && n <= 100000) {
        if (!best || m.index < best.index) best = { index: m.index, n };
        break;
      }
    }
  }
  return best;
}

/**
 * Rounds in the listing as sold. Totals ("Case of 200", "500 rounds", "1,000 Case", "250/Case") win over
 * box counts ("Box of 20", "20/box"); "(25 boxes of 20)" multiplies when no total is given.
 * Never a grain, velocity, pellet count, shot size, shell length, magazine capacity or model number:
 * those patterns simply never match (a count needs a unit word).
 */
export function extractBoxQuantity(s: string): number | null {
  const total = firstMatch(TOTAL_RES, s);
  if (total) return total.n;
  MULTI_RE.lastIndex = 0;
  const multi = MULTI_RE.exec(s);
  if (multi) {
    const n = parseInt(multi[1], 10) * parseInt(multi[2], 10);
    if (n > 0 && n <= 100000) return n;
  }
  const box = firstMatch(BOX_RES, s);
  if (box) return box.n;
  // a closing "(50)" on an ammunition title is the count, as distributors print it ("... 124gr FMJ (50)")
  const closing = /\((\d{2,4})\)\s*$/.exec(s);
  if (closing) {
    const n = parseInt(closing[1], 10);
    if (n >= 5 && n <= 5000) return n;
  }
  return null;
}

const GRAIN_RE = /(?<![\d.])(\d{1,3}(?:\.\d)?)\s*-?\s*(?:grains|grain|grs|grn|gr)(?![a-z])/;

/** Bullet weight in grains ("124gr", "135 Grain", "36gr."). */
export function extractGrain(s: string): number | null {
  const m = GRAIN_RE.exec(s);
  if (!m) return null;
  const g = parseFloat(m[1]);
  return g > 0 && g <= 1000 ? g : null;
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
  [/\bsabot slug\b|\bslugs?\b|\brifled slug\b/, 'slug'],
  [/\bbuck(?:shot)?\b|\b0{1,3}[\s-]?buck\b|\b00buck\b|\b000buck\b/, 'buckshot'],
  [/#\s?\d+(?:[./]\d+)?\s*(?:1\/2\s*)?(?:shot|steel|lead)?\b|\bbird ?shot\b|\bshot\b(?=.*\b(?:oz|ounce)\b)/, 'birdshot'],
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

export function extractBulletType(s: string): string | null {
  for (const [re, label] of BULLET_TYPES) if (re.test(s)) return label;
  return null;
}

export function extractCasing(s: string): 'brass' | 'steel' | 'aluminum' | 'nickel' | null {
  if (/\bnickel(?:[\s-]plated)?\b/.test(s)) return 'nickel';
  if (/\bsteel[\s-]*(?:case|cased|casing)\b|\bbimetal\b/.test(s)) return 'steel';
  if (/\balumin(?:um|ium)\b/.test(s)) return 'aluminum';
  if (/\bbrass\b/.test(s)) return 'brass';
  return null;
}

export function extractCondition(s: string): 'new' | 'remanufactured' | null {
  if (/\b(?:re-?manufactured|reman|reloaded|remanufacture)\b/.test(s)) return 'remanufactured';
  if (/\b(?:new|factory new|brand new)\b/.test(s)) return 'new';
  return null;
}
