/**
 * Real ammunition product lines sold in Canada, with loads (calibre, grains, bullet) and the packages they come
 * in. Prices come from the calibre's base price per round times the line's factor. Hard negatives for matching
 * are deliberate: American Eagle 9mm in 115/124/147 gr and 50/1000 rounds, XM193 5.56 next to .223 55 gr,
 * XM80 7.62x51 next to .308 150 gr.
 */
export interface Pack {
  rounds: number;
  note?: string;
}
export type Load = [calibre: string, grains: number, bullet: string, packs: Array<number | Pack>, code?: string];
export interface AmmoLine {
  brand: string;
  line: string;
  factor: number;
  loads: Load[];
  popular?: boolean;
}

const c = (rounds: number, boxes: number, per: number): Pack => ({ rounds, note: `${boxes} boxes of ${per}` });

export const AMMO_LINES: AmmoLine[] = [
  {
    brand: 'Federal',
    line: 'American Eagle',
    factor: 1.0,
    popular: true,
    loads: [
      ['9mm', 115, 'FMJ', [50, c(1000, 20, 50)], 'AE9DP'],
      ['9mm', 124, 'FMJ', [50, c(1000, 20, 50)], 'AE9AP'],
      ['9mm', 147, 'FMJ FP', [50], 'AE9FP'],
      ['.45acp', 230, 'FMJ', [50, c(1000, 20, 50)], 'AE45A'],
      ['.40sw', 180, 'FMJ', [50], 'AE40R1'],
      ['.380acp', 95, 'FMJ', [50], 'AE380AP'],
      ['.38spl', 130, 'FMJ', [50], 'AE38K'],
      ['.357mag', 158, 'JSP', [50], 'AE357A'],
      ['.223rem', 55, 'FMJ BT', [20, c(500, 25, 20)], 'AE223'],
      ['5.56nato', 55, 'FMJ BT XM193', [20, c(500, 25, 20)], 'AE193'],
      ['.308win', 150, 'FMJ BT', [20, c(500, 25, 20)], 'AE308D'],
      ['7.62x51', 149, 'FMJ XM80', [20, c(500, 25, 20)], 'AE76251'],
      ['.22lr', 38, 'CPHP', [400], 'AE5022'],
    ],
  },
  {
    brand: 'Winchester',
    line: 'USA White Box',
    factor: 0.98,
    popular: true,
    loads: [
      ['9mm', 115, 'FMJ', [50, 100, c(500, 10, 50)], 'USA9MMVP'],
      ['9mm', 124, 'FMJ', [50], 'Q4318'],
      ['.45acp', 230, 'FMJ', [50, 100], 'USA45AVP'],
      ['.40sw', 165, 'FMJ', [50], 'USA40SWVP'],
      ['.223rem', 55, 'FMJ', [20], 'USA223R1'],
      ['.308win', 147, 'FMJ', [20], 'USA3081'],
      ['5.56nato', 55, 'FMJ M193', [20, c(1000, 50, 20)], 'Q3131'],
      ['7.62x51', 147, 'FMJ M80', [20], 'Q3130'],
    ],
  },
  {
    brand: 'Winchester',
    line: 'Super-X',
    factor: 1.35,
    loads: [
      ['.30-06', 150, 'Power-Point', [20], 'X30061'],
      ['.308win', 150, 'Power-Point', [20], 'X3085'],
      ['.270win', 130, 'Power-Point', [20], 'X2705'],
      ['.243win', 100, 'Power-Point', [20], 'X2433'],
      ['.300wm', 180, 'Power-Point', [20], 'X30WM2'],
      ['.22lr', 40, 'Power-Point', [100], 'X22LRPP1'],
      ['12ga', 0, '2-3/4" 1-1/4 oz #6 Heavy Game Load', [25], 'X12H6'],
      ['20ga', 0, '2-3/4" 1 oz #6 Heavy Game Load', [25], 'X20H6'],
      ['12ga', 0, '2-3/4" 00 Buck 9 Pellet', [5], 'X12RB5'],
      ['12ga', 0, '2-3/4" 1 oz Rifled Slug', [5], 'X12RS15'],
    ],
  },
  {
    brand: 'CCI',
    line: 'Blazer Brass',
    factor: 0.95,
    popular: true,
    loads: [
      ['9mm', 115, 'FMJ', [50, c(1000, 20, 50)], '5200'],
      ['9mm', 124, 'FMJ', [50], '5201'],
      ['.45acp', 230, 'FMJ', [50], '5230'],
      ['.40sw', 165, 'FMJ', [50], '5220'],
      ['.380acp', 95, 'FMJ', [50], '5202'],
      ['.38spl', 125, 'FMJ', [50], '5204'],
    ],
  },
  {
    brand: 'CCI',
    line: 'Mini-Mag',
    factor: 1.25,
    popular: true,
    loads: [
      ['.22lr', 40, 'CPRN', [100, c(1000, 10, 100)], '0030'],
      ['.22lr', 36, 'CPHP', [100], '0031'],
      ['.22lr', 40, 'CPRN', [300], '0030B'],
    ],
  },
  { brand: 'CCI', line: 'Stinger', factor: 1.7, loads: [['.22lr', 32, 'CPHP', [50, c(500, 10, 50)], '0050']] },
  {
    brand: 'CCI',
    line: 'Standard Velocity',
    factor: 1.35,
    loads: [
      ['.22lr', 40, 'LRN', [50], '0032'],
      ['.22wmr', 40, 'JHP', [50], '0024'],
    ],
  },
  {
    brand: 'Hornady',
    line: 'Critical Defense',
    factor: 3.2,
    loads: [
      ['9mm', 115, 'FTX', [25], '90250'],
      ['.380acp', 90, 'FTX', [25], '90080'],
      ['.38spl', 110, 'FTX', [25], '90310'],
      ['.45acp', 185, 'FTX', [20], '90900'],
    ],
  },
  {
    brand: 'Hornady',
    line: 'ELD Match',
    factor: 1.4,
    loads: [
      ['6.5cm', 140, 'ELD-M', [20], '81500'],
      ['6.5cm', 147, 'ELD-M', [20], '81501'],
      ['.308win', 168, 'ELD-M', [20], '80966'],
      ['.308win', 178, 'ELD-M', [20], '80969'],
      ['.300wm', 195, 'ELD-M', [20], '82044'],
    ],
  },
  {
    brand: 'Hornady',
    line: 'American Gunner',
    factor: 1.5,
    loads: [
      ['9mm', 115, 'XTP', [25], '90244'],
      ['.223rem', 55, 'HP', [50], '80235'],
      ['.308win', 155, 'BTHP', [20], '80926'],
      ['7.62x39', 123, 'SST', [20], '8128'],
    ],
  },
  {
    brand: 'Remington',
    line: 'UMC',
    factor: 1.0,
    popular: true,
    loads: [
      ['9mm', 115, 'FMJ', [50, c(250, 5, 50)], 'L9MM3'],
      ['.45acp', 230, 'FMJ', [50], 'L45AP4'],
      ['.223rem', 55, 'FMJ', [20], 'L223R3'],
      ['.40sw', 180, 'FMJ', [50], 'L40SW4'],
    ],
  },
  {
    brand: 'Remington',
    line: 'Core-Lokt',
    factor: 1.3,
    popular: true,
    loads: [
      ['.30-06', 150, 'PSP', [20], 'R30062'],
      ['.308win', 150, 'PSP', [20], 'R308W1'],
      ['.270win', 130, 'PSP', [20], 'R270W2'],
      ['.243win', 100, 'PSP', [20], 'R243W3'],
      ['.300wm', 180, 'PSP', [20], 'R300W2'],
      ['.303brit', 180, 'SP', [20], 'R303B1'],
    ],
  },
  {
    brand: 'Remington',
    line: 'Thunderbolt',
    factor: 0.85,
    loads: [['.22lr', 40, 'LRN', [500, c(5000, 10, 500)], '21241']],
  },
  {
    brand: 'PMC',
    line: 'Bronze',
    factor: 0.93,
    loads: [
      ['9mm', 115, 'FMJ', [50, c(1000, 20, 50)], 'PMC9A'],
      ['.45acp', 230, 'FMJ', [50], 'PMC45A'],
      ['.223rem', 55, 'FMJ BT', [20], 'PMC223A'],
      ['.308win', 147, 'FMJ BT', [20], 'PMC308B'],
      ['.40sw', 165, 'FMJ', [50], 'PMC40D'],
    ],
  },
  {
    brand: 'Sellier & Bellot',
    line: 'Sellier & Bellot',
    factor: 0.9,
    popular: true,
    loads: [
      ['9mm', 124, 'FMJ', [50, c(1000, 20, 50)], 'SB9B'],
      ['9mm', 115, 'FMJ', [50], 'SB9A'],
      ['.308win', 147, 'FMJ', [20], 'SB308A'],
      ['7.62x39', 124, 'FMJ', [20], 'SB76239A'],
      ['.303brit', 180, 'SP', [20], 'SB303B'],
      ['12ga', 0, '2-3/4" 1-1/8 oz #7.5 Target', [25, c(250, 10, 25)], 'SB12TS'],
    ],
  },
  {
    brand: 'Magtech',
    line: 'Sport Shooting',
    factor: 0.92,
    loads: [
      ['9mm', 115, 'FMJ', [50, c(1000, 20, 50)], '9A'],
      ['.45acp', 230, 'FMJ', [50], '45A'],
      ['.38spl', 158, 'LRN', [50], '38A'],
      ['.357mag', 158, 'SJSP', [50], '357A'],
    ],
  },
  {
    brand: 'Norma',
    line: 'Range & Training',
    factor: 1.1,
    loads: [
      ['9mm', 124, 'FMJ', [50], '620040050'],
      ['.223rem', 55, 'FMJ', [50], '2857000'],
    ],
  },
  {
    brand: 'Norma',
    line: 'Whitetail',
    factor: 1.5,
    loads: [
      ['.308win', 150, 'PSP', [20], '20176492'],
      ['.30-06', 150, 'PSP', [20], '20176722'],
      ['6.5cm', 140, 'PSP', [20], '20166412'],
    ],
  },
  { brand: 'Lapua', line: 'Center-X', factor: 3.2, loads: [['.22lr', 40, 'LRN', [50, c(500, 10, 50)], '420000']] },
  {
    brand: 'Lapua',
    line: 'Scenar',
    factor: 1.7,
    loads: [
      ['.308win', 167, 'HPBT', [100], '4317528'],
      ['6.5cm', 136, 'HPBT', [100], '4316055'],
    ],
  },
  {
    brand: 'Fiocchi',
    line: 'Range Dynamics',
    factor: 0.95,
    loads: [
      ['9mm', 115, 'FMJ', [50], '9APD'],
      ['.223rem', 55, 'FMJ BT', [50], '223AFIO'],
      ['12ga', 0, '2-3/4" 1-1/8 oz #8 Target', [25, c(250, 10, 25)], '12TL8'],
      ['20ga', 0, '2-3/4" 7/8 oz #8 Target', [25], '20TL8'],
    ],
  },
  {
    brand: 'Geco',
    line: 'Geco',
    factor: 0.95,
    loads: [
      ['9mm', 124, 'FMJ', [50, c(1000, 20, 50)], '2318380'],
      ['.308win', 170, 'Plus', [20], '2317575'],
      ['.30-06', 165, 'Plus', [20], '2317591'],
    ],
  },
  {
    brand: 'PPU',
    line: 'Prvi Partizan',
    factor: 0.85,
    popular: true,
    loads: [
      ['9mm', 115, 'FMJ', [50, c(1000, 20, 50)], 'PP91'],
      ['7.62x39', 123, 'FMJ', [20, c(500, 25, 20)], 'PP76F'],
      ['.303brit', 174, 'FMJ', [20], 'PP303F'],
      ['.308win', 145, 'FMJ BT', [20], 'PP308F'],
      ['5.56nato', 55, 'FMJ BT M193', [20], 'PPN556'],
      ['.223rem', 55, 'FMJ BT', [20], 'PP223F'],
    ],
  },
  {
    brand: 'Federal',
    line: 'Top Gun',
    factor: 0.9,
    popular: true,
    loads: [
      ['12ga', 0, '2-3/4" 1-1/8 oz #8 Target', [25, c(250, 10, 25)], 'TG12 8'],
      ['12ga', 0, '2-3/4" 1-1/8 oz #7.5 Target', [25], 'TG12 7.5'],
      ['20ga', 0, '2-3/4" 7/8 oz #8 Target', [25], 'TG20 8'],
    ],
  },
  {
    brand: 'Federal',
    line: 'Power-Shok',
    factor: 1.5,
    loads: [
      ['12ga', 0, '2-3/4" 00 Buck 9 Pellet', [5], 'F127 00'],
      ['12ga', 0, '2-3/4" 1 oz Rifled Slug', [5], 'F127 RS'],
      ['.30-06', 150, 'SP', [20], '3006A'],
      ['.308win', 150, 'SP', [20], '308A'],
      ['.270win', 130, 'SP', [20], '270A'],
    ],
  },
  {
    brand: 'Federal',
    line: 'Champion',
    factor: 0.8,
    loads: [
      ['.22lr', 36, 'CPHP', [525], '745'],
      ['.22lr', 40, 'LRN', [50], '510'],
    ],
  },
  {
    brand: 'Federal',
    line: 'HST',
    factor: 2.3,
    loads: [
      ['9mm', 124, 'JHP', [50], 'P9HST1S'],
      ['9mm', 147, 'JHP', [50], 'P9HST2S'],
      ['.45acp', 230, 'JHP', [50], 'P45HST2S'],
    ],
  },
  { brand: 'Winchester', line: 'Wildcat', factor: 0.85, loads: [['.22lr', 40, 'LRN', [50, c(500, 10, 50)], 'WW22LR']] },
  {
    brand: 'Winchester',
    line: 'AA',
    factor: 1.15,
    loads: [
      ['12ga', 0, '2-3/4" 1-1/8 oz #8 Target', [25], 'AA128'],
      ['20ga', 0, '2-3/4" 7/8 oz #9 Target', [25], 'AA209'],
    ],
  },
  {
    brand: 'Remington',
    line: 'Gun Club',
    factor: 0.95,
    loads: [
      ['12ga', 0, '2-3/4" 1-1/8 oz #8 Target', [25], 'GC128'],
      ['12ga', 0, '2-3/4" 1-1/8 oz #7.5 Target', [25], 'GC127'],
    ],
  },
  { brand: 'Norinco', line: 'Norinco', factor: 0.7, loads: [['7.62x39', 124, 'FMJ', [20, c(1000, 50, 20)], 'N76239']] },
];
