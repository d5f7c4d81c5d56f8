/**
 * Calibres as stores write them. `aliases[0]` is the canonical spelling; stores pick other spellings so the
 * matching engine meets '9mm Luger' vs '9x19' vs '9mm Parabellum'. `centsPerRound` is a typical Canadian
 * price per round for plain range ammunition; product lines scale it.
 */
export interface Calibre {
  key: string;
  aliases: string[];
  kind: 'handgun' | 'rifle' | 'rimfire' | 'shotgun';
  centsPerRound: number;
}

export const CALIBRES: Record<string, Calibre> = {
  '9mm': {
    key: '9mm',
    aliases: ['9mm Luger', '9x19', '9mm Parabellum', '9mm', '9x19mm'],
    kind: 'handgun',
    centsPerRound: 38,
  },
  '.45acp': {
    key: '.45acp',
    aliases: ['.45 ACP', '45 Auto', '.45 Auto', '45 ACP'],
    kind: 'handgun',
    centsPerRound: 75,
  },
  '.40sw': {
    key: '.40sw',
    aliases: ['.40 S&W', '40 S&W', '.40 Smith & Wesson', '40SW'],
    kind: 'handgun',
    centsPerRound: 55,
  },
  '.380acp': {
    key: '.380acp',
    aliases: ['.380 ACP', '380 Auto', '.380 Auto', '9mm Kurz'],
    kind: 'handgun',
    centsPerRound: 62,
  },
  '.38spl': {
    key: '.38spl',
    aliases: ['.38 Special', '38 Spl', '.38 Spl', '38 Special'],
    kind: 'handgun',
    centsPerRound: 66,
  },
  '.357mag': {
    key: '.357mag',
    aliases: ['.357 Magnum', '357 Mag', '.357 Mag', '357 Magnum'],
    kind: 'handgun',
    centsPerRound: 88,
  },
  '.44mag': {
    key: '.44mag',
    aliases: ['.44 Magnum', '44 Rem Mag', '.44 Rem Mag', '44 Mag'],
    kind: 'handgun',
    centsPerRound: 125,
  },
  '.223rem': {
    key: '.223rem',
    aliases: ['.223 Rem', '223 Remington', '.223 Remington', '223 Rem'],
    kind: 'rifle',
    centsPerRound: 72,
  },
  '5.56nato': {
    key: '5.56nato',
    aliases: ['5.56 NATO', '5.56x45mm', '5.56mm NATO', '5.56x45'],
    kind: 'rifle',
    centsPerRound: 74,
  },
  '.308win': {
    key: '.308win',
    aliases: ['.308 Win', '308 Winchester', '.308 Winchester', '308 Win'],
    kind: 'rifle',
    centsPerRound: 160,
  },
  '7.62x51': {
    key: '7.62x51',
    aliases: ['7.62x51mm NATO', '7.62x51', '7.62 NATO', '7.62x51mm'],
    kind: 'rifle',
    centsPerRound: 140,
  },
  '.30-06': {
    key: '.30-06',
    aliases: ['.30-06 Springfield', '30-06 Sprg', '.30-06 Sprg', '30-06'],
    kind: 'rifle',
    centsPerRound: 190,
  },
  '6.5cm': {
    key: '6.5cm',
    aliases: ['6.5 Creedmoor', '6.5mm Creedmoor', '6.5 CM', '6.5 Creed'],
    kind: 'rifle',
    centsPerRound: 195,
  },
  '7.62x39': {
    key: '7.62x39',
    aliases: ['7.62x39mm', '7.62x39', '7.62 x 39', '7.62X39MM'],
    kind: 'rifle',
    centsPerRound: 55,
  },
  '.300wm': {
    key: '.300wm',
    aliases: ['.300 Win Mag', '300 Winchester Magnum', '.300 WM', '300 Win Mag'],
    kind: 'rifle',
    centsPerRound: 300,
  },
  '.270win': {
    key: '.270win',
    aliases: ['.270 Win', '270 Winchester', '.270 Winchester', '270 Win'],
    kind: 'rifle',
    centsPerRound: 215,
  },
  '.243win': {
    key: '.243win',
    aliases: ['.243 Win', '243 Winchester', '.243 Winchester', '243 Win'],
    kind: 'rifle',
    centsPerRound: 190,
  },
  '.303brit': {
    key: '.303brit',
    aliases: ['.303 British', '303 British', '.303 Brit'],
    kind: 'rifle',
    centsPerRound: 180,
  },
  '.22lr': {
    key: '.22lr',
    aliases: ['.22 LR', '22 Long Rifle', '.22 Long Rifle', '22LR'],
    kind: 'rimfire',
    centsPerRound: 13,
  },
  '.22wmr': {
    key: '.22wmr',
    aliases: ['.22 WMR', '22 Win Mag', '.22 Magnum', '22 WMR'],
    kind: 'rimfire',
    centsPerRound: 42,
  },
  '12ga': { key: '12ga', aliases: ['12 Gauge', '12ga', '12 GA', '12-Gauge'], kind: 'shotgun', centsPerRound: 88 },
  '20ga': { key: '20ga', aliases: ['20 Gauge', '20ga', '20 GA', '20-Gauge'], kind: 'shotgun', centsPerRound: 92 },
};
