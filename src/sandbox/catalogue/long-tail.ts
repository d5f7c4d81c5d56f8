import type { AccessoryModel } from './accessories.js';

/**
 * The long tail that makes big stores big (full scale only): cleaning brushes, dies, bullets, brass, powder,
 * holsters, snap caps. Each is a real kind of product from a real brand, generated as brand x type x fit.
 */
const BRUSH_CALS = [
  '.22 Cal',
  '.243/6mm',
  '.25 Cal',
  '6.5mm',
  '.270/7mm',
  '.30 Cal',
  '.338 Cal',
  '.357/9mm',
  '.40/10mm',
  '.44 Cal',
  '.45 Cal',
  '12 Gauge',
  '20 Gauge',
  '.410 Bore',
];
const DIE_CALS = [
  '.223 Rem',
  '.22-250 Rem',
  '.243 Win',
  '6.5 Creedmoor',
  '.270 Win',
  '7mm Rem Mag',
  '.308 Win',
  '.30-06',
  '.300 Win Mag',
  '.303 British',
  '7.62x39',
  '9mm Luger',
  '.38 Spl/.357 Mag',
  '.40 S&W',
  '.44 Mag',
  '.45 ACP',
];
const BRASS = [
  '.223 Rem',
  '.243 Win',
  '6.5 Creedmoor',
  '.270 Win',
  '.308 Win',
  '.30-06',
  '.300 Win Mag',
  '9mm Luger',
  '.45 ACP',
  '.38 Special',
  '.357 Mag',
  '.40 S&W',
];
const BULLETS: Array<[string, string[]]> = [
  ['Sierra MatchKing', ['.224 69gr', '.224 77gr', '.264 140gr', '.308 168gr', '.308 175gr']],
  ['Sierra GameKing', ['.243 100gr', '.277 130gr', '.308 150gr', '.308 165gr']],
  ['Nosler Partition', ['.243 95gr', '.277 130gr', '.284 160gr', '.308 165gr', '.308 180gr']],
  ['Nosler AccuBond', ['.264 129gr', '.277 140gr', '.308 165gr', '.308 180gr']],
  ['Barnes TTSX', ['.243 80gr', '.264 120gr', '.277 130gr', '.308 150gr', '.308 168gr']],
  ['Speer Gold Dot', ['9mm 124gr', '.40 180gr', '.45 230gr']],
  ['Berger Hybrid Target', ['.264 140gr', '.308 185gr', '.308 215gr']],
];
const POWDERS = [
  'Varget',
  'H4350',
  'H1000',
  'CFE 223',
  'Titegroup',
  'H335',
  'Retumbo',
  'IMR 4064',
  'IMR 4350',
  'Reloder 16',
  'Reloder 26',
  'Bullseye',
  'Unique',
  '2400',
  'Power Pistol',
];
const PISTOLS = [
  'Glock 17',
  'Glock 19',
  'Glock 26',
  'Glock 43X',
  'Glock 34',
  'S&W M&P9 2.0',
  'S&W M&P Shield',
  'SIG P320 Carry',
  'SIG P365',
  'CZ P-10 C',
  'CZ 75 SP-01',
  'Beretta 92FS',
  'Beretta APX',
  'Walther PDP',
  'Springfield Hellcat',
  'Ruger Security-9',
  'HK VP9',
  '1911 5"',
];
const SNAP = [
  '.22 LR',
  '9mm',
  '.45 ACP',
  '.40 S&W',
  '.223 Rem',
  '.308 Win',
  '.30-06',
  '12 Gauge',
  '20 Gauge',
  '.38 Spl',
  '6.5 Creedmoor',
  '7.62x39',
];
const TARGETS = [
  'Bullseye',
  'Silhouette',
  'Sight-In Grid',
  'Deer Vital',
  'Turkey',
  'Zombie',
  'Reactive Splatter',
  'Multi-Bull',
];

export function longTailAccessories(): AccessoryModel[] {
  return [...cleaningGear(), ...reloadingSupplies(), ...carryAndRangeGear()];
}

/** Bore brushes, mops and jags per brand, for every calibre. */
function cleaningGear(): AccessoryModel[] {
  const out: AccessoryModel[] = [];
  for (const [brand, price] of [
    ["Hoppe's", 6],
    ['Otis', 7],
    ['Tipton', 8],
    ['Dewey', 9],
    ['KleenBore', 6],
  ] as const) {
    for (const kind of ['Bronze Bore Brush', 'Nylon Bore Brush', 'Cotton Bore Mop', 'Brass Jag'])
      out.push([brand, kind, 'cleaning', BRUSH_CALS, price, `${brand.slice(0, 2).toUpperCase()}BB`]);
  }
  return out;
}

/** Dies, brass, bullets, powder and primers. */
function reloadingSupplies(): AccessoryModel[] {
  const out: AccessoryModel[] = [];
  for (const [brand, set, price] of [
    ['Lee Precision', 'Pacesetter 3-Die Set', 59],
    ['RCBS', 'Full Length Die Set', 89],
    ['Hornady', 'Custom Grade Die Set', 99],
    ['Redding', 'Type S Bushing Die Set', 289],
    ['Lee Precision', 'Factory Crimp Die', 29],
  ] as const) {
    out.push([brand, set, 'reloading', DIE_CALS, price, `${brand.slice(0, 3).toUpperCase()}DS`]);
  }
  for (const [brand, price] of [
    ['Starline', 45],
    ['Lapua', 129],
    ['Hornady', 59],
    ['Winchester', 49],
    ['Peterson', 119],
  ] as const) {
    out.push([brand, 'Unprimed Brass 100ct', 'reloading', BRASS, price, `${brand.slice(0, 3).toUpperCase()}BR`]);
  }
  for (const [line, fits] of BULLETS)
    out.push([
      line.split(' ')[0],
      `${line.split(' ').slice(1).join(' ')} Bullets 100ct`,
      'reloading',
      fits,
      69,
      `${line.slice(0, 2).toUpperCase()}B`,
    ]);
  out.push([
    'Hodgdon',
    'Smokeless Powder',
    'reloading',
    POWDERS.flatMap((p) => [`${p} 1 lb`, `${p} 8 lb`]),
    59,
    'HODP',
  ]);
  out.push([
    'CCI',
    'Primers 1000ct',
    'reloading',
    [
      'Small Pistol #500',
      'Large Pistol #300',
      'Small Rifle #400',
      'Large Rifle #200',
      'Small Rifle Magnum #450',
      'BR2 Benchrest',
    ],
    149,
    'CCIPR',
  ]);
  return out;
}

/** Holsters, snap caps, paper targets and soft rifle cases. */
function carryAndRangeGear(): AccessoryModel[] {
  const out: AccessoryModel[] = [];
  for (const [brand, line, price] of [
    ['Blackhawk', 'Serpa CQC Holster', 59],
    ['Alien Gear', 'ShapeShift 4.0 IWB', 89],
    ['Vedder', 'LightTuck IWB', 79],
    ['Fobus', 'Paddle Holster', 39],
    ['Crossbreed', 'SuperTuck', 99],
    ['Safariland', 'Model 7378 ALS', 79],
  ] as const) {
    out.push([
      brand,
      line,
      'holsters',
      PISTOLS.flatMap((p) => [`${p} Right Hand`, `${p} Left Hand`]).slice(0, 24),
      price,
      `${brand.slice(0, 2).toUpperCase()}H`,
    ]);
  }
  for (const brand of ['A-Zoom', 'Tipton'])
    out.push([
      brand,
      'Snap Caps',
      'general',
      SNAP.flatMap((s) => [`${s} 2 Pack`, `${s} 5 Pack`]),
      19,
      `${brand.slice(0, 2).toUpperCase()}SC`,
    ]);
  for (const [brand, price] of [
    ['Champion', 12],
    ['Birchwood Casey', 15],
    ['Allen', 11],
  ] as const) {
    out.push([
      brand,
      'Paper Targets',
      'targets',
      TARGETS.flatMap((t) => [`${t} 10 Pack`, `${t} 50 Pack`]),
      price,
      `${brand.slice(0, 2).toUpperCase()}T`,
    ]);
  }
  for (const [brand, price] of [
    ['Allen', 29],
    ['Plano', 49],
    ['Boyt', 129],
    ['Browning', 149],
  ] as const) {
    out.push([
      brand,
      'Soft Rifle Case',
      'storage',
      ['40"', '44"', '46"', '48"', '50"', '52"'].flatMap((l) => [`${l} Black`, `${l} Tan`, `${l} Camo`]),
      price,
      `${brand.slice(0, 2).toUpperCase()}RC`,
    ]);
  }
  return out;
}
