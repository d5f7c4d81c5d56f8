import { describe } from 'vitest';
import { checkTitles } from '../../test/title-checks';

// Accessory brands and kinds, on wordings written for these tests (docs/decisions/0435-titles-gear-brands-and-accessories-2.md).

describe('a maker that makes no guns closing a part title after a dash is its maker, not its fitment', () => {
  checkTitles([
    ['Scope Rings 30mm High - Burris', { manufacturer: 'burris', productType: 'accessory' }],
    ['Picatinny Base One Piece - Leupold', { manufacturer: 'leupold' }],
    // a gun maker closing a part's title is still the fitment
    ['Extended Magazine Release Assembly - Glock', { manufacturer: null }],
  ]);
});

describe('makers absent from the shared vocabulary read as no brand', () => {
  checkTitles([
    ['A-Zoom 20ga Snap Caps 2 pack', { manufacturer: null, productType: 'accessory', boxQuantity: null }],
    ['Azoom Precision Dummy Rounds .30-06 5pk', { manufacturer: null, productType: 'accessory' }],
  ]);
});

describe('reloading tools and French store preambles', () => {
  checkTitles([
    // the British spelling of a bullet mold
    ['Lee .45 ACP Bullet Mould Double Cavity', { productType: 'accessory', accessoryCategory: 'reloading' }],
    // "Accessoire Maker: …" opens with a shelf word, not an unknown maker
    ['Accessoires Savage: chargeur Axis 4 coups', { manufacturer: 'savage', accessoryCategory: 'magazines' }],
  ]);
});

describe('accessories that carry a calibre and a number are not ammunition', () => {
  checkTitles([
    // clips sold empty; rounds loaded on clips stay ammunition
    ['Stripper Clips .223 Rem 10 Round (50 Pack)', { productType: 'accessory', boxQuantity: null }],
    ['Stripper Clip 7.62x39 SKS 10rd 5pk', { productType: 'accessory', accessoryCategory: 'magazines' }],
    ['Federal 5.56 55gr FMJ 400 Rounds on 10rd Stripper Clips', { productType: 'ammunition', boxQuantity: 400 }],
    // a shotshell belt or a press's shell plate
    ['Shotshell Belt 20 Gauge 25 Loops', { productType: 'accessory', boxQuantity: null }],
    ['Hornady Shell Plate #3 .30-06', { productType: 'accessory', accessoryCategory: 'reloading' }],
  ]);
});

describe('a barrel named as the product is an accessory, not the gun it fits', () => {
  checkTitles([
    ['Faxon 16" Barrel 9mm for Glock 19', { productType: 'accessory' }],
    ['Tikka T3x Prefit Barrel .308 Win 22"', { productType: 'accessory', calibre: '.308win' }],
    ['Canon pour Ruger 10/22 .22 LR 16 po', { productType: 'accessory' }],
    // the gun's own barrel length stays a gun's feature
    ['Ruger 10/22 Carbine .22LR 18.5" Barrel', { productType: 'firearm' }],
  ]);
});

describe('trigger connectors', () => {
  checkTitles([
    ['Ghost Edge 3.5 Connector Glock Gen 3', { productType: 'accessory', accessoryCategory: 'triggers' }],
    ['QD Sling Connector 1.25"', { accessoryCategory: 'slings' }],
  ]);
});

describe("a maker's initials written with dots", () => {
  checkTitles([
    ['R.C.B.S. Partner Press Kit', { manufacturer: 'rcbs', accessoryCategory: 'reloading' }],
    ['H.K. USP 9mm 15rd Magazine', { manufacturer: 'heckler-koch', calibre: '9mm' }],
    // other dotted abbreviations name no maker
    ['U.S. G.I. Web Sling Olive', { manufacturer: null }],
  ]);
});

describe("a part's name makes the product a part, not the gun it is named for", () => {
  checkTitles([
    // French titles open with the part's name
    ['Crosse Remington 700 synthétique noire', { productType: 'accessory' }],
    ['Percuteur Mossberg 500', { productType: 'accessory' }],
    ['Ressort de recul Glock 19 Gen 5', { productType: 'accessory' }],
    ['Cache-flamme AK-47 7.62x39', { productType: 'accessory' }],
    // English part names after the gun's model
    ['Mossberg 590 Forend Synthetic Black', { productType: 'accessory' }],
    ['Ruger 10/22 Buttstock Hardwood', { productType: 'accessory' }],
    ['Glock 17 Guide Rod Tungsten', { productType: 'accessory' }],
    // a gun's title that lists its stock and forend stays a gun
    ['Remington 870 Wingmaster 12ga 26" Walnut Stock and Forend', { productType: 'firearm' }],
  ]);
});

describe('a maker\'s product line names the maker; a closing French "de <maker>" names it too', () => {
  checkTitles([
    ['Rock Chucker Supreme Press Kit', { manufacturer: 'rcbs' }],
    ['Lead Sled Solo Shooting Rest', { manufacturer: 'caldwell' }],
    ['Strike Eagle 1-6x24 AR-BDC3', { manufacturer: 'vortex', accessoryCategory: 'optics' }],
    ['Serpa Level 2 Holster Glock 17', { manufacturer: 'blackhawk', accessoryCategory: 'holsters' }],
    ['Étui pour Glock 19 de Blackhawk', { manufacturer: 'blackhawk' }],
    ['Bretelle pour Ruger 10/22 par Uncle Mike', { manufacturer: 'uncle-mikes' }],
  ]);
});

describe('a store\'s closing "- Maker" after the gun a part fits', () => {
  checkTitles([
    // a known maker of no guns closing the title is the part's maker
    ['Scope Rings Savage Axis - Warne', { manufacturer: 'warne' }],
    // unknown initials in capitals: the gun maker is only the fitment
    ['Bolt Knob Remington 700 - XYZ', { manufacturer: null }],
    // capitals that describe the part are not a maker
    ['Ruger 10/22 Magazine - FDE', { manufacturer: 'ruger' }],
  ]);
});

describe('reloading bullets named by bore size, cleaning patches and dies', () => {
  checkTitles([
    ['Barnes 30 Cal 150gr TTSX 50ct', { productType: 'accessory', accessoryCategory: 'reloading', grain: null }],
    // counted in rounds, it is loaded
    ['30 Cal 150gr FMJ 50 Rounds', { productType: 'ammunition' }],
    ['Bore Patches .270 Cal 250ct', { productType: 'accessory', accessoryCategory: 'cleaning' }],
    ['Cleaning Patches 9mm/.40 (500 count)', { productType: 'accessory', boxQuantity: null }],
    ['RCBS Neck Sizing Die .243 Win', { accessoryCategory: 'reloading' }],
  ]);
});

describe('a "Full Patch" bullet is a full metal jacket, not a cleaning patch', () => {
  checkTitles([['PPU .303 British 174gr Full Patch 20 Rounds', { productType: 'ammunition', boxQuantity: 20 }]]);
});

describe('French airgun consumables, cleaning tools and two-word product names', () => {
  checkTitles([
    ['Billes BB Crosman 4.5 mm 6000', { productType: 'accessory', manufacturer: 'crosman' }],
    ['Balles de plomb Gamo .22 500', { productType: 'accessory', manufacturer: 'gamo' }],
    ['Cartouches CO2 Umarex 12 g (5)', { productType: 'accessory', boxQuantity: null }],
    ['Écouvillon en bronze calibre 20', { productType: 'accessory', accessoryCategory: 'cleaning' }],
    ['Point rouge Holosun HS403B', { manufacturer: 'holosun', accessoryCategory: 'optics' }],
    ['Sangle Butler Creek pour carabine', { accessoryCategory: 'slings' }],
  ]);
});

describe('makers written without their ampersand, and model names that carry the maker', () => {
  checkTitles([
    ['SW M&P Shield 9mm 8rd Magazine', { manufacturer: 'smith-wesson' }],
    ['H K USP Compact Magazine 9mm 13rd', { manufacturer: 'heckler-koch' }],
    ['HK416 Rail Cover Set', { manufacturer: 'heckler-koch' }],
    // beside a stronger maker, the short forms are only fitment
    ['Pachmayr Grips S W K Frame Square Butt', { manufacturer: 'pachmayr' }],
  ]);
});

describe('a closing "by <maker>" the vocabulary lacks, and extensions and carriers named for a gun', () => {
  checkTitles([
    ['Mossberg 590 Magazine Tube Extension by Nordic', { manufacturer: null, productType: 'accessory' }],
    ['Remington 870 Side Saddle Shell Carrier', { productType: 'accessory' }],
    ['Beretta 1301 Extension Tube +3', { productType: 'accessory' }],
    // a gun listed with its extension stays a gun
    ['Benelli M4 12ga 18.5" with Magazine Extension', { productType: 'firearm' }],
  ]);
});

describe('empty bandoliers, laser training cartridges and gift cards', () => {
  checkTitles([
    ['Shotgun Bandolier 20 ga 25 Shell Loops', { productType: 'accessory', boxQuantity: null }],
    ['Surplus 7.62x39 123gr FMJ 700 Rounds in Bandoliers', { productType: 'ammunition', boxQuantity: 700 }],
    ['Laser Training Cartridge .380 ACP', { productType: 'accessory' }],
    ['Browning Gift Card $100', { productType: 'accessory', accessoryCategory: 'general' }],
  ]);
});

describe('"Maker: product" with a maker the vocabulary lacks', () => {
  checkTitles([
    ['Fobus: Roto Paddle Holster Glock 19', { manufacturer: null, accessoryCategory: 'holsters' }],
    // a product word before the colon leaves the gun maker named
    ['Magazine: Glock 19 9mm 10rd', { manufacturer: 'glock' }],
  ]);
});
