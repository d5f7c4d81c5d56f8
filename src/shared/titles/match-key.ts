/**
 * Product matching key: the same product sold by different retailers should get the same key.
 * A wrong merge is worse than a missed one, so thin attributes give null.
 */
import { analyzeListing, type Classification, type ListingInput } from './classify-listing';
import { MANUFACTURER_ROWS } from './vocabulary';

/** Normalise a GTIN/UPC/EAN to 14 digits; null unless 8, 12, 13 or 14 digits with a valid GS1 check digit. */
export function normalizeGtin(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const digits = String(raw).replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  if (![8, 12, 13, 14].includes(digits.length)) return null;
  const g = digits.padStart(14, '0');
  if (/^0+$/.test(g)) return null;
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += (g.charCodeAt(i) - 48) * (i % 2 === 0 ? 3 : 1);
  const check = (10 - (sum % 10)) % 10;
  return check === g.charCodeAt(13) - 48 ? g : null;
}

// Aliases that are the company's own name (not a product line): the first alias and aliases that start with it.
const NAME_ALIASES = new Set<string>();
/** Per maker: the words of its own name ("sellier", "bellot", "premium"…), dropped from lines and models. */
const NAME_WORDS = new Map<string, Set<string>>();
for (const row of MANUFACTURER_ROWS) {
  const first = row[3] as string;
  const words = new Set<string>(row[0].split('-'));
  for (const w of (row[1] as string)
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .split(/[\s&]+/))
    if (w.length > 1) words.add(w);
  for (let i = 3; i < row.length; i++) {
    const a = row[i] as string;
    if (a === first || a.startsWith(first + ' ') || a.replace(/[\s-]+/g, '') === row[0].replace(/-/g, '')) {
      NAME_ALIASES.add(a);
      for (const w of a.split(/[\s&]+/)) if (w) words.add(w);
    }
  }
  NAME_WORDS.set(row[0], words);
}

/**
 * The trade's short forms of makers and their lines, as retailers type them. Maker abbreviations are dropped
 * (the maker is already in the key); line abbreviations become the line's full name.
 */
const MAKER_ABBREVIATIONS: Record<string, string[]> = {
  federal: ['fed', 'fc'],
  winchester: ['win'],
  remington: ['rem'],
  hornady: ['hdy', 'horn'],
  'sellier-bellot': ['s&b', 'sb', 'sellier&bellot', 's', 'b'],
  ppu: ['prvi', 'partizan'],
  'smith-wesson': ['s&w', 'sw', 'smith', 'wesson'],
};
const LINE_SYNONYMS: Record<string, Record<string, string>> = {
  federal: {
    ae: 'american eagle',
    americaneagle: 'american eagle',
    'power shok': 'powershok',
    'hydra shok': 'hydrashok',
  },
  winchester: {
    'white box': 'usa white box',
    'winchester usa': 'usa white box',
    usa: 'usa white box',
    'super x': 'superx',
    'power point': 'powerpoint',
  },
  remington: { 'core lokt': 'corelokt' },
  cci: { 'mini mag': 'minimag', 'maxi mag': 'maximag', 'quiet 22': 'quiet22', 'clean 22': 'clean22' },
  pmc: { 'pmc bronze': 'bronze', pmcbronze: 'bronze' },
};

const STOP = new Set(
  (
    'ammo ammunition round rounds rds rd rnd rnds box boxes bx case cases brick can of bulk buy this by per pack pk value count ct ' +
    'grain grains gr grs handgun rifle rifles pistol pistols shotgun shotguns centerfire centrefire rimfire cartridge cartridges shell shells shotshells ' +
    'new in stock with and the for a an w/ - + & | / , . : ( ) [ ] pre-order preorder sale used only ' +
    'semi auto semi-auto semi-automatic automatic action bolt-action lever-action pump-action bolt lever pump barrel bbl ' +
    'fmj jhp sjhp jsp psp tmj cmj lrn cphp cprn bthp hpbt otm fmjbt fn rn hp sp mc spce hollow point soft full metal jacket ' +
    'ga gauge inch in. oz ounce shot buck slug slugs'
  ).split(' '),
);

/** Words that describe any ammunition (bullet shape, packaging, purpose), never its product line. */
const AMMO_NOISE = new Set(
  (
    'bt fp tc rnfp jfp boat tail boattail jacketed plated copper lead nose flat round tip tipped total synthetic polymer ball ' +
    'nato mm x sprg spfld springfield lr wmr mag magnum win rem auto acp spl special long luger parabellum short ' +
    'target training range practice factory premium grade loaded load loads brass steel nickel aluminum aluminium ' +
    'cased casing case boxer primed non-corrosive noncorrosive reloadable'
  ).split(' '),
);

/** Bullets, coarsely: retailers write FMJ, FMJ BT, TMJ or "Full Metal Jacket" for the same cartridge. */
const BULLET_FAMILY: Record<string, string> = {
  FMJ: 'fmj',
  FMJBT: 'fmj',
  'FMJ-FN': 'fmj',
  TMJ: 'fmj',
  CMJ: 'fmj',
  JHP: 'hp',
  SJHP: 'hp',
  CPHP: 'hp',
  HP: 'hp',
  XTP: 'hp',
  BTHP: 'match',
  OTM: 'match',
  'ELD-M': 'match',
  SP: 'sp',
  JSP: 'sp',
  SJSP: 'sp',
  PSP: 'sp',
  LRN: 'lead',
  LFN: 'lead',
  SWC: 'lead',
  WC: 'lead',
  RN: 'lead',
  CPRN: 'lead',
  FN: 'lead',
  'V-MAX': 'tip',
  FTX: 'tip',
  'ELD-X': 'tip',
  'polymer tip': 'tip',
  slug: 'slug',
  buckshot: 'buck',
  birdshot: 'bird',
  solid: 'solid',
};

/** A retailer's or maker's part number, which one store prints and the next does not. */
function isPartNumber(raw: string, _w: string): boolean {
  // "#45" (a Weaver base), "#300" (a primer), "H4350" (a powder) are models: only unmistakable part numbers go
  if (/^#?\d{5,}$/.test(raw)) return true; // model names never carry five digits in a row
  return /^#?\d{3,}-\d{1,3}[a-z]?$/.test(raw); // 8301-1, #50120-1b
}

/**
 * A code that closes a mixed-case title ("... (Glock 34 Right Hand) BLH-9", "... Fluted #JRTXB-5B") is the
 * store's or maker's part number: letters-dash-digits in capitals, or '#' and four or more characters.
 * Model names that end a title ("AR-15", "SP-01") have at most two letters before the dash.
 */
function trailingPartNumber(title: string): string | null {
  const t = title.trim();
  if (t === t.toUpperCase()) return null; // all-caps stores: nothing stands out
  const m = /(?:^|\s)(#[A-Za-z0-9-]{4,}|[A-Z]{3,}[A-Z0-9]*(?:-[A-Z0-9]+)+)$/.exec(t);
  return m ? m[1].toLowerCase().replace(/^#/, '').replace(/-/g, '') : null;
}

function tokens(s: string): string[] {
  return (
    s
      .replace(/\u0001+/g, ' ')
      .replace(/(\d+(?:\.\d+)?)\s*(?:"|''|in\b|inch(?:es)?\b)/g, '$1in')
      .split(/[\s,;:()[\]{}|]+|\s-\s/)
      .filter((raw) => raw.length > 0)
      .map((raw) => [raw, raw.replace(/^[-.'"#*]+|[-.'"*]+$/g, '')] as const)
      .filter(([raw, w]) => w.length > 0 && !STOP.has(w) && !isPartNumber(raw, w))
      // one spelling for a model: "10/22" = "10-22" = "1022", "VX-Freedom" = "VX Freedom" is not attempted
      .map(([, w]) => w.replace(/(?<=[a-z0-9])[-/](?=[a-z0-9])/g, ''))
      .filter((w) => w.length > 0 && !STOP.has(w))
  );
}

function keyPart(words: string[]): string {
  return [...new Set(words)].sort().join(' ');
}

/** The maker's named lines in the title, in one spelling each ("Core-Lokt" = "Core Lokt" = "corelokt"). */
function lineAliases(maker: string, aliases: string[], casing: string | null): string[] {
  const syn = LINE_SYNONYMS[maker] ?? {};
  return aliases.map((alias) => {
    const a = alias.replace(/&amp;/g, '&').replace(/[-\s]+/g, ' ');
    if (maker === 'cci' && (a === 'blazer' || a === 'blazer brass'))
      return casing === 'aluminum' ? 'blazer aluminum' : 'blazer brass';
    return syn[a] ?? a;
  });
}

/** Shotshells are told apart by shell length, payload and shot size, which the grain field never holds. */
function shotshellParts(text: string): string[] | null {
  const parts: string[] = [];
  const len = /\b(\d)(?:[\s-]+(\d)\/(\d)|\.(\d+))?\s*(?:"|in\b|inch)/.exec(text);
  if (len)
    parts.push(
      `${(Number(len[1]) + (len[2] ? Number(len[2]) / Number(len[3]) : len[4] ? Number(`0.${len[4]}`) : 0)).toFixed(2)}in`,
    );
  const oz = /\b(\d)?(?:[\s-]*(\d)\/(\d)|\.(\d+))?\s*oz\b/.exec(text);
  if (oz && (oz[1] || oz[2] || oz[4]))
    parts.push(
      `${(Number(oz[1] ?? 0) + (oz[2] ? Number(oz[2]) / Number(oz[3]) : oz[4] ? Number(`0.${oz[4]}`) : 0)).toFixed(3)}oz`,
    );
  const buck = /\b(000|00|0|#?[1-4])[\s-]?buck/.exec(text);
  const shot = /#\s?(\d(?:\.\d)?|bbb|bb|b|t)\b/.exec(text) ?? /\b(bbb|bb|t)\s+(?:shot|steel)\b/.exec(text);
  if (buck) parts.push(`buck${buck[1].replace('#', '')}`);
  else if (shot) parts.push(`#${shot[1]}`);
  else if (!/\bslugs?\b|\bsabot\b/.test(text)) return null; // birdshot with no shot size: too thin
  return parts;
}

/**
 * `gtin:<14 digits>` when a valid GTIN/UPC/EAN is given; otherwise
 * `ammo:<manufacturer>|<line>|<calibre>|<grain or shotshell load>|<bullet family>|<boxQuantity>`,
 * `firearm:<manufacturer>|<model>|<calibre>` or `acc:<manufacturer>|<model>`; null when too thin to be safe.
 */
export function productMatchKey(input: ListingInput & { gtin?: string | null }, c: Classification): string | null {
  // Most stores never print a GTIN, so a GTIN key would only ever meet other GTIN listings: the attribute key,
  // when the title is complete enough for one, is what all stores can share; the GTIN keys the rest.
  const byAttributes = attributeKey(input, c);
  if (byAttributes) return byAttributes;
  const gtin = normalizeGtin(input.gtin);
  return gtin ? `gtin:${gtin}` : null;
}

function attributeKey(input: ListingInput, c: Classification): string | null {
  if (!c.productType) return null;
  const a = analyzeListing(input);
  // an accessory whose maker our vocabulary lacks ("Fobus Paddle Holster (Glock 26)") is keyed by all its words, the
  // unknown maker's name among them, wherever the store put it ("Paddle Holster Glock 26 by Fobus")
  const maker = c.manufacturer ?? (a.unknownMaker ? '?' : null);
  if (!maker) return null;

  const own = a.brandMatches.filter((m) => m.value === maker);
  const nameWords = NAME_WORDS.get(maker) ?? new Set<string>();
  const abbreviations = new Set(MAKER_ABBREVIATIONS[maker] ?? []);
  // an alias made only of the maker's own name words ("Sellier & Bellot", "Prvi Partizan", "SIG") is no line
  const isName = (alias: string) =>
    NAME_ALIASES.has(alias) ||
    alias
      .replace(/&amp;/g, '&')
      .split(/[\s&]+/)
      .every((w) => !w || nameWords.has(w) || abbreviations.has(w));
  const lines = lineAliases(
    maker,
    own.filter((m) => !isName(m.alias)).map((m) => m.alias),
    c.casing,
  );
  const syn = LINE_SYNONYMS[maker] ?? {};
  const partNumber = trailingPartNumber(input.title ?? '');
  const rest = tokens(a.masked)
    .filter((w) => !nameWords.has(w) && !abbreviations.has(w) && w !== partNumber)
    .map((w) => syn[w] ?? w);

  if (c.productType === 'ammunition') {
    if (!c.calibre || !c.boxQuantity) return null;
    const shotgun = /^\d+ga$|^\.410/.test(c.calibre);
    const words = rest.filter((w) => !/\d/.test(w) && !AMMO_NOISE.has(w));
    const line = keyPart([...lines, ...words.filter((w) => !lines.some((l) => l.split(' ').includes(w)))]);
    const family = c.bulletType ? (BULLET_FAMILY[c.bulletType] ?? c.bulletType.toLowerCase()) : '';
    let load: string;
    if (shotgun) {
      const parts = shotshellParts(a.text);
      if (!parts) return null;
      load = parts.join(' ');
    } else {
      // a maker sells the same line in several weights: a title without one could be any of them
      if (!c.grain) return null;
      load = String(c.grain);
    }
    // a named line fixes the bullet at a given weight (AE 124 gr is FMJ whether the title says so or not);
    // without a line the bullet is what tells a maker's loads apart, so it must be named
    let bullet = '';
    if (!line || shotgun) {
      if (!family) return null;
      bullet = family;
    }
    return `ammo:${maker}|${line}|${c.calibre}|${load}|${bullet}|${c.boxQuantity}`;
  }

  const modelWords = [...lines.flatMap((l) => l.split(' ')), ...rest];
  if (c.productType === 'firearm') {
    // a model needs a designation with a digit ("700", "t3x", "p320"), or a barrel length beside a calibre;
    // "Lever Action" alone is too thin
    const designated = modelWords.some((w) => /\d/.test(w) && !/^\d+(?:\.\d+)?in$/.test(w));
    const variant = c.calibre !== null && modelWords.some((w) => /^\d+(?:\.\d+)?in$/.test(w)) && modelWords.length >= 3;
    if (!designated && !variant) return null;
    return `firearm:${maker}|${keyPart(modelWords)}|${c.calibre ?? ''}`;
  }
  // an accessory made for one calibre (bore brush, snap caps, magazine) is a different product per calibre,
  // even when the classifier drops the calibre as not the product's own
  const accCalibre = c.calibre ?? a.calibreMatch?.value ?? null;
  if (accCalibre) modelWords.push(accCalibre);
  if (!modelWords.some((w) => /\d/.test(w)) && modelWords.length < 3) return null;
  return `acc:${maker}|${keyPart(modelWords)}`;
}
