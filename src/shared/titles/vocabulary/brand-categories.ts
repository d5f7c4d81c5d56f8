import type { AccessoryCategory } from '../../constants.js';

/**
 * What an accessory maker sells when its title names no kind of product ("HOLOSUN HS510C", "TRJ RMR TYPE 2",
 * "Streamlight TLR-7A"): dealer feeds print the maker and the model only. Only makers whose catalogue is one kind of
 * accessory are listed; a title that names its product ("Trijicon Mount", "Hogue Recoil Pad") is read by its noun first.
 */
const ONE_KIND: Record<Exclude<AccessoryCategory, 'general'>, readonly string[]> = {
  optics: [
    'vortex',
    'leupold',
    'bushnell',
    'nikon',
    'burris',
    'zeiss',
    'swarovski',
    'sightmark',
    'holosun',
    'aimpoint',
    'eotech',
    'trijicon',
    'primary-arms',
    'athlon',
    'meopta',
    'steiner',
    'kahles',
    'schmidt-bender',
    'nightforce',
    'hawke',
    'konus',
    'tasco',
    'simmons',
    'sightron',
    'pulsar',
    'atn',
    'hikmicro',
    'leica',
    'gpo',
    'noblex',
    'vector-optics',
    'riton',
  ],
  tactical: ['streamlight', 'surefire', 'olight', 'inforce', 'harris', 'atlas'],
  mounts: ['warne', 'talley', 'dnz', 'spuhr'],
  magazines: ['mec-gar', 'promag', 'ets', 'lancer'],
  triggers: ['timney', 'triggertech', 'jard', 'hiperfire', 'elftmann', 'rise-armament'],
  grips: [],
  holsters: ['safariland', 'galco', 'desantis', 'bianchi', 'alien-gear', 'vedder', 'crossbreed', 'comp-tac'],
  storage: ['liberty-safe', 'cannon-safe', 'sentrysafe', 'vaultek', 'gunvault', 'stack-on', 'boyt'],
  cleaning: [
    'otis',
    'hoppes',
    'kleen-bore',
    'bore-tech',
    'ballistol',
    'm-pro-7',
    'froglube',
    'break-free',
    'slip-2000',
    'pro-shot',
    'dewey',
  ],
  reloading: [
    'hodgdon',
    'imr',
    'alliant',
    'vihtavuori',
    'accurate',
    'ramshot',
    'starline',
    'dillon',
    'rcbs',
    'redding',
    'forster',
    'frankford-arsenal',
  ],
  targets: ['champion-targets', 'do-all', 'rinehart', 'morrell'],
  safety: ['howard-leight', 'peltor', 'walkers', 'radians', 'axil', 'decibullz', 'pro-ears'],
  slings: [],
  muzzle: [],
};

const CATEGORY_OF_BRAND = new Map<string, AccessoryCategory>();
for (const [category, slugs] of Object.entries(ONE_KIND))
  for (const slug of slugs) CATEGORY_OF_BRAND.set(slug, category as AccessoryCategory);

/** The one kind of accessory a maker sells, or null when it sells several kinds (or is not an accessory maker). */
export function brandCategory(slug: string | null): AccessoryCategory | null {
  return slug ? (CATEGORY_OF_BRAND.get(slug) ?? null) : null;
}

/** Every maker given a kind of accessory (for the vocabulary's consistency test). */
export function categorisedBrands(): string[] {
  return [...CATEGORY_OF_BRAND.keys()];
}
