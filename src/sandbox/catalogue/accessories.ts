import type { AccessoryCategory } from '../../shared/constants.js';

/** Accessories in the SPEC categories: real brands and products, each expanded by its fit/size/colour details. */
export type AccessoryModel = [
  brand: string,
  line: string,
  category: AccessoryCategory,
  details: string[],
  priceDollars: number,
  code: string,
  popular?: boolean,
];

const PISTOLS = ['Glock 17/22', 'Glock 19/23', 'S&W M&P9 2.0', 'SIG P320', 'CZ Shadow 2', 'Beretta 92FS'];
const CAL_KITS = ['.22 Cal', '9mm/.38/.357', '.30 Cal/.308', '.223/5.56', '12 Gauge', '.270/7mm'];
const DIE_CALS = ['9mm Luger', '.223 Rem', '.308 Win', '.30-06', '6.5 Creedmoor', '.45 ACP', '.38 Spl/.357 Mag'];

export const ACCESSORIES: AccessoryModel[] = [
  // optics
  ['Vortex', 'Crossfire II 3-9x40', 'optics', ['V-Plex', 'Dead-Hold BDC'], 249, 'CF2-31001', true],
  ['Vortex', 'Diamondback Tactical 4-16x44 FFP', 'optics', ['EBR-2C MRAD', 'EBR-2C MOA'], 549, 'DBK-10028'],
  ['Vortex', 'Strike Eagle 1-8x24', 'optics', ['AR-BDC3'], 649, 'SE-1824-2'],
  ['Vortex', 'Crossfire Red Dot', 'optics', ['2 MOA'], 199, 'CF-RD2'],
  ['Vortex', 'Viper PST Gen II 5-25x50', 'optics', ['EBR-7C MRAD'], 1399, 'PST-5259'],
  ['Leupold', 'VX-Freedom 3-9x40', 'optics', ['Duplex', 'Tri-MOA'], 449, '174179', true],
  ['Leupold', 'VX-3HD 4.5-14x40', 'optics', ['CDS-ZL Duplex'], 1099, '180621'],
  ['Bushnell', 'Banner 3-9x40', 'optics', ['Multi-X', 'DOA QBR'], 149, '613947'],
  ['Bushnell', 'Engage 4-16x44', 'optics', ['Deploy MOA'], 399, 'REN41644DE'],
  ['Holosun', 'HS403B Red Dot', 'optics', ['2 MOA'], 289, 'HS403B'],
  ['SIG Sauer', 'Romeo5 Red Dot', 'optics', ['2 MOA'], 199, 'SOR52001'],
  // mounts
  ['Leupold', 'Rifleman Rings 1"', 'mounts', ['Low', 'Medium', 'High'], 49, '49911'],
  ['Vortex', 'Pro Series Rings 30mm', 'mounts', ['Low', 'Medium', 'High'], 129, 'PRO30-M'],
  ['Vortex', 'Sport Cantilever Mount 30mm', 'mounts', ['2" Offset'], 119, 'CM-202'],
  ['Warne', 'Mountain Tech Rings 1"', 'mounts', ['Low', 'Medium'], 109, '7211M'],
  ['Talley', 'Lightweight Rings Tikka T3', 'mounts', ['1" Low', '30mm Medium'], 139, '950714'],
  ['Weaver', 'Grand Slam Base', 'mounts', ['#45', '#46'], 29, '48045'],
  // magazines
  ['Magpul', 'PMAG 30 AR/M4 Gen M3 5/30', 'magazines', ['Black', 'FDE'], 29, 'MAG557', true],
  ['Magpul', 'PMAG 10 7.62 AC 5/10', 'magazines', ['Black'], 39, 'MAG579'],
  ['Ruger', 'BX-25 10/22 Magazine', 'magazines', ['25 Round', '25 Round 2-Pack'], 39, '90398'],
  ['Ruger', 'BX-1 10/22 Magazine', 'magazines', ['10 Round'], 25, '90005', true],
  ['Glock', 'Factory Magazine 10 Round', 'magazines', ['G17', 'G19'], 45, 'MF17010'],
  ['Tikka', 'T3x Magazine', 'magazines', ['3 Round Standard', '3 Round Magnum'], 79, 'S5850400'],
  ['Smith & Wesson', 'M&P9 Magazine 10 Round', 'magazines', ['Full Size'], 55, '3005455'],
  // storage
  ['Pelican', '1750 Long Case', 'storage', ['Black', 'Desert Tan'], 399, '1750-000-110'],
  ['Pelican', 'Vault V800 Double Rifle Case', 'storage', ['Black'], 249, 'VCV800'],
  ['Plano', 'All Weather Tactical Gun Case', 'storage', ['36"', '42"', '52"'], 109, '108361', true],
  ['Plano', 'Pro-Max Pistol Case', 'storage', ['Single', 'Double'], 39, '1403'],
  ['MTM', 'Ammo Can', 'storage', ['AC30C .30 Cal', 'AC50C .50 Cal'], 17, 'AC30C', true],
  ['SnapSafe', 'Lock Box', 'storage', ['Large'], 89, '75201'],
  // grips
  ['Hogue', 'HandAll Beavertail Grip Sleeve', 'grips', ['Glock 17/22', 'Glock 19/23'], 14, '17000'],
  ['Hogue', 'OverMolded AR-15 Grip', 'grips', ['Finger Grooves', 'Beavertail'], 29, '15000'],
  ['Magpul', 'MOE Grip AR-15', 'grips', ['Black', 'FDE', 'OD Green'], 29, 'MAG415'],
  // slings
  ['Magpul', 'MS1 Sling', 'slings', ['Black', 'Coyote', 'Ranger Green'], 69, 'MAG513'],
  ['Blue Force Gear', 'Vickers Combat Applications Sling', 'slings', ['Black', 'Coyote'], 49, 'VCAS-125'],
  ['Allen', 'Cascade Rifle Sling', 'slings', ['Brown'], 19, '8210'],
  ['Butler Creek', 'Comfort Stretch Rifle Sling', 'slings', ['Black', 'Mossy Oak'], 39, '180013'],
  // cleaning
  ['Otis', 'Elite Cleaning Kit', 'cleaning', ['Universal'], 149, 'FG-1000'],
  ['Otis', 'Ripcord Bore Cleaner', 'cleaning', CAL_KITS, 24, 'FG-RC'],
  ["Hoppe's", 'No. 9 Gun Bore Cleaner', 'cleaning', ['5 oz', '16 oz'], 14, '904', true],
  ["Hoppe's", 'BoreSnake', 'cleaning', CAL_KITS, 29, '24011', true],
  ["Hoppe's", 'Elite Gun Cleaner', 'cleaning', ['4 oz Spray'], 19, 'GC4'],
  ['Real Avid', 'Gun Boss Pro Cleaning Kit', 'cleaning', ['Universal', 'AR-15'], 129, 'AVGBPRO-U'],
  ['Break-Free', 'CLP', 'cleaning', ['4 oz', '1 oz'], 15, 'CLP-4'],
  // reloading
  ['Lee Precision', 'Breech Lock Challenger Kit', 'reloading', ['50th Anniversary'], 399, '90030'],
  ['Lee Precision', 'Deluxe 4-Die Set', 'reloading', DIE_CALS, 89, '90963'],
  ['RCBS', 'Rock Chucker Supreme Press', 'reloading', ['Single Stage'], 349, '09356'],
  ['RCBS', '10-10 Scale', 'reloading', ['Mechanical'], 299, '98915'],
  ['Hornady', 'Lock-N-Load AP Press', 'reloading', ['Progressive'], 899, '095100'],
  [
    'Hornady',
    'ELD Match Bullets',
    'reloading',
    ['.264 140gr 100ct', '.308 168gr 100ct', '.308 178gr 100ct', '.224 73gr 100ct'],
    79,
    '26331',
  ],
  [
    'Hornady',
    'XTP Bullets',
    'reloading',
    ['9mm .355 115gr 100ct', '.45 .451 185gr 100ct', '.357 158gr 100ct'],
    39,
    '35540',
  ],
  ['Hornady', 'FMJ-BT Bullets', 'reloading', ['.224 55gr 100ct', '.308 150gr 100ct'], 28, '2267'],
  ['Hornady', 'One Shot Case Lube', 'reloading', ['7 oz'], 18, '99913'],
  // targets
  [
    'Birchwood Casey',
    'Shoot-N-C Bullseye Targets',
    'targets',
    ['8" 6 Pack', '12" 12 Pack', '3" 240 Pack'],
    14,
    '34018',
    true,
  ],
  ['Champion', 'VisiColor Paper Targets', 'targets', ['25 Pack', '100 Pack'], 12, '45803'],
  ['Do-All Outdoors', 'AR500 Steel Gong', 'targets', ['8"', '10"'], 129, 'SH8'],
  ['Birchwood Casey', 'Dirty Bird Targets', 'targets', ['12" 5 Pack'], 15, '35825'],
  // holsters
  ['Blackhawk', 'Serpa CQC Holster', 'holsters', PISTOLS.slice(0, 4), 59, '410500BK-R'],
  ['Safariland', '6360 ALS Duty Holster', 'holsters', PISTOLS.slice(0, 3), 199, '6360-83-411'],
  ['Alien Gear', 'Cloak Tuck 3.0 IWB Holster', 'holsters', PISTOLS, 79, 'CTU3'],
  ['Fobus', 'Standard Paddle Holster', 'holsters', PISTOLS.slice(0, 4), 39, 'GL2'],
  // tactical
  ['Streamlight', 'TLR-1 HL Weapon Light', 'tactical', ['1000 Lumens'], 249, '69260'],
  ['SureFire', 'X300U-A Weapon Light', 'tactical', ['1000 Lumens'], 449, 'X300U-A'],
  ['Olight', 'PL-Pro Valkyrie', 'tactical', ['1500 Lumens'], 159, 'PL-PRO'],
  ['Harris', 'Bipod S-BRM', 'tactical', ['6-9"', '9-13"'], 149, 'S-BRM'],
  ['Atlas', 'BT46-LW17 PSR Bipod', 'tactical', ['Standard'], 349, 'BT46'],
  ['5.11 Tactical', 'Rush 24 2.0 Backpack', 'tactical', ['Black', 'Kangaroo'], 199, '56563'],
  // muzzle
  ['Tikka', 'T3x Muzzle Brake', 'muzzle', ['M14x1', 'M15x1'], 99, 'S5850386'],
  ['VG6', 'Gamma 556 Muzzle Brake', 'muzzle', ['1/2x28'], 79, 'GAMMA556'],
  ['Area 419', 'Hellfire Muzzle Brake', 'muzzle', ['5/8x24', '1/2x28'], 239, 'HFMB'],
  ['Ruger', 'Thread Protector', 'muzzle', ['1/2x28', '5/8x24'], 19, '90480'],
  // triggers
  ['Timney', 'Tikka T3 Trigger', 'triggers', ['Black', 'Silver'], 299, '631'],
  ['Timney', 'Ruger 10/22 Trigger', 'triggers', ['Black'], 279, '1022'],
  ['Geissele', 'SSA-E AR-15 Trigger', 'triggers', ['Two Stage'], 299, '05-161'],
  ['Kidd', '10/22 Two Stage Trigger', 'triggers', ['Black/Red'], 329, 'KIDD-TG'],
  // safety
  ['Howard Leight', 'Impact Sport Electronic Earmuff', 'safety', ['Olive', 'Black', 'Multicam'], 89, 'R-01526', true],
  ['3M Peltor', 'Sport Tactical 500', 'safety', ['Electronic'], 179, 'TAC500'],
  ['3M Peltor', 'X4A Over-the-Head Earmuffs', 'safety', ['NRR 27'], 39, 'X4A'],
  ["Walker's", 'Razor Slim Electronic Muffs', 'safety', ['Black', 'Tan', 'Pink'], 79, 'GWP-RSEM'],
  ['ESS', 'Crossbow Eyeshield', 'safety', ['Clear', 'Smoke'], 99, '740-0387'],
  ['Radians', 'Mirage Shooting Glasses', 'safety', ['Clear', 'Amber'], 12, 'MR0110'],
  // general
  ['Caldwell', 'Lead Sled DFT 2', 'general', ['Standard'], 349, '820111'],
  ['Caldwell', 'Matrix Shooting Rest', 'general', ['Standard'], 79, '480200'],
  ['Allen', 'Ruger Range Bag', 'general', ['Black', 'Tan'], 59, '27230'],
  ['MTM', 'Case-Gard Shooting Range Box', 'general', ['Standard'], 59, 'SRB'],
  ['Master Lock', 'Trigger Lock', 'general', ['Keyed Alike 2 Pack'], 24, '94DSPT'],
];
