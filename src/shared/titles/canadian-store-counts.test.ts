import { describe, expect, it } from 'vitest';
import { readBoxQuantity } from './extract';
import { understandListing } from './understand';
import { checkTitles } from '../../test/title-checks';

// Canadian and US store wordings of counts, containers and item codes, written for these rules
// (docs/decisions/0430-titles-held-out-41-42-lots-of-boxes.md); none is a held-out title.

describe('boxes counted after the box size: the lot is sold', () => {
  checkTitles([
    ['Geco 9mm Luger 124gr FMJ - 50 Rounds - Case of 20 boxes', { boxQuantity: 1000, calibre: '9mm' }],
    ['Federal 22 LR 40 gr HV Boîte de 50 - Caisse de 10 boîtes', { boxQuantity: 500 }],
    ['Sellier & Bellot 9mm 115 gr FMJ 50 balles x 20 boîtes', { boxQuantity: 1000 }],
    ['Norinco 7.62x39 FMJ 20 rds - carton of 50 boxes', { boxQuantity: 1000 }],
    // a total the boxes divide is the lot's already
    ['Magtech 9mm 115gr FMJ 1000 Rounds - Case of 20 boxes', { boxQuantity: 1000 }],
    // boxes of a given size, and a case of rounds, read as before
    ['CCI 22 LR 40 gr - caisse de 10 boîtes de 50', { boxQuantity: 500 }],
    ['Winchester 223 Rem 55gr FMJ Case of 200', { boxQuantity: 200 }],
  ]);
  it('leaves a lot it cannot work out to the guard', () => {
    expect(readBoxQuantity('federal 9mm 115gr 250 rounds case of 3 boxes')?.confidence).toBeLessThan(0.7);
    const u = understandListing({ title: 'Federal 9mm 115gr 250 Rounds - Case of 3 boxes' }, 30000);
    expect(u.pricePerRoundCents).toBeNull();
  });
  it('hides the price per round when the lot is priced as one box', () => {
    // a box of 50 at $21: read as the case of 1000 it is 2 cents a round, below any 9mm band
    const u = understandListing({ title: 'Geco 9mm Luger 124gr FMJ - 50 Rounds - Case of 20 boxes' }, 2100);
    expect(u.pricePerRoundCents).toBeNull();
    expect(u.pprGuard).toBe('below-band');
  });
});

describe('Québec "cart." and containers named before their count', () => {
  checkTitles([
    ['Winchester Super-X 270 Win 130 gr. Power-Point, 20 cart.', { boxQuantity: 20, grain: 130 }],
    ['CCI Blazer 40 S&W 180 gr. FMJ, 50 cart./boîte', { boxQuantity: 50 }],
    ['Norinco 7.62x39 Tin 880', { productType: 'ammunition', boxQuantity: 880 }],
    ['Wolf 7.62x39 122gr FMJ Spam Can 700', { boxQuantity: 700 }],
    ['Federal 22 LR 36gr HP Bucket 1375', { boxQuantity: 1375 }],
    ['PPU 7.62x54R 182gr FMJ Crate 440', { boxQuantity: 440 }],
    // the calibre an ammo can is sized for is no count
    ['Plano Ammo Can 50 Cal Field Box', { productType: 'accessory', boxQuantity: null }],
    // airgun pellets come in tins
    ['Gamo Pro Magnum .177 Tin 250', { productType: 'accessory' }],
    // what a holder is made for is a capacity
    ['Boîte à munitions Plano pour 100 cartouches 9mm', { productType: 'accessory', boxQuantity: null }],
    ['Ammo Box for 50 rounds 45 ACP', { productType: 'accessory' }],
  ]);
});

describe("Federal's American Eagle item numbers and the .338 Winchester", () => {
  checkTitles([
    ['AE308D 308 Win 150gr FMJBT 20/bx', { manufacturer: 'federal', calibre: '.308win', boxQuantity: 20 }],
    ['AE45A 45 ACP 230gr FMJ 50rd', { manufacturer: 'federal', calibre: '.45acp' }],
    ['AE 9mm Luger 124gr FMJ 50 Rounds', { manufacturer: 'federal' }],
    // the code only opens a title: a maker named elsewhere stays the maker
    ['PMC Bronze 9mm 115gr FMJ AE-free 50rd', { manufacturer: 'pmc' }],
    ['Nosler Partition, 338 Winchester, 250 Grain, 20 Round Box', { calibre: '.338winmag', grain: 250 }],
  ]);
});

describe('European gauges with their chamber ("12/70") and "cal.20"', () => {
  checkTitles([
    ['Rio Game 12/70 32g #6 25 cartouches', { calibre: '12ga', grain: null, boxQuantity: 25 }],
    ['Fiocchi 20/76 Magnum 32 g #5 /25', { calibre: '20ga', grain: null, boxQuantity: 25 }],
    ['Cheddite 410/76 19g #7 10 cart.', { calibre: '.410', boxQuantity: 10 }],
    ['Beretta A300 Outlander 12/76 28"', { calibre: '12ga' }],
    ['Cartouches Remington cal.20 2 3/4 po #6 boîte de 25', { calibre: '20ga', boxQuantity: 25 }],
    // a box-and-case pair or a rimfire rifle's model is no gauge
    ['Winchester 12 ga 2 3/4 #8 25/250', { calibre: '12ga', boxQuantity: 25 }],
    ['Ruger 10/22 Takedown 22 LR', { calibre: '.22lr' }],
  ]);
});

describe('Canadian Tire\'s French "paq. 25"', () => {
  checkTitles([
    ['Cartouches de fusil de chasse Winchester Super-X, calibre 20, 2 3/4 po, no 6, paq. 25', { boxQuantity: 25 }],
    ['Balles Federal TruBall calibre 12, 2 3/4 po, 1 oz, paq. 5', { boxQuantity: 5, calibre: '12ga' }],
    // a shell length after "paq." is no count
    ['Cartouches Federal calibre 20 paq. 2 3/4 po', { boxQuantity: null }],
  ]);
});
