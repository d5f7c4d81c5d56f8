import { describe, expect, it } from 'vitest';
import { classifyListing, type ListingInput } from './classify-listing';
import { normalizeGtin, productMatchKey } from './match-key';

const key = (input: ListingInput & { gtin?: string | null }) => productMatchKey(input, classifyListing(input));
const k = (title: string) => key({ title });

describe('normalizeGtin', () => {
  it('pads UPC-A/EAN-13/EAN-8 to GTIN-14 and validates the check digit', () => {
    expect(normalizeGtin('029465064501')).toBe('00029465064501'); // Federal UPC
    expect(normalizeGtin('0 29465 06450 1')).toBe('00029465064501');
    expect(normalizeGtin('4006381333931')).toBe('04006381333931');
    expect(normalizeGtin('96385074')).toBe('00000096385074');
    expect(normalizeGtin('029465064502')).toBeNull(); // bad check digit
    expect(normalizeGtin('12345')).toBeNull();
    expect(normalizeGtin('00000000000000')).toBeNull();
  });
  it('prefers the GTIN over attributes', () => {
    expect(key({ title: 'anything', gtin: '029465064501' })).toBe('gtin:00029465064501');
    expect(key({ title: 'Blazer Brass 9mm 115gr FMJ 50/Box', gtin: 'bad' })).toMatch(/^ammo:/);
  });
});

describe('productMatchKey pairs', () => {
  const same: Array<[string, string]> = [
    ['Federal American Eagle 9mm Luger 115gr FMJ 50rds', 'American Eagle 9mm 115 Grain FMJ - Box of 50'],
    ['Blazer Brass 9mm 115gr FMJ 50/Box', 'CCI Blazer Brass 9mm Luger 115 Grain Full Metal Jacket 50 Rounds'],
    [
      'Buy this 20 Rounds of Bulk .308 Win Ammo by Sellier &amp; Bellot - 150gr SPCE',
      'Sellier & Bellot .308 Win 150gr SPCE Box of 20',
    ],
    ['Tikka T3x Lite 308 Win Stainless', 'Tikka T3x Lite Stainless .308 Win Rifle'],
    ['Magpul PMAG 30 AR/M4 GEN M2 MOE 5.56x45 Magazine', 'MAGPUL PMAG 30 AR/M4 Gen M2 MOE Magazine 5.56x45'],
  ];
  const different: Array<[string, string]> = [
    ['Federal American Eagle 9mm Luger 115gr FMJ 50rds', 'Federal American Eagle 9mm Luger 124gr FMJ 50rds'], // grain
    ['Federal American Eagle 9mm Luger 115gr FMJ 50rds', 'Federal American Eagle 9mm Luger 115gr FMJ 1000rds'], // count
    ['Federal American Eagle .223 Rem 55gr FMJ 20rds', 'Federal American Eagle 5.56 NATO 55gr FMJ 20rds'], // NATO split
    ['Federal American Eagle 9mm Luger 124gr FMJ 50rds', 'Federal HST 9mm Luger 124gr JHP 50rds'], // line
    ['Tikka T3x Lite 308 Win Stainless', 'Tikka T3x Lite 6.5 Creedmoor Stainless'], // calibre
    ['Glock 17 9mm 17 Round Magazine', 'Glock 19 9mm 15 Round Magazine'],
  ];
  it.each(same)('%s ≡ %s', (a, b) => {
    expect(k(a)).not.toBeNull();
    expect(k(a)).toBe(k(b));
  });
  it.each(different)('%s ≠ %s', (a, b) => {
    expect(k(a)).not.toBe(k(b));
  });
  it('returns null when attributes are too thin', () => {
    expect(k('RANGE DYNAMICS 9MM LUGER AMMO')).toBeNull(); // no count
    expect(k('9mm Luger 115 gr FMJ 1000 rd case')).toBeNull(); // no maker
    expect(k('Winchester Ranger Lever Action')).toBeNull(); // no model designation
    expect(k('Axe Hawk Head')).toBeNull();
  });
  it('formats ammunition keys', () => {
    // a named line fixes the bullet at a given weight, so the bullet field is left empty (see 0016-title-matching.md)
    expect(k('Federal American Eagle 9mm Luger 115gr FMJ 50rds')).toBe('ammo:federal|american eagle|9mm|115||50');
    // without a line the bullet family tells a maker's loads apart
    expect(k('PPU .223 Rem 55gr FMJ BT - Box of 20')).toBe('ammo:ppu||.223rem|55|fmj|20');
  });
});
