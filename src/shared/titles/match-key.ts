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
for (const row of MANUFACTURER_ROWS) {
  const first = row[3] as string;
  for (let i = 3; i < row.length; i++) {
    const a = row[i] as string;
    if (a === first || a.startsWith(first + ' ') || a.replace(/[\s-]+/g, '') === row[0].replace(/-/g, '')) NAME_ALIASES.add(a);
  }
}

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

function tokens(s: string): string[] {
  return s
    .replace(/\u0001+/g, ' ')
    .replace(/(\d+(?:\.\d+)?)\s*(?:"|''|in\b|inch(?:es)?\b)/g, '$1in')
    .split(/[\s,;:()[\]{}|/]+|\s-\s/)
    .map((w) => w.replace(/^[-.'"#*]+|[-.'"*]+$/g, ''))
    .filter((w) => w.length > 0 && !STOP.has(w));
}

const GRAIN_TOKEN_RE = /^\d+(?:\.\d+)?(?:gr|grs|grain)?$/;
const COUNT_TOKEN_RE = /^\d+(?:rds?|rnds?|ct|pk|\/box|\/case)?$/;

function keyPart(words: string[]): string {
  return [...new Set(words)].sort().join(' ');
}

/**
 * `gtin:<14 digits>` when a valid GTIN/UPC/EAN is given; otherwise
 * `ammo:<manufacturer>|<line>|<calibre>|<grain>|<bulletType>|<boxQuantity>`,
 * `firearm:<manufacturer>|<model>|<calibre>` or `acc:<manufacturer>|<model>`; null when too thin to be safe.
 */
export function productMatchKey(input: ListingInput & { gtin?: string | null }, c: Classification): string | null {
  const gtin = normalizeGtin(input.gtin);
  if (gtin) return `gtin:${gtin}`;
  if (!c.manufacturer || !c.productType) return null;

  const a = analyzeListing(input);
  // line aliases of the maker ("american eagle", "blazer brass") are kept as words; the company name is dropped
  const lineWords: string[] = [];
  for (const m of a.brandMatches) {
    if (m.value === c.manufacturer && !NAME_ALIASES.has(m.alias)) lineWords.push(m.alias.replace(/[-\s]+/g, ' '));
  }
  const rest = tokens(a.masked);

  if (c.productType === 'ammunition') {
    if (!c.calibre || !c.boxQuantity) return null;
    const words = rest.filter((w) => !GRAIN_TOKEN_RE.test(w) && !COUNT_TOKEN_RE.test(w) && !/\d/.test(w));
    const line = keyPart([...lineWords.flatMap((l) => l.split(' ')), ...words]);
    return `ammo:${c.manufacturer}|${line}|${c.calibre}|${c.grain ?? ''}|${c.bulletType ?? ''}|${c.boxQuantity}`;
  }

  const modelWords = [...lineWords.flatMap((l) => l.split(' ')), ...rest];
  if (c.productType === 'firearm') {
    // a model needs a designation with a digit ("700", "t3x", "p320"); "Lever Action" alone is too thin
    if (!modelWords.some((w) => /\d/.test(w) && !/^\d+(?:\.\d+)?in$/.test(w))) return null;
    return `firearm:${c.manufacturer}|${keyPart(modelWords)}|${c.calibre ?? ''}`;
  }
  if (c.calibre) modelWords.push(c.calibre);
  if (!modelWords.some((w) => /\d/.test(w)) && modelWords.length < 3) return null;
  return `acc:${c.manufacturer}|${keyPart(modelWords)}`;
}
