import { CALIBRE_ROWS, type CalibreKind } from '../../../shared/titles/vocabulary/calibres.js';

/**
 * The 'Category: X' line of a result row (SPEC §2). Accessories show their accessory category; ammunition and
 * firearms show the kind of their calibre (Handgun, Rifle, Rimfire...), which says more than repeating the type;
 * without a known calibre, the product type label. See docs/decisions/0019-public-search.md.
 */
const KIND_LABELS: Record<CalibreKind, string> = {
  rimfire: 'Rimfire',
  'centerfire-pistol': 'Handgun',
  'centerfire-rifle': 'Rifle',
  shotgun: 'Shotgun',
  muzzleloader: 'Muzzleloader',
  airgun: 'Airgun',
};

const TYPE_LABELS: Record<string, string> = { ammunition: 'Ammunition', firearm: 'Firearm', accessory: 'Accessory' };

const ACCESSORY_LABELS: Record<string, string> = { general: 'General Accessories', muzzle: 'Muzzle Devices' };

const KIND_BY_CALIBRE = new Map<string, CalibreKind>(CALIBRE_ROWS.map((row) => [row[0], row[2]]));

export function productCategory(
  productType: string | null,
  calibre: string | null,
  accessoryCategory: string | null,
): string | null {
  if (productType === 'accessory') {
    if (!accessoryCategory) return TYPE_LABELS.accessory;
    return (
      ACCESSORY_LABELS[accessoryCategory] ?? accessoryCategory.charAt(0).toUpperCase() + accessoryCategory.slice(1)
    );
  }
  const kind = calibre ? KIND_BY_CALIBRE.get(calibre) : undefined;
  if (kind) return KIND_LABELS[kind];
  return productType ? (TYPE_LABELS[productType] ?? null) : null;
}
