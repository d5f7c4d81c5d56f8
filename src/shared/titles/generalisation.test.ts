import { describe, expect, it } from 'vitest';
import { analyzeListing, classifyListing, type Classification } from './classify-listing';
import { readBoxQuantity } from './extract';

// Notations met on real titles outside the tuned sets (docs/decisions/0210-titles-generalisation.md).
type Exp = Partial<Classification>;
function check(rows: Array<[string, Exp]>) {
  it.each(rows)('%s', (title, exp) => {
    const got = classifyListing({ title });
    for (const [k, v] of Object.entries(exp)) expect(got[k as keyof Classification], `${k} of "${title}"`).toBe(v);
  });
}

describe('counts', () => {
  check([
    // a box phrase beside the case the listing is priced for: the case is sold
    [
      'Sierra Sport Master .30-06 SPRG 165 grain HPBT GameKing 20 rd box FREE SHIPPING (1000 rd case)',
      { boxQuantity: 1000 },
    ],
    ['410 Gauge 250 Rounds Ammunition Clever 1/2" oz Lead #9 Case of 2500', { boxQuantity: 2500 }],
    ['Sellier & Bellot 30-06 Springfield 180 gr SPCE 20 rd box', { boxQuantity: 20 }],
    ['PMC 223 Rem 55 FMJ-BT 1000/Cas', { boxQuantity: 1000 }],
    ['fiocchi ammunition 223 remington fmj boat tail 55 grain box 50 fio 223a', { boxQuantity: 50, grain: 55 }],
    ['Hirtenberger 7.62x51 Nato 240 Battle Pack, Berdan Primed', { boxQuantity: 240, grain: null }],
    // French: "50/bte", "50 par boîte"
    ['Winchester Ranger 9mm 147gr T-Series 50/bte', { boxQuantity: 50 }],
    ['Balles Federal 9 mm 115 gr FMJ, 50 par boîte', { boxQuantity: 50, grain: 115 }],
    // a bare box size closing the title, when the weight carries its unit
    ['REMINGTON TBOLT 22LR 40GR HV RN 525 047700212715', { boxQuantity: 525, grain: 40 }],
  ]);
  it('does not read a bare closing number without a written weight, nor a weight, as a count', () => {
    expect(readBoxQuantity('remington 223 remington 55 psp')).toBeNull();
    expect(readBoxQuantity('federal 9mm fmj 115')).toBeNull();
    expect(readBoxQuantity('cci 22lr 40gr 1234')).toBeNull();
  });
});

describe('a firearm word naming an ammunition line', () => {
  check([
    [
      'Sellier & Bellot SB65A Rifle 6.5 Creedmoor 140 gr Full Metal Jacket Boat Tail (FMJBT) 754908512553',
      { productType: 'ammunition', calibre: '6.5creedmoor', grain: 140 },
    ],
    ['Sellier & Bellot Rifle 754908511792 303 British 180 Grains Full Metal Jacket', { productType: 'ammunition' }],
    ['Ruger American Rifle .308 Win 22" Barrel Bolt Action', { productType: 'firearm' }],
  ]);
});

describe('calibre names glued to their number', () => {
  check([
    [
      'Sellier & Bellot SB3006E Rifle 30-06Springfield 180gr Soft Point Cut Through Edge 20 Per Box/20 Case',
      { productType: 'ammunition', calibre: '.30-06', boxQuantity: 20, grain: 180 },
    ],
    ['S&b 303british 180gr Fmj 20/400', { calibre: '.303british', boxQuantity: 20 }],
  ]);
});

describe('brands', () => {
  check([
    ['TELAAMMO USA 7.62x39 AMMUNITION 1000 ROUNDS CASE FULL METAL JACKET', { manufacturer: 'tela-impex' }],
    // extras sold with the ammunition are not its maker
    [
      'BULK AMMO & STORAGE COMBO: Chinese Surplus Ammunition, 7.62x39, FMJ Corrosive with MTM Ammo Can - 300 Rounds',
      { manufacturer: null, boxQuantity: 300 },
    ],
    ['Remington 700 SPS .308 Win with Leupold VX-Freedom scope', { manufacturer: 'remington' }],
  ]);
});

describe('confidence of a bare box notation', () => {
  it('trusts "100/5000" beside a cartridge word enough to price it', () => {
    const a = analyzeListing({ title: 'Cci 22 Long Cprn 100/5000 RPLCCI29 076683000293' });
    expect(a.classification).toMatchObject({ productType: 'ammunition', boxQuantity: 100 });
    expect(a.confidence.boxQuantity).toBeGreaterThanOrEqual(0.7);
  });
  it('still reads "Ruger 10/22" as no count', () => {
    expect(classifyListing({ title: 'Ruger 10/22 Carbine .22 LR' })).toMatchObject({
      productType: 'firearm',
      boxQuantity: null,
    });
  });
});
