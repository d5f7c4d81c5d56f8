/** Title normalisation: HTML entities, unicode punctuation, case, whitespace, thousands separators. */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: ' ',
  reg: '',
  trade: '',
  copy: '',
  ndash: '-',
  mdash: ' - ',
  frac12: '1/2',
  frac14: '1/4',
  frac34: '3/4',
  rsquo: "'",
  lsquo: "'",
  rdquo: '"',
  ldquo: '"',
  prime: "'",
  Prime: '"',
  deg: ' ',
  times: 'x',
  hellip: '...',
  quote: '"',
};
const ENTITY_RE = /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi;

/** Decode HTML entities (twice, for double-escaped "&amp;quot;"). */
export function decodeEntities(s: string): string {
  for (let pass = 0; pass < 2 && s.includes('&'); pass++) {
    s = s.replace(ENTITY_RE, (m, body: string) => {
      if (body[0] === '#') {
        const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : m;
      }
      const v = NAMED_ENTITIES[body] ?? NAMED_ENTITIES[body.toLowerCase()];
      return v === undefined ? m : v;
    });
  }
  return s;
}

const PUNCT_RE =
  /[\u00ae\u2122\u00a9]|[\u201c\u201d\u2033\u201e]|[\u2018\u2019\u2032]|[\u2013\u2212\u2010\u2011]|\u2014|\u00a0|\u00bd|\u00bc|\u00be|\u00d7/g;
const PUNCT_MAP: Record<string, string> = {
  '\u00ae': ' ',
  '\u2122': ' ',
  '\u00a9': ' ',
  '\u201c': '"',
  '\u201d': '"',
  '\u2033': '"',
  '\u201e': '"',
  '\u2018': "'",
  '\u2019': "'",
  '\u2032': "'",
  '\u2013': ' - ',
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2014': ' - ',
  '\u00a0': ' ',
  '\u00bd': ' 1/2',
  '\u00bc': ' 1/4',
  '\u00be': ' 3/4',
  // the multiplication sign of "7.62&#215;39" and "3-9×40"
  '\u00d7': 'x',
};
const NON_ASCII_RE = /[^\x00-\x7f]/;
/** Whitespace that the collapse below changes: a run of two, or one character other than a plain space. */
const UNEVEN_SPACE_RE = /[^\S ]|\u200b|\s\s/;
const THOUSANDS_RE = /(\d),(\d{3})(?!\d)/g;
const DIGIT_COMMA_DIGIT_RE = /\d,\d/;
// French decimal comma: "6,5 Creedmoor", "7,62x39", "2,75 po" (a thousands comma has three digits after it)
const DECIMAL_COMMA_RE = /(?<![\d,])(\d{1,2}),(\d{1,2})(?![\d,])/g;

// Inline promotions the platforms leave in titles ("<b>FREE SHIPPING</b>", "<b>(Price per unit for order of 10+ units)</b>"):
// the element goes with its text, because its numbers are never the product's.
const PROMO_ELEMENT_RE = /<(b|strong|em|i|small|span|font|sup|mark)\b[^>]*>([^<]*)<\/\1\s*>/gi;
const PROMO_WORDS_RE = /ship|order|price|tax|sale|deal|limit|save|off\b|free|days?\b|units?\b|rebate|coupon|stock/i;
const TAG_RE = /<\/?[a-z][^>]*>/gi;
/** UPC/EAN/GTIN (11–14 digits), also when glued to a SKU or a following word ("RPLGLOSRL8698779957674", "…674FREE"). */
const GTIN_RE = /(?<![\d.])\d{11,14}(?![\d.])/g;
/**
 * Shipping, tax and gift-card promotions run into the text ("FREE SHIPPING on $175-$2000", "NO SALES TAXin most
 * states", "+ FREE $25 gift card in cart").
 */
const PROMO_PHRASE_RE =
  // (also glued to the word before it, as aggregators print the store's note: "500 RoundsFREE SHIPPING")
  // (its words may be set apart by any run of white space: "FREE  SHIPPING")
  /free\s+shipping(?:\s+on\s+\$?[\d.]+\+?(?:\s*-\s*\$?[\d.]+)?)?|\bfree\s+\$\d+\s+gift\s+card(?:\s+in\s+cart)?|\bflat\s+rate\s+ship\w*|\bno\s+(?:sales\s+)?tax\w*(?:\s+(?:in\s+most\s+states|outside\s+\w+))?|\bships?\s+(?:immediately|free|fast)\b/g;

/** Text of a title with markup removed: promotions inside inline elements are dropped, other tags unwrapped. */
export function stripMarkup(s: string): string {
  if (!s.includes('<')) return s;
  return s
    .replace(PROMO_ELEMENT_RE, (m, _tag: string, text: string) => (PROMO_WORDS_RE.test(text) ? ' ' : ` ${text} `))
    .replace(TAG_RE, ' ');
}

// Most titles need none of the rewrites of normalizeTitle but the lower case, the trim and at most the collapse of a
// double space (one store writes "50 Rounds of  Bulk"). One loop over the title tells: it looks for a character or
// pair that another rewrite needs (an entity, markup, a character outside ASCII, "''", "?", "w.", a comma between
// digits, eleven digits in a row, "ship", "tax" or "gift", a tab or a line break). It may be loose (a title it sends
// to the full path is normalised as before), never strict.
const PLAIN = 0;
const RARE = 1;
const QUOTE = 2;
const DOT = 3;
const COMMA = 4;
const DIGIT = 5;
const SPACE = 6;
const S = 7;
const T = 8;
const G = 9;
const CHAR_KIND = new Uint8Array(128);
for (const c of '&<?\t\n\v\f\r') CHAR_KIND[c.charCodeAt(0)] = RARE;
CHAR_KIND[39] = QUOTE;
CHAR_KIND[46] = DOT;
CHAR_KIND[44] = COMMA;
for (let c = 48; c <= 57; c++) CHAR_KIND[c] = DIGIT;
CHAR_KIND[32] = SPACE;
CHAR_KIND[115] = CHAR_KIND[83] = S;
CHAR_KIND[116] = CHAR_KIND[84] = T;
CHAR_KIND[103] = CHAR_KIND[71] = G;

/** Whether the character at i of s, taken as a lower-case letter, is `letter` (loose for non-letters, as allowed). */
const isLower = (s: string, i: number, letter: number) => (s.charCodeAt(i) | 32) === letter;

/** Whether the character at i (of the kind given, not a space or a digit) starts what a rewrite reads. */
function startsRewrite(s: string, i: number, kind: number): boolean {
  switch (kind) {
    case QUOTE:
      return s.charCodeAt(i + 1) === 39;
    case DOT:
      return isLower(s, i - 1, 119);
    case COMMA:
      return CHAR_KIND[s.charCodeAt(i - 1)] === DIGIT && CHAR_KIND[s.charCodeAt(i + 1)] === DIGIT;
    case S:
      return isLower(s, i + 1, 104) && isLower(s, i + 2, 105) && isLower(s, i + 3, 112);
    case T:
      return isLower(s, i + 1, 97) && isLower(s, i + 2, 120);
    case G:
      return isLower(s, i + 1, 105) && isLower(s, i + 2, 102) && isLower(s, i + 3, 116);
    default:
      return kind === RARE;
  }
}

const LOWER_CASE_ONLY = 0;
const COLLAPSE_SPACES = 1;
const ALL_REWRITES = 2;

/** Which of normalizeTitle's paths the title needs. */
function pathOf(s: string): number {
  let path = LOWER_CASE_ONLY;
  let digits = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128) return ALL_REWRITES;
    const kind = CHAR_KIND[c];
    if (kind === DIGIT) {
      if (++digits >= 11) return ALL_REWRITES;
      continue;
    }
    digits = 0;
    if (kind === SPACE) {
      if (s.charCodeAt(i + 1) === 32) path = COLLAPSE_SPACES;
    } else if (kind !== PLAIN && startsRewrite(s, i, kind)) return ALL_REWRITES;
  }
  return path;
}

/**
 * Lower-case matching form of a title. Keeps punctuation that carries meaning (. - / " # +),
 * turns `''` into `"`, strips thousands separators ("1,000" → "1000"), collapses whitespace.
 */
export function normalizeTitle(raw: string): string {
  const path = pathOf(raw);
  if (path === LOWER_CASE_ONLY) return raw.toLowerCase().trim();
  // (the title has no other white space than plain spaces)
  if (path === COLLAPSE_SPACES) return raw.toLowerCase().replace(/ {2,}/g, ' ').trim();
  return rewrittenTitle(raw);
}

/** normalizeTitle with every rewrite tried (each skipped when the title lacks what it needs). */
export function rewrittenTitle(raw: string): string {
  let s = stripMarkup(raw.includes('&') ? decodeEntities(raw) : raw);
  // decoded text can carry escaped markup ("&lt;b&gt;")
  if (s.includes('<')) s = stripMarkup(s);
  // the rewrites below are skipped when the title lacks the one character or word every match holds
  if (NON_ASCII_RE.test(s)) s = s.replace(PUNCT_RE, (c) => PUNCT_MAP[c] ?? ' ');
  s = s.toLowerCase();
  if (s.includes("''")) s = s.replace(/''/g, '"');
  // an inch mark that a feed's encoding turned into "?" or "??" ("16.5? 25RD", "8? Barrel", "18?? BARREL")
  if (s.includes('?')) s = s.replace(/(\d)\?\??(?=\s|$)/g, '$1"');
  // "w. Bayonet": the abbreviated "with" as stores also write it "w/" (not "S&W.")
  if (s.includes('w.')) s = s.replace(/(?<![\w&])w\.\s/g, 'w/ ');
  // (most commas in titles follow a word: "Federal, 9mm")
  if (s.includes(',') && DIGIT_COMMA_DIGIT_RE.test(s))
    s = s.replace(THOUSANDS_RE, '$1$2').replace(THOUSANDS_RE, '$1$2').replace(DECIMAL_COMMA_RE, '$1.$2');
  s = s.replace(GTIN_RE, ' ');
  if (s.includes('ship') || s.includes('tax') || s.includes('gift')) s = s.replace(PROMO_PHRASE_RE, ' ');
  // most titles are already single-spaced: the collapse runs only when a run, a tab or another space character is there
  if (UNEVEN_SPACE_RE.test(s)) s = s.replace(/[\s\u200b]+/g, ' ');
  return s.trim();
}
