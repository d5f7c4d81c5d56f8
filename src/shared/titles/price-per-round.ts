/**
 * The guard on price per round: a number is shown only when the count is read with confidence and the price per
 * round sits inside the market band of its calibre. Showing nothing is acceptable; showing a wrong number is not.
 * Pure and isomorphic: the CLI and bench use the seeded priors, the server the bands refreshed from live data.
 * See docs/decisions/0110-price-per-round-guard.md.
 */
import { calibreKind } from './vocabulary';

/** Below this count confidence the count is not trusted for a price per round. */
export const ROUNDS_CONFIDENT = 0.7;

/** Robust percentiles of a band key's price per round, in CAD cents. */
export interface PprPercentiles {
  p10: number;
  p50: number;
  p90: number;
}
export interface PprBand extends PprPercentiles {
  low: number;
  high: number;
}

export type PprGuardReason = 'count-unknown' | 'count-unsure' | 'below-band' | 'above-band';

/**
 * The band key of ammunition whose calibre we cannot name ("7mm-08Rem" before it was read): without it such a listing had
 * no band at all, and a box-of-20 title priced for a case of 200 showed ten times its price per round.
 */
export const UNNAMED_CALIBRE_KEY = 'ammunition';

/** Tungsten super shot (TSS) turkey and waterfowl loads: $10-15 a shell, ten to twenty times a target load. */
const TUNGSTEN_SHOT_RE = /\b(?:tss|tungsten)\b/i;
/**
 * Lead and copper-plated turkey loads (Winchester Long Beard XR, Federal 3rd Degree, Remington Premier Magnum Turkey,
 * French "dinde"): $3-6 a shell in 5s and 10s, above the target loads' band, and never sold by the case of 250.
 */
const TURKEY_LOAD_RE = /\b(?:turkey|gobbler|long ?beard|dinde)\b/i;
/**
 * Match and competition rimfire (Eley Tenex, Lapua Midas, RWS R50 or "R 100", French "de précision"): two to six times
 * plinking ammunition.
 */
const RIMFIRE_MATCH_RE = /\b(?:match|tenex|midas|center-x|x-act|biathlon|competition|r ?50|r ?100|pr[ée]cision)\b/i;

/**
 * Band key: the calibre, and for shotshells the kind of load as well, because a slug costs five times a target
 * shell of the same gauge (a lead turkey load five times, a tungsten one fifteen times) and one band for all would let a box-for-case
 * mistake through. For the same reason
 * shot loads of a rifle or pistol calibre (.22 LR bird shot, 9mm shotshells) and match rimfire, which cost many
 * times the calibre's plinking bullets, get keys of their own instead of widening the calibre's band (where a
 * brick read as one box would hide). A calibre we cannot name is judged against the band of all ammunition. Mirrored
 * by SQL ppr_band_key(calibre, bullet_type, title) (migrations).
 */
export function pprBandKey(
  calibre: string | null,
  bulletType: string | null,
  title: string | null = null,
): string | null {
  if (!calibre) return UNNAMED_CALIBRE_KEY;
  const kind = calibreKind(calibre);
  if (kind === 'shotgun') {
    const load =
      bulletType === 'slug' || bulletType === 'buckshot'
        ? bulletType
        : title && TUNGSTEN_SHOT_RE.test(title)
          ? 'tss'
          : title && TURKEY_LOAD_RE.test(title)
            ? 'turkey'
            : 'shot';
    return `${calibre}:${load}`;
  }
  if (bulletType === 'birdshot') return `${calibre}:shot`;
  return kind === 'rimfire' && title && RIMFIRE_MATCH_RE.test(title) ? `${calibre}:match` : calibre;
}

// Seeded priors (CAD cents per round, typical shelf prices in Canada): [p10, p50, p90].
const KIND_PRIORS: Record<string, [number, number, number]> = {
  rimfire: [8, 15, 45],
  'centerfire-pistol': [30, 60, 160],
  'centerfire-rifle': [60, 160, 480],
  'shotgun:shot': [35, 65, 170],
  'shotgun:buckshot': [80, 160, 380],
  'shotgun:slug': [140, 260, 650],
  // TSS turkey loads in Canada: Federal Heavyweight TSS and Fiocchi Golden Turkey about $50-70 for 5, Apex $80
  'shotgun:tss': [500, 1100, 1800],
  // turkey loads in Canada: Long Beard XR and Premier Magnum Turkey about $35-45 for 10, 3rd Degree about $25 for 5
  'shotgun:turkey': [150, 350, 600],
  // CCI shotshells: .22 LR about $20 for 20, pistol calibres $25-30 for 10
  'rimfire:shot': [50, 100, 180],
  // match .22 LR in Canada: Lapua Center-X and SK about 35 cents a round, Eley Tenex and Lapua Midas 70-90
  'rimfire:match': [25, 50, 80],
  'centerfire-pistol:shot': [120, 250, 450],
  muzzleloader: [40, 150, 600],
  airgun: [1, 5, 40],
};
// Handgun p90s include the premium defensive loads (HST, Gold Dot, Critical Defense: $1.50-2.50 a round in Canada);
// the .22 LR p90 includes match loads (Eley Tenex, RWS R50, Lapua Midas: $25-35 a box of 50, 50-70 cents a round).
const CALIBRE_PRIORS: Record<string, [number, number, number]> = {
  '.22lr': [7, 13, 45],
  '9mm': [28, 45, 150],
  '.380acp': [40, 70, 200],
  '.40sw': [40, 70, 200],
  '.45acp': [50, 90, 240],
  '.38spl': [50, 90, 220],
  '.357mag': [60, 110, 280],
  '.223rem': [50, 85, 220],
  '5.56nato': [50, 80, 200],
  // includes premium hunting loads (Nosler Ballistic Tip, Hornady SST): $2-2.50 a round
  '7.62x39': [40, 70, 200],
  '.308win': [90, 170, 420],
  '7.62nato': [80, 150, 350],
  '.30-06': [110, 200, 450],
  '.303british': [120, 210, 420],
  '6.5creedmoor': [120, 210, 480],
  // Rimfire magnums cost three to five .22 LR: the rimfire kind's band would hide their premium loads.
  '.17hmr': [25, 40, 70],
  '.22wmr': [25, 40, 75],
  '.17wsm': [40, 60, 95],
  // Hunting calibres Canadians buy by the box of 20: tighter below than the centrefire kind's, so that a box
  // read as a case (a tenth of the price per round) is caught.
  '.243win': [90, 160, 400],
  '.270win': [100, 180, 450],
  '7mm-08': [110, 190, 450],
  '7mmremmag': [130, 230, 520],
  '.300winmag': [140, 250, 600],
  '.30-30': [90, 160, 350],
  '6.5x55': [110, 200, 450],
  '7.62x54r': [50, 90, 250],
  '.45-70': [150, 260, 600],
  '.44mag': [60, 110, 250],
  '10mm': [60, 100, 250],
  // Magnum handgun and long-range calibres sell by the 20 at two to ten dollars a round: the kinds' bands would hide
  // their ordinary loads above and let a box of 10 or 20 read as a case of 100 or 200 through below.
  '.50ae': [180, 280, 500],
  '.454casull': [120, 200, 400],
  '.460sw': [150, 250, 450],
  '.500sw': [200, 300, 550],
  '.338lapua': [300, 550, 1000],
  '.50bmg': [350, 550, 900],
  // Dangerous-game cartridges sell by the 20 at five to fifteen dollars a round (Hornady DGX/DGS, Federal Cape-Shok)
  '.375hh': [250, 450, 900],
  // the .300 H&H is loaded by few, in small runs: three to fourteen dollars a round
  '.300hh': [300, 550, 1400],
  '.416rigby': [500, 900, 1500],
  '.416remmag': [400, 700, 1300],
  '.458winmag': [300, 600, 1200],
  '.458lott': [400, 800, 1400],
  '.470ne': [700, 1200, 2000],
};

/**
 * Every cartridge we sell by the round, from rimfire to .50 BMG: wide, but a box count read for a case of ten or more
 * boxes of a rifle load falls above it.
 */
const UNNAMED_CALIBRE_PRIOR: [number, number, number] = [8, 60, 480];

/** Band keys that have a calibre-specific prior (bands are stored for them even before any live listing). */
export const CALIBRE_PRIOR_KEYS: readonly string[] = [...Object.keys(CALIBRE_PRIORS), UNNAMED_CALIBRE_KEY];

export function priorPercentiles(key: string): PprPercentiles | null {
  const seeded = seededPrior(key);
  return seeded ? { p10: seeded[0], p50: seeded[1], p90: seeded[2] } : null;
}

function seededPrior(key: string): [number, number, number] | undefined {
  if (key === UNNAMED_CALIBRE_KEY) return UNNAMED_CALIBRE_PRIOR;
  const [calibre, load] = key.split(':');
  const kind = calibreKind(calibre);
  // a load of its own (shot, slug, buckshot) is priced by its kind, not by the calibre's bullets
  if (load) return kind ? KIND_PRIORS[`${kind}:${load}`] : undefined;
  return CALIBRE_PRIORS[calibre] ?? (kind ? KIND_PRIORS[kind] : undefined);
}

/** Live data counts as a band once this many confident listings share the key; below it the prior is blended in. */
export const LIVE_MIN_SAMPLE = 12;

/**
 * The band a price per round must fall inside: generous around the typical range (a premium load or a clearance
 * is not an error), tight enough that a box count read for a case (×10, ×20) or a case read for a box falls out.
 */
export function bandFrom(p: PprPercentiles): PprBand {
  return { ...p, low: Math.min(p.p10 / 2, p.p50 / 4), high: Math.max(p.p90 * 1.5, p.p50 * 3) };
}

/**
 * Live percentiles when there are enough listings, the prior when there are none, and in between the prior moved
 * towards the data in proportion to how many listings there are (one odd listing cannot widen the band to itself).
 */
export function blendBand(key: string, live: (PprPercentiles & { n: number }) | null): PprBand | null {
  const prior = priorPercentiles(key);
  if (live && live.n >= LIVE_MIN_SAMPLE) return bandFrom(live);
  if (!live || live.n === 0) return prior ? bandFrom(prior) : null;
  if (!prior) return null;
  const w = live.n / LIVE_MIN_SAMPLE;
  const mix = (a: number, b: number) => a * (1 - w) + b * w;
  return bandFrom({ p10: mix(prior.p10, live.p10), p50: mix(prior.p50, live.p50), p90: mix(prior.p90, live.p90) });
}

export interface PprInput {
  productType: string | null;
  priceCents: number | null;
  boxQuantity: number | null;
  /** 0..1; an admin-confirmed count is 1 */
  roundsConfidence: number;
  calibre: string | null;
  bulletType: string | null;
  /** the listing's title: match rimfire has a band of its own */
  title?: string | null;
}
export interface PprVerdict {
  pricePerRoundCents: number | null;
  reason: PprGuardReason | null;
}

/** Integer cents per round when it may be shown, else null with the reason (null reason: not ammunition or no price). */
export function guardPricePerRound(input: PprInput, bandOf: (key: string) => PprBand | null): PprVerdict {
  if (input.productType !== 'ammunition' || !input.priceCents || input.priceCents <= 0)
    return { pricePerRoundCents: null, reason: null };
  if (!input.boxQuantity || input.boxQuantity <= 0) return { pricePerRoundCents: null, reason: 'count-unknown' };
  if (input.roundsConfidence < ROUNDS_CONFIDENT) return { pricePerRoundCents: null, reason: 'count-unsure' };
  const ppr = input.priceCents / input.boxQuantity;
  const key = pprBandKey(input.calibre, input.bulletType, input.title ?? null);
  const band = key ? bandOf(key) : null;
  if (band && ppr < band.low) return { pricePerRoundCents: null, reason: 'below-band' };
  if (band && ppr > band.high) return { pricePerRoundCents: null, reason: 'above-band' };
  return { pricePerRoundCents: Math.round(ppr), reason: null };
}

// the priors are constants: each key's band is worked out once (keys are calibre slugs with a load, a few hundred)
const PRIOR_BANDS = new Map<string, PprBand | null>();

/** The seeded priors alone (for the command line, which has no live data). */
export function priorBand(key: string): PprBand | null {
  let band = PRIOR_BANDS.get(key);
  if (band === undefined) {
    band = blendBand(key, null);
    PRIOR_BANDS.set(key, band);
  }
  return band;
}
