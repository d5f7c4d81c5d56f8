import { describe, expect, it } from 'vitest';
import { classifyListing, type ListingInput } from './classify-listing';
import { productMatchKey } from './match-key';

/** The matching rules of 0016-title-matching.md, one table per rule: pairs that must share a key, and must not. */
const key = (input: ListingInput & { gtin?: string | null }) => productMatchKey(input, classifyListing(input));
const k = (title: string) => key({ title });

type Pair = [string, string];
function rule(name: string, same: Pair[], different: Pair[]) {
  describe(name, () => {
    if (same.length)
      it.each(same)('%s ≡ %s', (a, b) => {
        expect(k(a), a).not.toBeNull();
        expect(k(a)).toBe(k(b));
      });
    if (different.length)
      it.each(different)('%s ≠ %s', (a, b) => {
        const ka = k(a);
        expect(ka === null || ka !== k(b), `${ka}`).toBe(true);
      });
  });
}

rule(
  'ammunition: maker abbreviations and product lines',
  [
    ['Federal American Eagle 9mm Luger 124gr FMJ - Box of 50', 'Federal AE 9mm 124 gr FMJ 50 rds'],
    [
      'Winchester USA White Box .40 S&W 165gr FMJ - Box of 50',
      'Win USA White Box .40 Smith & Wesson 165gr FMJ - 50 Rounds',
    ],
    ['Remington .30-06 Springfield Core-Lokt 150gr PSP - Box of 20', 'Rem Core Lokt 30-06 Sprg 150 gr PSP 20rds'],
    ['Sellier & Bellot 9mm Luger 124gr FMJ - Box of 50', 'S&B 9mm Parabellum 124gr FMJ - 50 Rounds'],
    ['Sellier&Bellot 308 Win 147gr FMJ - 20 Rounds', 'SELLIER & BELLOT .308 WIN 147GR FMJ 20RD'],
    ['PPU .308 Win 145gr FMJ BT - Box of 20', '.308 Win 145 Grain FMJ BT Prvi Partizan 20 rds'],
    ['CCI Blazer 9mm 115gr FMJ 50/box', 'CCI Blazer Brass 9mm Luger 115 Grain FMJ 50 Rounds'],
    ['PMC Bronze .308 Winchester 147gr FMJ BT - 20 Rounds', 'PMC .308 Win Bronze 147gr FMJ BT - Box of 20'],
  ],
  [
    ['CCI Blazer Aluminum 9mm 115gr FMJ 50 rds', 'CCI Blazer Brass 9mm 115gr FMJ 50 rds'],
    ['Federal American Eagle 9mm 124gr FMJ 50 rds', 'Federal Syntech 9mm 124gr 50 rds'],
    ['Winchester USA White Box 9mm 115gr FMJ 50 rds', 'Winchester Super-X 9mm 115gr 50 rds'],
  ],
);

rule(
  'ammunition: bullet types are one family whatever the spelling; a named line fixes the bullet',
  [
    ['PPU 9mm Luger 115gr FMJ - Box of 50', 'PPU 9mm 115 Grain Full Metal Jacket 50 Rounds'],
    ['PPU .308 Win 145gr FMJ BT 20 rds', 'PPU .308 Win 145gr FMJBT 20 rds'],
    ['Federal American Eagle .22 LR 38gr CPHP - 400 Rounds', 'Federal American Eagle .22 Long Rifle 38gr - Box of 400'],
  ],
  [
    ['PPU .223 Rem 55gr FMJ BT 20 rds', 'PPU .223 Rem 55gr SP 20 rds'],
    ['Sellier & Bellot .308 Win 180gr SPCE 20 rds', 'Sellier & Bellot .308 Win 180gr FMJ 20 rds'],
    ['PPU .223 Rem 55gr FMJ 20 rds', 'PPU .223 Rem 55gr 20 rds'], // no bullet, no line: too thin
  ],
);

rule(
  'ammunition: grain and box quantity are always part of the product',
  [
    [
      'Federal American Eagle 9mm Luger 147gr FMJ Flat Point 50rds',
      'American Eagle 9x19 147 Grain FMJ FP - Box of 50 Federal',
    ],
    [
      'Remington UMC 9mm 115gr FMJ - Case of 250 (5 boxes of 50)',
      'Rem UMC 9mm Parabellum 115 gr - 250 Rounds (5 boxes of 50)',
    ],
    ['CCI 5202 Blazer Brass .380 ACP 95gr FMJ (50)', 'CCI Blazer Brass .380 Auto 95 Grain FMJ 50 rds'],
  ],
  [
    ['Federal American Eagle 9mm 115gr FMJ 50rds', 'Federal American Eagle 9mm 124gr FMJ 50rds'],
    ['Federal American Eagle 9mm 124gr FMJ 50rds', 'Federal American Eagle 9mm 124gr FMJ 1000rds'],
    ['Federal American Eagle 9mm FMJ 50rds', 'Federal American Eagle 9mm FMJ 50 rounds'], // no grain: any of three loads
  ],
);

rule(
  'ammunition: calibres that look alike stay apart',
  [['Winchester USA White Box 5.56 NATO 55gr FMJ M193 20rds', 'Win USA White Box 5.56x45 55gr FMJ M193 - 20 Rounds']],
  [
    ['Federal American Eagle 5.56x45mm 55gr FMJ XM193 20rds', 'Federal American Eagle .223 Rem 55gr FMJ 20rds'],
    ['Winchester USA White Box 7.62x51 NATO 147gr FMJ M80 20rds', 'Winchester USA White Box .308 Win 147gr FMJ 20rds'],
  ],
);

rule(
  'shotshells: length, payload and shot size',
  [
    [
      'Federal 12 GA Top Gun 2-3/4" 1-1/8 oz #8 Target - Box of 25',
      'Federal Premium Top Gun 12 Gauge 2 3/4" 1 1/8 oz #8 - 25 Rounds',
    ],
    [
      'Remington 12 Gauge Gun Club 2-3/4" 1-1/8 oz #7.5 Target - Box of 25',
      '12ga 2-3/4" 1-1/8 oz #7.5 Target REMINGTON Gun Club 25 rds',
    ],
  ],
  [
    [
      'Federal 12 GA Top Gun 2-3/4" 1-1/8 oz #7.5 Target - Box of 25',
      'Federal 12 GA Top Gun 2-3/4" 1-1/8 oz #8 Target - Box of 25',
    ],
    [
      'Federal 12 GA Top Gun 2-3/4" 1 oz #8 Target - Box of 25',
      'Federal 12 GA Top Gun 2-3/4" 1-1/8 oz #8 Target - Box of 25',
    ],
    ['Federal 12 GA Top Gun 1-1/8 oz Target - Box of 25', 'Federal 12 GA Top Gun 1-1/8 oz Target 25 rounds'], // no shot size
  ],
);

rule(
  'firearms: maker + model (normalised) + calibre',
  [
    ['Ruger 10/22 Carbine .22 LR 18.5" Black', 'Ruger 10-22 Carbine 22LR 18.5" Black'],
    ['Tikka T3x Lite .308 Win Stainless Fluted', 'TIKKA T3X LITE 308 WIN STAINLESS FLUTED'],
    ['Ruger American Rifle .308 Win, 22" Black Synthetic', 'American Rifle 308 Winchester 22" Black Synthetic - Ruger'],
    ['Glock 19 Gen5 9mm FS MOS', 'Glock 19 Gen5 9mm Parabellum FS MOS #PA195S201'],
    ['Tikka T3x Lite .300 Win Mag Stainless Fluted', 'Tikka T3x Lite .300 Win Mag Stainless Fluted #JRTXB-5B'],
    ['CZ 457 American .22 LR 20.5" Synthetic', 'CZ 457 American .22 LR 20.5" Synthetic #02300B'],
  ],
  [
    ['Tikka T3x Lite .308 Win Stainless', 'Tikka T3x Lite 6.5 Creedmoor Stainless'],
    ['Ruger American Rifle .308 Win, Predator 22" Green', 'Ruger American Rifle .308 Win, 22" Black Synthetic'],
    ['Mossberg 500 Field 12 Gauge 28" Vent Rib Wood', 'Mossberg 500 Field 12 Gauge 26" Synthetic'],
    ['Glock 17 Gen5 9mm', 'Glock 19 Gen5 9mm'],
    ['Winchester Ranger Lever Action', 'Winchester Ranger Lever Action Rifle'], // no model designation: null
  ],
);

rule(
  'accessories: maker + model, per calibre, part numbers and "by <maker>" understood',
  [
    ['Leupold VX-Freedom 3-9x40 (Duplex)', 'LEUPOLD VX-FREEDOM 3-9X40 DUPLEX'],
    ['Blackhawk Serpa CQC Holster (Glock 34 Right Hand) BLH-9', 'Blackhawk Serpa CQC Holster (Glock 34 Right Hand)'],
    ['Vedder LightTuck IWB (Glock 17 Right Hand)', 'LightTuck IWB Glock 17 Right Hand by Vedder'],
    ['KleenBore Cotton Bore Mop (.338 Cal)', 'Cotton Bore Mop .338 Cal by KleenBore'],
  ],
  [
    ['Tipton Snap Caps (7.62x39 2 Pack)', 'Tipton Snap Caps (20 Gauge 2 Pack)'],
    ['Weaver Grand Slam Base (#45)', 'Weaver Grand Slam Base #46'],
    ['CCI Primers 1000ct (Large Pistol #300)', 'CCI Primers 1000ct (Large Rifle #200)'],
    ['Hodgdon Smokeless Powder (H1000 1 lb)', 'Hodgdon Smokeless Powder (H4350 1 lb)'],
    ['Magpul MOE Grip AR-15 Black', 'Magpul MOE Grip AK-47 Black'],
  ],
);

describe('GTIN', () => {
  it('keys a thin title by its GTIN, and a complete title by its attributes so stores without GTINs meet it', () => {
    expect(key({ title: 'FEDERAL American Eagle 9x19 Ammo Full Metal Jacket Box of 50', gtin: '029465064501' })).toBe(
      'gtin:00029465064501',
    );
    expect(key({ title: 'Federal American Eagle 9mm 115gr FMJ 50 rds', gtin: '029465064501' })).toBe(
      k('American Eagle 9mm Luger 115 Grain FMJ Box of 50'),
    );
    expect(key({ title: 'Axe Hawk Head', gtin: '029465064502' })).toBeNull(); // bad check digit
  });
});
