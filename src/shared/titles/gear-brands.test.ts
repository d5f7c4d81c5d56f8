import { describe, expect, it } from 'vitest';
import { classifyListing, type Classification } from './classify-listing';

// Accessory brands and kinds, on wordings written for these tests (docs/decisions/0435-titles-gear-brands-and-accessories-2.md).
type Exp = Partial<Classification>;
function check(rows: Array<[string, Exp]>) {
  it.each(rows)('%s', (title, exp) => {
    const got = classifyListing({ title });
    for (const [k, v] of Object.entries(exp)) expect(got[k as keyof Classification], `${k} of "${title}"`).toBe(v);
  });
}

describe('a maker that makes no guns closing a part title after a dash is its maker, not its fitment', () => {
  check([
    ['Scope Rings 30mm High - Burris', { manufacturer: 'burris', productType: 'accessory' }],
    ['Picatinny Base One Piece - Leupold', { manufacturer: 'leupold' }],
    // a gun maker closing a part's title is still the fitment
    ['Extended Magazine Release Assembly - Glock', { manufacturer: null }],
  ]);
});

describe('makers absent from the shared vocabulary read as no brand', () => {
  check([
    ['A-Zoom 20ga Snap Caps 2 pack', { manufacturer: null, productType: 'accessory', boxQuantity: null }],
    ['Azoom Precision Dummy Rounds .30-06 5pk', { manufacturer: null, productType: 'accessory' }],
  ]);
});

describe('reloading tools and French store preambles', () => {
  check([
    // the British spelling of a bullet mold
    ['Lee .45 ACP Bullet Mould Double Cavity', { productType: 'accessory', accessoryCategory: 'reloading' }],
    // "Accessoire Maker: …" opens with a shelf word, not an unknown maker
    ['Accessoires Savage: chargeur Axis 4 coups', { manufacturer: 'savage', accessoryCategory: 'magazines' }],
  ]);
});
