import { CALIBRES } from './calibres.js';
import { pick, rand } from './rng.js';
import type { MasterProduct } from './types.js';

/**
 * How each store writes its titles. Real stores disagree on everything: word order, 'Federal' vs 'FEDERAL' vs
 * 'Federal Premium', '9mm Luger' vs '9x19', '50 rds' vs 'Box of 50', with or without grains. The matching
 * engine must see through all of it, so every store has its own style plus per-listing variation.
 */
export type TitleStyle =
  'brand-first' | 'calibre-first' | 'caps' | 'rounds-first' | 'code' | 'verbose' | 'by-brand' | 'dashed' | 'family';

const BRAND_ALIASES: Record<string, string[]> = {
  Federal: ['Federal', 'FEDERAL', 'Federal Premium'],
  Winchester: ['Winchester', 'WINCHESTER', 'Win'],
  Remington: ['Remington', 'REMINGTON', 'Rem'],
  'Sellier & Bellot': ['Sellier & Bellot', 'S&B', 'Sellier&Bellot'],
  PPU: ['PPU', 'Prvi Partizan', 'PPU'],
  Geco: ['Geco', 'GECO', 'Geco'],
  Hornady: ['Hornady', 'HORNADY', 'Hornady'],
  'Smith & Wesson': ['Smith & Wesson', 'S&W', 'Smith & Wesson'],
  'SIG Sauer': ['SIG Sauer', 'Sig Sauer', 'SIG'],
};

const BULLET_LONG: Record<string, string> = {
  FMJ: 'Full Metal Jacket',
  JHP: 'Jacketed Hollow Point',
  JSP: 'Jacketed Soft Point',
  PSP: 'Pointed Soft Point',
  SP: 'Soft Point',
  HP: 'Hollow Point',
  LRN: 'Lead Round Nose',
  CPRN: 'Copper Plated Round Nose',
  CPHP: 'Copper Plated Hollow Point',
  'FMJ BT': 'FMJ Boat Tail',
};

interface Ctx {
  seed: number;
  storeKey: string;
  style: TitleStyle;
  /** Index into the alias lists this store prefers (0 = canonical). */
  aliasIndex: number;
}

function brandOf(p: MasterProduct, c: Ctx): string {
  const aliases = BRAND_ALIASES[p.brand];
  if (!aliases) return p.brand;
  // Mostly the store's habit, sometimes another spelling (different staff wrote the listing).
  return rand(c.seed, c.storeKey, p.key, 'brand') < 0.8
    ? aliases[c.aliasIndex % aliases.length]
    : pick(aliases, c.seed, c.storeKey, p.key, 'brand2');
}

function calibreOf(cal: string, p: MasterProduct, c: Ctx): string {
  const aliases = CALIBRES[cal]?.aliases ?? [cal];
  return rand(c.seed, c.storeKey, p.key, 'cal') < 0.75
    ? aliases[c.aliasIndex % aliases.length]
    : pick(aliases, c.seed, c.storeKey, p.key, 'cal2');
}

/** The line, unless it only repeats the brand (S&B, Geco, Norinco). */
function lineOf(p: MasterProduct, brand: string): string {
  if (p.line === p.brand || p.line === brand || p.line === 'Prvi Partizan') return '';
  return p.line;
}

function roundsText(p: MasterProduct, c: Ctx, form: number): string {
  const n = p.rounds ?? 0;
  if (p.packNote) {
    return [
      `${n} Rounds (${p.packNote})`,
      `Case of ${n}`,
      `${n} rds - ${p.packNote}`,
      `${n} Round Case`,
      `${n}rd case`,
    ][form % 5];
  }
  return [`${n} Rounds`, `${n} rds`, `${n}/box`, `Box of ${n}`, `${n}rd`, `${n} ct`][form % 6];
}

const join = (...parts: string[]) => parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();

function ammoTitle(p: MasterProduct, c: Ctx, withRounds: boolean): string {
  const brand = brandOf(p, c);
  const line = lineOf(p, brand);
  const cal = calibreOf(p.calibre!, p, c);
  const r = (k: string) => rand(c.seed, c.storeKey, p.key, k);
  // Some listings leave out the grain weight or the bullet type (hard for matching, common in real stores).
  const grains = p.grains && r('nogr') > 0.08 ? p.grains : null;
  const bullet = p.bullet && r('nobullet') > 0.08 ? p.bullet : '';
  const g = (form: string) => (grains ? form.replace('N', String(grains)) : '');
  const rounds = (form: number) => (withRounds ? roundsText(p, c, form) : '');
  switch (c.style) {
    case 'brand-first':
      return join(brand, line, cal, g('Ngr'), bullet, withRounds ? `- ${rounds(0)}` : '');
    case 'calibre-first':
      return join(cal, g('N Grain'), bullet, brand, line, rounds(1));
    case 'caps':
      return join(brand, line, cal, g('NGR'), bullet, rounds(4)).toUpperCase();
    case 'rounds-first':
      return withRounds
        ? join(p.packNote ? rounds(3) : rounds(3), '-', brand, line, cal, g('N gr'), bullet)
        : join(brand, line, cal, g('N gr'), bullet);
    case 'code':
      return join(brand, p.mfrCode, line, cal, g('Ngr'), bullet, withRounds ? `(${p.rounds})` : '');
    case 'verbose':
      return join(brand, line, cal, 'Ammo', g('N Grain'), BULLET_LONG[bullet] ?? bullet, rounds(3));
    case 'by-brand':
      return join(line || brand, cal, g('Ngr'), bullet, `by ${brand},`, rounds(2));
    case 'dashed':
      return [brand, line, cal, g('Ngr'), bullet, rounds(1)].filter(Boolean).join(' - ');
    case 'family':
      return join(brand, cal, line, g('Ngr'), bullet, rounds(0));
  }
}

function firearmTitle(p: MasterProduct, c: Ctx): string {
  const brand = brandOf(p, c);
  const cal = calibreOf(p.calibre!, p, c);
  switch (c.style) {
    case 'caps':
      return join(brand, p.line, cal, p.detail ?? '').toUpperCase();
    case 'calibre-first':
    case 'by-brand':
      return join(p.line, cal, p.detail ?? '', '-', brand);
    case 'code':
      return join(brand, p.line, cal, p.detail ?? '', `#${p.mfrCode}`);
    case 'dashed':
      return [brand, p.line, cal, p.detail ?? ''].filter(Boolean).join(' - ');
    case 'verbose':
      return join(brand, p.line, cal, p.detail ?? '');
    default:
      return join(brand, p.line, cal, p.detail ? `, ${p.detail}` : '').replace(' ,', ',');
  }
}

function accessoryTitle(p: MasterProduct, c: Ctx): string {
  const brand = brandOf(p, c);
  const d = p.detail ?? '';
  switch (c.style) {
    case 'caps':
      return join(brand, p.line, d).toUpperCase();
    case 'by-brand':
    case 'calibre-first':
      return join(p.line, d, `by ${brand}`);
    case 'code':
      return join(brand, p.line, `(${d})`, p.mfrCode);
    case 'dashed':
      return [brand, p.line, d].filter(Boolean).join(' - ');
    case 'rounds-first':
      return join(brand, p.line, d ? `- ${d}` : '');
    default:
      return join(brand, p.line, d ? `(${d})` : '');
  }
}

export function storeTitle(p: MasterProduct, ctx: Ctx, opts: { withRounds?: boolean } = {}): string {
  if (p.type === 'ammunition') return ammoTitle(p, ctx, opts.withRounds ?? true);
  if (p.type === 'firearm') return firearmTitle(p, ctx);
  return accessoryTitle(p, ctx);
}

/** Shopify variant titles for ammunition packages. */
export function variantTitle(p: MasterProduct): string {
  if (!p.rounds) return 'Default Title';
  return p.packNote ? `Case of ${p.rounds} (${p.packNote})` : `Box of ${p.rounds}`;
}
