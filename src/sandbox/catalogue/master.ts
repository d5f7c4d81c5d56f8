import { ACCESSORIES, type AccessoryModel } from './accessories.js';
import { AMMO_LINES, type Pack } from './ammo-lines.js';
import { CALIBRES } from './calibres.js';
import { FIREARMS } from './firearms.js';
import { longTailAccessories } from './long-tail.js';
import { makeUpc, rand, retailCents } from './rng.js';
import type { MasterProduct } from './types.js';

export type SandboxScale = 'small' | 'full';

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-|-$/g, '');

/** Bulk packages are cheaper per round, as in real stores. */
function bulkFactor(rounds: number): number {
  if (rounds >= 1000) return 0.86;
  if (rounds >= 500) return 0.9;
  if (rounds >= 200) return 0.95;
  return 1;
}

function ammo(seed: number): MasterProduct[] {
  const out: MasterProduct[] = [];
  for (const line of AMMO_LINES) {
    for (const [cal, grains, bullet, packs, code] of line.loads) {
      const calibre = CALIBRES[cal];
      packs.forEach((p, i) => {
        const pack: Pack = typeof p === 'number' ? { rounds: p } : p;
        const familyKey = ['ammo', slug(line.brand), slug(line.line), cal, grains, slug(bullet)].join(':');
        const key = `${familyKey}:${pack.rounds}`;
        // Buckshot and slugs cost more per shell than target loads.
        const special = /Buck|Slug/.test(bullet) ? 1.6 : 1;
        const cents = calibre.centsPerRound * line.factor * special * pack.rounds * bulkFactor(pack.rounds);
        out.push({
          key,
          type: 'ammunition',
          brand: line.brand,
          line: line.line,
          calibre: cal,
          grains: grains || null,
          bullet,
          rounds: pack.rounds,
          packNote: pack.note ?? null,
          accessoryCategory: null,
          detail: null,
          familyKey,
          mfrCode: (code ?? slug(line.line).toUpperCase()) + (i > 0 ? `-${pack.rounds}` : ''),
          upc: makeUpc('0', seed, key),
          basePriceCents: retailCents(cents, seed, key),
          popular: !!line.popular && i === 0,
        });
      });
    }
  }
  return out;
}

function firearms(seed: number): MasterProduct[] {
  const out: MasterProduct[] = [];
  for (const [brand, line, cals, details, dollars, code, popular] of FIREARMS) {
    cals.forEach((cal, ci) => {
      details.forEach((detail, di) => {
        const key = ['firearm', slug(brand), slug(line), cal, slug(detail)].join(':');
        const magnum = /wm|mag/.test(cal) ? 1.06 : 1;
        const cents = dollars * 100 * magnum * (1 + di * 0.06);
        out.push({
          key,
          type: 'firearm',
          brand,
          line,
          calibre: cal,
          grains: null,
          bullet: null,
          rounds: null,
          packNote: null,
          accessoryCategory: null,
          detail,
          familyKey: key,
          mfrCode: `${code}${ci ? `-${ci}` : ''}${di ? String.fromCharCode(65 + di) : ''}`,
          upc: makeUpc('7', seed, key),
          basePriceCents: retailCents(cents, seed, key),
          popular: !!popular && ci === 0,
        });
      });
    });
  }
  return out;
}

function accessories(seed: number, models: AccessoryModel[], tail: boolean): MasterProduct[] {
  const out: MasterProduct[] = [];
  for (const [brand, line, category, details, dollars, code, popular] of models) {
    details.forEach((detail, di) => {
      const key = ['acc', slug(brand), slug(line), slug(detail)].join(':');
      // Bigger sizes and bulk packs cost more; otherwise small deterministic spread between variants.
      const size = /8 lb|50 Pack|2-Pack|1000|16 oz|Double/.test(detail) ? 1.8 : 1 + rand(seed, key, 'spread') * 0.12;
      out.push({
        key,
        type: 'accessory',
        brand,
        line,
        calibre: null,
        grains: null,
        bullet: null,
        rounds: null,
        packNote: null,
        accessoryCategory: category,
        detail,
        familyKey: key,
        mfrCode: `${code}${di ? `-${di + 1}` : ''}`,
        upc: makeUpc(tail ? '8' : '6', seed, key),
        basePriceCents: retailCents(dollars * 100 * size, seed, key),
        popular: !!popular && di === 0,
      });
    });
  }
  return out;
}

/**
 * The shared master product list. 'small' keeps the popular products plus a deterministic third of the rest
 * (fast tests); 'full' adds the long tail so big stores carry a couple of thousand listings.
 */
export function buildMasterCatalogue(seed: number, scale: SandboxScale): MasterProduct[] {
  const all = uniqueCodes([
    ...ammo(seed),
    ...firearms(seed),
    ...accessories(seed, ACCESSORIES, false),
    ...accessories(seed, longTailAccessories(), true),
  ]);
  const head = all.filter((p) => !p.upc.startsWith('8'));
  if (scale === 'small') return head.filter((p) => p.popular || rand(seed, p.key, 'small') < 0.3);
  return all;
}

/** Stores use the part number as SKU, so it must name one product: repeats get a -B, -C ... suffix. */
function uniqueCodes(products: MasterProduct[]): MasterProduct[] {
  const seen = new Map<string, number>();
  for (const p of products) {
    const n = seen.get(p.mfrCode) ?? 0;
    seen.set(p.mfrCode, n + 1);
    if (n > 0) p.mfrCode = `${p.mfrCode}-${String.fromCharCode(65 + (n % 26))}${n >= 26 ? Math.floor(n / 26) : ''}`;
  }
  return products;
}

export { slug };
