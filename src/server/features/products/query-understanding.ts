import type { UnderstoodQuery } from '../../../shared/schemas/products.js';
import { analyzeListing } from '../../../shared/titles/classify-listing.js';
import { extractBulletType, extractCasing, extractCondition, extractGrain } from '../../../shared/titles/extract.js';
import { manufacturerMakes } from '../../../shared/titles/vocabulary/index.js';

const MASK = '\u0001';
/** A bare number after a calibre is a bullet weight ('federal 9mm 115'), if it is a plausible one. */
const BARE_GRAIN_RE = /^\d{2,3}$/;
const MIN_BARE_GRAIN = 15;
const MAX_BARE_GRAIN = 750;
/** Bullet designs that only ever describe shotshells: understood even without a calibre ('buckshot'). */
const SHOTSHELL_LOADS = new Set(['buckshot', 'slug']);
/** A token window for the attribute extractors: '00 buck', 'steel case', 'hollow point boat tail'. */
const MAX_WINDOW = 4;

type Extractor = (text: string) => string | number | null;

/**
 * Reads a shopper's search text with the title understanding that classified every listing
 * (src/shared/titles): the calibre and brand it names become the same filters the selects set, so '9x19',
 * '9mm Luger' and '9 Para' find exactly what calibre=9mm finds; a weight ('115gr', or a bare '115' after a
 * calibre), a bullet design ('buckshot', 'FMJ'), a casing or a condition become filters too. Only the words
 * left over are searched as text. A query that names a calibre means ammunition unless its other words ask
 * for a firearm or an accessory ('9mm pistol', '9mm magazine') or its brands make no ammunition ('glock 9mm').
 */
export function understandQuery(search: string): UnderstoodQuery {
  const analysis = analyzeListing({ title: search });
  const { classification, text } = analysis;
  const spans: Array<{ start: number; end: number }> = [];
  const calibre = classification.calibre && analysis.calibreMatch ? classification.calibre : null;
  if (calibre && analysis.calibreMatch) spans.push(analysis.calibreMatch);
  const brands = analysis.brandMatches.filter((m) => m.value === classification.manufacturer);
  spans.push(...brands);

  let tokens = tokensOutside(text, spans);
  const grain = new Set<number>();
  const take = (
    extract: Extractor,
    into: Set<string | number>,
    accept: (v: string | number) => boolean = () => true,
  ) => {
    tokens = consumeWindows(tokens, extract, into, accept);
  };
  take(extractGrain, grain as Set<string | number>);
  if (calibre) {
    tokens = tokens.filter((token) => {
      const n = Number(token);
      if (!BARE_GRAIN_RE.test(token) || n < MIN_BARE_GRAIN || n > MAX_BARE_GRAIN) return true;
      grain.add(n);
      return false;
    });
  }
  const ammoContext = Boolean(calibre) || classification.productType === 'ammunition';
  const bulletType = new Set<string>();
  const casing = new Set<string>();
  const condition = new Set<string>();
  take(extractBulletType, bulletType as Set<string | number>, (v) => ammoContext || SHOTSHELL_LOADS.has(String(v)));
  if (ammoContext) {
    take(extractCasing, casing as Set<string | number>);
    take(extractCondition, condition as Set<string | number>);
  }

  const rest = tokens.join(' ').trim();
  return {
    calibre: calibre ? [calibre] : [],
    manufacturer: brands.length ? [classification.manufacturer as string] : [],
    grain: [...grain],
    bulletType: [...bulletType],
    casing: [...casing],
    condition: [...condition],
    productType: impliedType(
      calibre,
      classification.manufacturer,
      rest,
      classification.productType,
      bulletType.size > 0,
    ),
    text: rest || null,
  };
}

function impliedType(
  calibre: string | null,
  manufacturer: string | null,
  rest: string,
  classified: UnderstoodQuery['productType'],
  namesALoad: boolean,
): UnderstoodQuery['productType'] {
  if (!calibre) return namesALoad ? 'ammunition' : null;
  const makesAmmo = manufacturer ? (manufacturerMakes(manufacturer)?.ammunition ?? true) : true;
  if (!rest) return makesAmmo ? 'ammunition' : null;
  return classified === 'ammunition' && !makesAmmo ? null : classified;
}

/** The words of `text` outside the given spans (calibre and brand already understood). */
function tokensOutside(text: string, spans: ReadonlyArray<{ start: number; end: number }>): string[] {
  let masked = text;
  for (const span of spans)
    masked = masked.slice(0, span.start) + MASK.repeat(span.end - span.start) + masked.slice(span.end);
  return masked
    .split(MASK)
    .join(' ')
    .split(/\s+/)
    .map((t) => t.replace(/^[,;:!?()]+|[,;:!?()]+$/g, ''))
    .filter((t) => t !== '' && t !== '-' && t !== '/');
}

/**
 * Removes each window of up to MAX_WINDOW tokens that the extractor reads as a value it accepts. A window must
 * need its first and last token (else the value lies inside a smaller window); the longest such window wins
 * ('hollow point boat tail' is BTHP, not HP).
 */
function consumeWindows(
  tokens: string[],
  extract: Extractor,
  into: Set<string | number>,
  accept: (v: string | number) => boolean,
) {
  const out: string[] = [];
  for (let i = 0; i < tokens.length;) {
    let taken = 0;
    let takenValue: string | number | null = null;
    for (let size = 1; size <= Math.min(MAX_WINDOW, tokens.length - i); size++) {
      const window = tokens.slice(i, i + size);
      const value = extract(window.join(' '));
      if (value === null || !accept(value)) continue;
      const needsEnds =
        size === 1 ||
        (extract(window.slice(1).join(' ')) !== value && extract(window.slice(0, -1).join(' ')) !== value);
      if (needsEnds) [taken, takenValue] = [size, value];
    }
    if (taken && takenValue !== null) {
      into.add(takenValue);
      i += taken;
    } else out.push(tokens[i++]!);
  }
  return out;
}
