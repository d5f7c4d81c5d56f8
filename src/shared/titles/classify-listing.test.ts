import { describe, expect, it } from 'vitest';
import { classifyListing } from './classify-listing';
import { decodeEntities, normalizeTitle } from './normalize';
import { extractBoxQuantity } from './extract';
import {
  CALIBRE_FILTER_SLUGS,
  CALIBRE_ROWS,
  MANUFACTURER_FILTER_SLUGS,
  MANUFACTURER_ROWS,
  calibreName,
  categorisedBrands,
  isCalibreSlug,
  isManufacturerSlug,
  manufacturerByName,
  manufacturerMakes,
  manufacturerName,
} from './vocabulary';
import { checkTitles } from '../../test/title-checks';

describe('vocabulary', () => {
  it('keeps every SPEC filter slug', () => {
    for (const s of CALIBRE_FILTER_SLUGS) expect(isCalibreSlug(s)).toBe(true);
    for (const s of MANUFACTURER_FILTER_SLUGS) expect(isManufacturerSlug(s)).toBe(true);
  });
  it('has one slug per alias', () => {
    for (const rows of [CALIBRE_ROWS, MANUFACTURER_ROWS]) {
      const seen = new Map<string, string>();
      for (const row of rows)
        for (const a of row.slice(3) as string[]) {
          expect(seen.get(a) ?? row[0], a).toBe(row[0]);
          seen.set(a, row[0]);
        }
    }
  });
  it('names slugs for display', () => {
    expect(calibreName('.22lr')).toBe('.22 Long Rifle');
    expect(manufacturerName('winchester')).toBe('Winchester');
    expect(calibreName('unknown')).toBe('unknown');
  });
  it('gives a kind of accessory only to known accessory makers, and finds makers by display name', () => {
    for (const slug of categorisedBrands()) expect(manufacturerMakes(slug)?.accessory, slug).toBe(true);
    expect(manufacturerByName('SK')).toBe('sk');
    expect(manufacturerByName('Smith & Wesson')).toBe('smith-wesson');
    expect(manufacturerByName('troy')).toBeNull();
  });
});

describe('normalisation', () => {
  it('decodes HTML entities, including double escaping', () => {
    expect(decodeEntities('Sellier &amp; Bellot 20ga 3&quot; &#174;')).toBe('Sellier & Bellot 20ga 3" ®');
    expect(decodeEntities('S&amp;amp;B')).toBe('S&B');
  });
  it('lower-cases, strips ® and thousands separators', () => {
    expect(normalizeTitle('Browning®  1911 Case of 1,000')).toBe('browning 1911 case of 1000');
  });
});

describe('box quantity', () => {
  checkTitles([
    ['Winchester 9mm 115gr FMJ 50rds', { boxQuantity: 50 }],
    ['Federal 9mm 124 Grain HST Box of 20', { boxQuantity: 20 }],
    ['Top Gun 12 Gauge 2-3/4" 1-1/8oz #8 Shot 1145 FPS 25/Box', { boxQuantity: 25, grain: null }],
    ['CCI .22 LR 40gr Brick of 500', { boxQuantity: 500 }],
    ['Magtech 9mm 115gr FMJ Case of 1,000', { boxQuantity: 1000 }],
    ['Barnaul .223 Rem 55gr FMJ 500 rounds (25 boxes of 20)', { boxQuantity: 500 }],
    ['Federal HST 9mm 124 Grain Case of 200 (10 Boxes of 20)', { boxQuantity: 200 }],
    ['Blazer 9mm Luger 115gr Full Metal Jacket 1,000 Case', { boxQuantity: 1000 }],
    ['250 Round Case - 9mm Luger +P 135 Grain Hornady Critical Duty', { boxQuantity: 250 }],
    ['Federal Champion .22LR 36gr. HP Value Pack 5250rds', { boxQuantity: 5250, grain: 36 }],
    ['Buy this 222 Rounds of Bulk .22 LR Ammo by Winchester - 36gr CPHP', { boxQuantity: 222, calibre: '.22lr' }],
    // traps: velocity, pellet count, shot size, shell length, shot charge, model number, price
    ['Challenger 12 Gauge Magnum 2-3/4 inch 00Buck 9 Pellets 175rds', { boxQuantity: 175 }],
    ['Federal Power-Shok 12 ga 2-3/4" #4 Buck 27 Pellet', { boxQuantity: null, productType: 'ammunition' }],
    ['Winchester Super-X 12ga 2-3/4" 1-1/4 oz #6 1330 fps', { boxQuantity: null, grain: null }],
    ['Hornady 9mm 115gr FTX Critical Defense 90250', { boxQuantity: null, grain: 115 }],
    ['Fiocchi 12ga 2 3/4" 00 Buck 9 pellet 1325fps 5rds', { boxQuantity: 5 }],
  ]);
  it('never reads a grain, velocity or magazine capacity as a count', () => {
    expect(extractBoxQuantity('124gr 1250fps')).toBeNull();
    expect(extractBoxQuantity('10 round magazine')).toBeNull();
    expect(extractBoxQuantity('#4 buck 9 pellet 2-3/4"')).toBeNull();
    expect(extractBoxQuantity('$24.99 sku 50123')).toBeNull();
  });
  checkTitles([
    [
      'GSG .22 LR 1911 10 Round Magazine',
      { productType: 'accessory', boxQuantity: null, accessoryCategory: 'magazines' },
    ],
    [
      'Smith & Wesson 1911 .45 ACP Magazine - 8 Rds',
      { productType: 'accessory', boxQuantity: null, calibre: '.45acp' },
    ],
    ['Mossberg 590A1 9 Shot', { productType: 'firearm', boxQuantity: null }],
  ]);
});

describe('calibre', () => {
  checkTitles([
    ['Federal American Eagle .223 Rem 55gr FMJ 20rds', { calibre: '.223rem' }],
    ['PMC 5.56x45mm NATO 55gr FMJ M193 20rds', { calibre: '5.56nato' }],
    ['Winchester 7.62x51 NATO 149gr FMJ M80 500rds', { calibre: '7.62nato' }],
    ['Hornady .308 Win 168gr ELD Match 20rds', { calibre: '.308win' }],
    ['Remington Core-Lokt 30-06 Sprg 150 Gr PSP 20 Rds', { calibre: '.30-06' }],
    ['Sako L61R in 7 Rem Mag', { calibre: '7mmremmag', productType: 'firearm' }],
    ['CZ 600+ Alpha - 8x57 IS, 20" [6004-2011-REK1AAAX]', { calibre: '8x57' }],
    ['Ruger 77/357 Rifle Camo', { calibre: '.357mag' }],
    ['Henry Big Boy Brass 44 Mag/44 SPL 20" Lever Action Rifle', { calibre: '.44mag' }],
    ['Sulun Arms SR-45 Revolver - .45 APC, 9.8", 5-shot', { calibre: '.45acp' }],
    ['Winchester 71 , 450 ALASKAN PROJECT RIFLE', { calibre: '.450alaskan' }],
    ["Crusader Arms PND 556 Rifle 18.6'' Barrel Black", { calibre: '5.56nato' }],
    ['Buy this 50 Rounds of Bulk .17HMR Ammo by Hornady - 17gr V-MAX', { calibre: '.17hmr' }],
    ['Italian Carcano M1891 Long Rifle Terni 1894', { calibre: null, productType: 'firearm' }],
    [
      '30.06-CLASSIC CROSSBOW CASE/OD GREEN',
      { calibre: null, manufacturer: '30-06-outdoors', accessoryCategory: 'storage' },
    ],
    ['Benjamin Marauder PCP Air Rifle .22 Cal', { calibre: '.22air', productType: 'firearm' }],
  ]);
});

describe('manufacturer', () => {
  checkTitles([
    // brand words inside calibre names are stripped before brand detection
    [
      'Barnaul .223 Remington 55gr FMJ Steel Case 500rds',
      { manufacturer: 'barnaul', calibre: '.223rem', casing: 'steel' },
    ],
    ['Buy this 50 Rounds of Bulk .357 SIG Ammo by Speer - 125gr TMJ', { manufacturer: 'speer', calibre: '.357sig' }],
    ['PPU .300 Savage 150gr SP 20rds', { manufacturer: 'ppu', calibre: '.300savage' }],
    ['Hornady .17 Hornady Magnum Rimfire 17gr V-MAX 50rds', { manufacturer: 'hornady' }],
    // product lines map to the maker
    ['American Eagle 9mm 124 Grain FMJ - Box of 50', { manufacturer: 'federal' }],
    ['Fusion .30-06 Springfield 165gr 20rds', { manufacturer: 'federal' }],
    ['Super-X 12 Gauge 2-3/4" 1-1/4 oz #4 Shot 25 Rounds', { manufacturer: 'winchester' }],
    ['Blazer 9mm Luger 115gr Full Metal Jacket 50/Box', { manufacturer: 'cci' }],
    ['Speer Lawman 9mm 124gr TMJ 50rds', { manufacturer: 'speer' }],
    ['Stevens Pump Shotgun 12 GA', { manufacturer: 'savage' }],
    ['Federal Champion .22LR 36gr HP 525rds', { manufacturer: 'federal' }],
    [
      'Champion VisiColor Targets 10 Pack',
      { manufacturer: 'champion-targets', productType: 'accessory', accessoryCategory: 'targets' },
    ],
    // fitment brands are not the maker
    ['Hogue GRIPS S&W K&L FRAME STRIPE CAP CHECKERED ROSEWOOD', { manufacturer: 'hogue', accessoryCategory: 'grips' }],
    [
      'Midwest Marlin M-Lok Handguard w/ handguard cap',
      { manufacturer: 'midwest-industries', accessoryCategory: 'general' },
    ],
    ['Armory Craft CZ Extended Mag Release Button', { manufacturer: 'armory-craft', accessoryCategory: 'general' }],
    ["Uncle Mike's Holster for Glock 19", { manufacturer: 'uncle-mikes', accessoryCategory: 'holsters' }],
    // bullet designs loaded by many makers are not brands
    ['Winchester - 17gr V-Max .17 HMR 50rds', { manufacturer: 'winchester', bulletType: 'V-MAX' }],
    [
      'Buy this 1000 Rounds of Bulk 9mm Subsonic Ammo by Magtech - 147gr FMJ FN',
      { manufacturer: 'magtech', bulletType: 'FMJ-FN' },
    ],
    ['Federal Premium .270 Win 130gr Nosler Partition 20 Rounds', { manufacturer: 'federal' }],
    // HTML entities
    [
      'Buy this 20 Rounds of Bulk .308 Win Ammo by Sellier &amp; Bellot - 150gr SPCE',
      { manufacturer: 'sellier-bellot', grain: 150 },
    ],
    ['Smith &amp; Wesson M&amp;P15 Sport II 5.56 NATO Rifle', { manufacturer: 'smith-wesson', productType: 'firearm' }],
    [
      'Buy this 5 Rounds of Bulk 20ga 3&quot;  Magnum Ammo by Remington - 260gr Sabot Slug',
      { calibre: '20ga', grain: null, bulletType: 'slug' },
    ],
    ['Buy this 50 Rounds of Bulk .380 ACP Ammo by Pobjeda Tech MAXXTech - 95gr FMJ', { manufacturer: 'maxxtech' }],
    ['Axe Hawk Head', { manufacturer: null, productType: 'accessory', accessoryCategory: 'general' }],
  ]);
});

describe('product type and accessory category', () => {
  checkTitles([
    ['Glock 19 Gen 5 9mm Pistol', { productType: 'firearm', calibre: '9mm', manufacturer: 'glock' }],
    // Brass jags and bore brushes are cleaning tools, not reloading brass.
    ["HOPPE'S BRASS JAG 6.5MM", { productType: 'accessory', accessoryCategory: 'cleaning' }],
    ['KleenBore Cotton Bore Mop - .270/7mm', { productType: 'accessory', accessoryCategory: 'cleaning' }],
    ['KleenBore Nylon Bore Brush - .30 Cal', { productType: 'accessory', accessoryCategory: 'cleaning' }],
    ['Starline .45 ACP Brass 100 ct', { productType: 'accessory', accessoryCategory: 'reloading' }],
    ['SIG Sauer 1911 Stainless Super Target Semi-Auto Pistol', { productType: 'firearm', accessoryCategory: null }],
    ['Charles Daly Honcho Tactical Pump - 20GA, 14" Barrel', { productType: 'firearm' }],
    [
      'PRE-ORDER Brigade MFG. MAKASI MK-15 5.56 NATO 18.6" Barrel, Short Stroke Piston, 12" M-LOK Handguard',
      { productType: 'firearm', manufacturer: 'brigade-mfg' },
    ],
    ['Tikka T3X HUNTER SCOPE PACKAGE', { productType: 'firearm' }],
    ['Husqvarna 1640 in 30-06', { productType: 'firearm', calibre: '.30-06' }],
    ['Browning A-Bolt Stalker 243 Win', { productType: 'firearm', calibre: '.243win' }],
    ['Savage Axis II XP Bolt Action Rifle 30-06 SPRG, 22" Barrel, 3-9x40 Scope', { productType: 'firearm' }],
    // airguns are firearms; their consumables are accessories
    ['Stoeger S3000C Air Rifle .177 Caliber 4x32 Scope Included', { productType: 'firearm', calibre: '.177' }],
    [
      'Umarex UX Avera .177 / 4.5mm Cal CO2 Air Pistol 495fps 2252116',
      { productType: 'firearm', calibre: '.177', boxQuantity: null },
    ],
    ['Crosman Premier .177 Pellets 500ct', { productType: 'accessory', accessoryCategory: 'general' }],
    // parts and variants
    [
      'Ruger 10-22 Semi-automatic Rifle — Complete Bolt Assembly (polished)',
      { productType: 'accessory', accessoryCategory: 'general' },
    ],
    [
      'Ruger 10-22 Semi-automatic Rifle — Magazine, Manual, Lock accessory kit',
      { productType: 'accessory', accessoryCategory: 'general' },
    ],
    ['Hogue 1911 Govt Rubber Pistol Grip', { productType: 'accessory', accessoryCategory: 'grips' }],
    [
      'Beretta/Negrini Covey Takedown 1 Shotgun Case, Castellani Cover',
      { productType: 'accessory', accessoryCategory: 'storage', manufacturer: 'beretta' },
    ],
    ['Leupold VX-3 2.5-8x36 Riflescope WITH LEUPOLD SOCK', { productType: 'accessory', accessoryCategory: 'optics' }],
    ['Leupold Scope Rings 1" Medium', { accessoryCategory: 'mounts' }],
    [
      'MEC-GAR 1911 .45 8rd 8 High Cap',
      { productType: 'accessory', accessoryCategory: 'magazines', calibre: '.45acp' },
    ],
    [
      'Wheeler NIEDNER-STYLE BUTTPLATE & CAP 9MM',
      { productType: 'accessory', calibre: null, accessoryCategory: 'general' },
    ],
    ['1911 Pistol (fits most 1911 single stack models)', { productType: 'accessory', accessoryCategory: null }],
    ['Mag. Release Cap', { productType: 'accessory', accessoryCategory: 'general' }],
    ['Timney Trigger Remington 700', { accessoryCategory: 'triggers' }],
    ["Carlson's Choke Tube 12ga Modified", { accessoryCategory: 'muzzle' }],
    ["Walker's Razor Slim Electronic Ear Muffs", { accessoryCategory: 'safety' }],
    ['Otis Technology 9mm Cleaning Kit', { accessoryCategory: 'cleaning' }],
    ['Blackhawk Sling 2-Point', { accessoryCategory: 'slings' }],
    // reloading components are accessories
    [
      'Hornady .308 Cal 168 gr BTHP Match Bullets 100ct',
      { productType: 'accessory', accessoryCategory: 'reloading', grain: null },
    ],
    ['Starline 45 Colt Brass 100ct', { productType: 'accessory', accessoryCategory: 'reloading', boxQuantity: null }],
    ['Federal 209A Shotshell Primers 100ct', { productType: 'accessory', accessoryCategory: 'reloading' }],
    // ammunition details
    [
      'CCI - BLAZER BRASS 9MM LUGER HANDGUN AMMO',
      { productType: 'ammunition', manufacturer: 'cci', boxQuantity: null },
    ],
    ['Remanufactured 9mm 115gr FMJ 100 rounds', { productType: 'ammunition', condition: 'remanufactured' }],
    ['Buy this 20 Rounds of Bulk .308 Win Ammo by PMC - 147gr FMJBT', { bulletType: 'FMJBT' }],
    ['Buy this 5 Rounds of Bulk 12ga Ammo by Federal - 00 Buck', { bulletType: 'buckshot', grain: null }],
    [
      'Buy this 25 Rounds of Bulk 12ga Ammo by Federal Top Gun - 7/8 ounce #8 shot',
      { bulletType: 'birdshot', manufacturer: 'federal' },
    ],
  ]);
});

describe('retailer hints', () => {
  it('uses vendor and categories when the title is silent, but the title wins', () => {
    expect(
      classifyListing({ title: 'Premium Personal Defense 9mm 124gr HST 20rds', vendor: 'Federal' }).manufacturer,
    ).toBe('federal');
    // the title wins: HST is a Federal line even when the store's vendor field says otherwise
    expect(classifyListing({ title: 'HST 9mm 124gr JHP 50rds', vendor: 'Hornady' }).manufacturer).toBe('federal');
    expect(classifyListing({ title: '9mm 124gr JHP 50rds', vendor: 'Hornady' }).manufacturer).toBe('hornady');
    expect(classifyListing({ title: '9mm 124gr JHP 50rds', vendor: "Bob's Gun Shop" }).manufacturer).toBeNull();
    expect(classifyListing({ title: 'Defender 600', categories: ['Ammunition', 'Handgun'] }).productType).toBe(
      'ammunition',
    );
    expect(classifyListing({ title: 'Defender 600', categories: ['Firearms > Rifles'] }).productType).toBe('firearm');
    expect(classifyListing({ title: 'Glock 19 Gen 5 9mm Pistol', productType: 'Accessories' }).productType).toBe(
      'firearm',
    );
    expect(
      classifyListing({
        title: '1892 L.A. Mare\'s Leg 44MAG/12"BBL',
        url: 'https://shop.example.ca/products/chiappa-1892-mares-leg',
      }).manufacturer,
    ).toBe('chiappa');
  });
  it('guesses a product type when nothing is known', () => {
    expect(classifyListing({ title: 'Backwoods Scout 15L Backpack' }).productType).toBe('accessory');
    expect(classifyListing({ title: '' }).productType).toBe('accessory');
  });
});
