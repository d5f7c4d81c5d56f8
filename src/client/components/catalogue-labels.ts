import type { AccessoryCategory } from '../../shared/constants';

/**
 * Human labels for the catalogue's slugs (calibre '.223rem' → '.223 Rem'). The full calibre vocabulary lives in
 * src/shared/titles, but it carries every alias and would weigh down the first bundle; the labels shoppers meet
 * most are listed here and other slugs are spelled out by rule.
 */
export const CALIBRE_LABELS: Record<string, string> = {
  '9mm': '9mm',
  '.45acp': '.45 ACP',
  '.40sw': '.40 S&W',
  '.223rem': '.223 Rem',
  '.308win': '.308 Win',
  '.30-06': '.30-06 Springfield',
  '.22lr': '.22 LR',
  '12ga': '12 Gauge',
  '20ga': '20 Gauge',
};

const SUFFIX_LABELS: Record<string, string> = {
  acp: 'ACP',
  sw: 'S&W',
  rem: 'Rem',
  win: 'Win',
  lr: 'LR',
  wmr: 'WMR',
  hmr: 'HMR',
  mag: 'Mag',
  spl: 'Special',
  sig: 'SIG',
  ga: 'Gauge',
  creedmoor: 'Creedmoor',
  prc: 'PRC',
  nato: 'NATO',
  blk: 'BLK',
  wsm: 'WSM',
  super: 'Super',
  auto: 'Auto',
  mak: 'Makarov',
  tok: 'Tokarev',
  swiss: 'Swiss',
  grendel: 'Grendel',
  lapua: 'Lapua',
  bore: 'Bore',
  short: 'Short',
  long: 'Long',
  rum: 'RUM',
  saum: 'SAUM',
  wby: 'Wby',
  hornet: 'Hornet',
  sgt: 'SGT',
  spc: 'SPC',
  mauser: 'Mauser',
  bmg: 'BMG',
};

export function calibreLabel(slug: string): string {
  if (CALIBRE_LABELS[slug]) return CALIBRE_LABELS[slug];
  const m = /^(\.?\d[\d.x-]*(?:mm)?)([a-z]+)$/.exec(slug);
  if (!m) return slug;
  const [, number, suffix] = m;
  return `${number} ${SUFFIX_LABELS[suffix] ?? suffix.charAt(0).toUpperCase() + suffix.slice(1)}`;
}

export const ACCESSORY_CATEGORY_LABELS: Record<AccessoryCategory, string> = {
  optics: 'Optics',
  mounts: 'Mounts',
  magazines: 'Magazines',
  storage: 'Storage',
  grips: 'Grips',
  slings: 'Slings',
  cleaning: 'Cleaning',
  reloading: 'Reloading',
  targets: 'Targets',
  holsters: 'Holsters',
  tactical: 'Tactical',
  muzzle: 'Muzzle Devices',
  triggers: 'Triggers',
  safety: 'Safety',
  general: 'General Accessories',
};

/** 'Category: X' uses the human label when the category is one of ours, else the text as the server sent it. */
export function categoryLabel(category: string): string {
  return (ACCESSORY_CATEGORY_LABELS as Record<string, string>)[category] ?? category;
}
