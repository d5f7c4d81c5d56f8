import { describe, expect, it } from 'vitest';
import { rewriteGaugeBarrel } from './gauge-barrel';
import { AliasMatcher } from './alias-matcher';
import { unlistedGunMaker } from './unlisted-maker';
import { calibreAliases, manufacturerAliases } from './vocabulary';
import { UNLISTED_GUN_MAKERS } from './vocabulary/unlisted-gun-makers';
import { readTitle } from '../../test/title-checks';

// Wordings written for these tests (decision 0425), in the shapes Canadian stores and US distributor feeds use.

describe('gun makers absent from the vocabulary', () => {
  it('lists no maker the vocabulary already has, in lower case, without repeats', () => {
    const known = new Set(manufacturerAliases().map(([alias]) => alias));
    for (const name of UNLISTED_GUN_MAKERS) {
      expect(known.has(name), name).toBe(false);
      expect(name).toBe(name.toLowerCase().trim());
    }
    expect(new Set(UNLISTED_GUN_MAKERS).size).toBe(UNLISTED_GUN_MAKERS.length);
  });
  it('reads the maker opening the title, after a licence class or condition word', () => {
    expect(unlistedGunMaker('grand power k22 22lr 10rd')).toBe('grand power');
    expect(unlistedGunMaker('non-restricted lakefield 64b 22lr')).toBe('lakefield');
    expect(unlistedGunMaker('used cooey 840 20ga')).toBe('cooey');
    expect(unlistedGunMaker('holster for bersa thunder')).toBeNull();
  });
  it('reads a name that is also a word only when a model follows it', () => {
    expect(unlistedGunMaker('inland m1 carbine 30 carbine')).toBe('inland');
    expect(unlistedGunMaker('inland 30 carbine 110gr fmj 50rd')).toBeNull();
    expect(unlistedGunMaker('ars slr-104 7.62x39')).toBe('arsenal');
  });
  it('a count after such a maker is the capacity: the gun, its brand null', () => {
    expect(readTitle('Grand Power K22 22LR 10rd')).toEqual(['firearm', '.22lr', null, null]);
    expect(readTitle('Bersa TPR9 9mm 17rd Matte')).toEqual(['firearm', '9mm', null, null]);
    expect(readTitle('Hi-Point JCP 40 S&W 10rd')).toEqual(['firearm', '.40sw', null, null]);
  });
  it('still reads their ammunition, magazines and parts', () => {
    expect(readTitle('PSA 9mm 124gr FMJ 50rd')).toEqual(['ammunition', '9mm', null, 50]);
    expect(readTitle('PSA 5.56 NATO 1000 Rounds')).toEqual(['ammunition', '5.56nato', null, 1000]);
    expect(readTitle('DPMS 308 Win 10rd Magazine')[0]).toBe('accessory');
    expect(readTitle('LWRC 5.56 12.7" Upper Receiver')[0]).toBe('accessory');
  });
});

describe("a distributor's maker code and how a gun is fed", () => {
  it('reads a maker code before a two- or three-word model name', () => {
    expect(readTitle('SAV AXIS II COMPACT 243 WIN')).toEqual(['firearm', '.243win', 'savage', null]);
    expect(readTitle('ATI MILSPORT CARBINE 5.56 30RD')).toEqual(['firearm', '5.56nato', 'american-tactical', null]);
  });
  it('"Tube Fed", "Mag Fed" say how the gun feeds, not Federal', () => {
    expect(readTitle('Lakefield Mark I 22LR Tube Fed')).toEqual(['firearm', '.22lr', null, null]);
    expect(readTitle('Fed 9mm 115gr FMJ 50rd')[2]).toBe('federal');
  });
});

describe("a store's item number", () => {
  it('"Part #…" labels the item, it names no part for sale', () => {
    expect(readTitle('Bulgarian SLR-95 7.62x39 Rifle Part #BG95X')[0]).toBe('firearm');
    expect(readTitle('AK-47 Rifle Parts Kit 7.62x39')[0]).toBe('accessory');
    expect(readTitle('Glock Part #4256 Trigger Spring')[0]).toBe('accessory');
  });
});

describe('a gauge and barrel length written as one pair', () => {
  const CALIBRES = new AliasMatcher(calibreAliases());
  it('rewrites "12/28" where nothing names a shell or a box', () => {
    expect(rewriteGaugeBarrel('khan arms a-tac 12/28', CALIBRES)).toBe('khan arms a-tac 12ga 28in');
    expect(rewriteGaugeBarrel('federal 12ga 2-3/4 #7.5 25/250', CALIBRES)).toBe('federal 12ga 2-3/4 #7.5 25/250');
    expect(rewriteGaugeBarrel('winchester aa 12/25', CALIBRES)).toBe('winchester aa 12/25');
    expect(rewriteGaugeBarrel('remington 20/26 shells', CALIBRES)).toBe('remington 20/26 shells');
    expect(rewriteGaugeBarrel('ruger 10/22 carbine', CALIBRES)).toBe('ruger 10/22 carbine');
  });
  it('reads the shotgun and its gauge', () => {
    expect(readTitle('Akkar Churchill 220 20/26 Walnut')).toEqual(['firearm', '20ga', null, null]);
    expect(readTitle('Stoeger P3000 12/28 Synthetic')).toEqual(['firearm', '12ga', 'stoeger', null]);
  });
});

describe('a spec list of calibre, barrel length and capacity', () => {
  it('describes the whole gun, whatever parts it lists', () => {
    expect(readTitle("Windham WW-15 5.56 14.5'' PROFILE FLUTED BARREL W/ FLIP SIGHTS 30+1 OD")[0]).toBe('firearm');
    expect(readTitle('PSA AK-P 7.62x39 10.5 SIDE FOLDING BRACE 30RD')[0]).toBe('firearm');
    expect(readTitle('Diamondback DB9 9mm 16.1 MATCH BARREL 32+1')[0]).toBe('firearm');
  });
  it('a barrel length beside a gun noun makes the count a capacity, even from a maker that loads ammunition', () => {
    expect(readTitle('Armscor Rock Island M206 Revolver .38 SPL 4-inch 6rd')).toEqual([
      'firearm',
      '.38spl',
      'armscor',
      null,
    ]);
  });
  it("a shotgun's barrel length (14\" and more, never a shell's) makes its count a capacity", () => {
    expect(readTitle('Panzer Arms BP-12 12ga 20" 5rd')).toEqual(['firearm', '12ga', null, null]);
    expect(readTitle('Brenneke 20ga 2-3/4" Slug 5rd')).toEqual(['ammunition', '20ga', null, 5]);
    expect(readTitle('Mossberg 835 Ulti-Mag 12ga 26" Waterfowl')[0]).toBe('firearm');
  });
  it('leaves a magazine, a barrel alone, a stock and a box of cartridges as they are', () => {
    expect(readTitle('Magpul PMAG 30 Gen M3 5.56 NATO 30rd')[0]).toBe('accessory');
    expect(readTitle('ProMag AR-15 5.56 30rd Magazine 16" Barrel Compatible')[0]).toBe('accessory');
    expect(readTitle('Faxon 18" Barrel 6.5 Grendel Heavy Fluted')).toEqual(['accessory', '6.5grendel', null, null]);
    expect(readTitle('Ballistic Advantage 14.5" 5.56 Barrel Hanson Profile')[0]).toBe('accessory');
    expect(readTitle('Boyds Classic Stock Savage 110 Long Action 308')[0]).toBe('accessory');
    expect(readTitle('Norma 308 Win 150gr Oryx 20rd')).toEqual(['ammunition', '.308win', 'norma', 20]);
    expect(readTitle('Federal 12ga 2-3/4" 1 1/8oz #7.5 25rd')[0]).toBe('ammunition');
  });
});

describe("a furniture maker's part inside a gun's title", () => {
  it('is a feature: neither the product nor its maker', () => {
    expect(readTitle('Savage 110 Hunter 270 Win 22" Boyds Stock 4rd')).toEqual(['firearm', '.270win', 'savage', null]);
    expect(readTitle('Bushmaster XM-15 5.56 14.5in 30rd Magpul MOE Furniture')).toEqual([
      'firearm',
      '5.56nato',
      null,
      null,
    ]);
    expect(readTitle('Diamondback DB15 5.56 16" 30RD MAGPUL FDE')[2]).toBeNull();
  });
  it("a packaged scope's maker and power, after the calibre, are the package's optic", () => {
    expect(readTitle('Remington 783 270 Win 22" Bushnell 3-9x40 Combo')).toEqual([
      'firearm',
      '.270win',
      'remington',
      null,
    ]);
  });
  it("keeps the furniture maker's own products", () => {
    expect(readTitle('Magpul Hunter 700 Stock Remington 700 Short Action')).toEqual([
      'accessory',
      null,
      'magpul',
      null,
    ]);
    expect(readTitle('AR-15 5.56 30rd Magpul PMAG Gen M3')[2]).toBe('magpul');
    expect(readTitle('Hogue Overmolded Stock Mossberg 500 12ga')[2]).toBe('hogue');
  });
});

describe("a muzzleloader named by its calibre's own name", () => {
  it('is the gun; its bullets and powder stay reloading components', () => {
    expect(readTitle('Traditions Pursuit G4 50 Cal Muzzleloader Camo')[0]).toBe('firearm');
    expect(readTitle('Knight Littlehorn 50 Cal Muzzleloader')[0]).toBe('firearm');
    expect(readTitle('PowerBelt 45 Cal Muzzleloader Bullets 245gr 15ct')[0]).toBe('accessory');
  });
  it('a gun maker\'s model named like an importer brand is the model ("CVA Wolf"), the importer\'s ammunition its own', () => {
    expect(readTitle('CVA Wolf V2 50 Cal Muzzleloader Black')[2]).toBe('cva');
    expect(readTitle('Wolf Polyformance 9mm 115gr FMJ 50rd')[2]).toBe('wolf');
  });
});

describe('Québec French gun titles', () => {
  it('reads the gun, its calibre and barrel in French', () => {
    expect(readTitle('Carabine à verrou Bergara B-14 Ridge calibre 6.5 Creedmoor canon 24 po')[0]).toBe('firearm');
    expect(readTitle('Fusil superposé Akkar Churchill 206 calibre 12 canon 28 po')).toEqual([
      'firearm',
      '12ga',
      null,
      null,
    ]);
    expect(readTitle('Fusil à pompe Lakefield calibre 20 canon 26 po')[0]).toBe('firearm');
    expect(readTitle('Fusil Franchi Affinity cal.20 canon 26po')).toEqual(['firearm', '20ga', 'franchi', null]);
  });
  it('a title opening with "Canon" sells the barrel', () => {
    expect(readTitle('Canon de remplacement Mossberg 500 calibre 20 26 po')).toEqual([
      'accessory',
      '20ga',
      'mossberg',
      null,
    ]);
    expect(readTitle('Carabine Savage 110 .270 Win canon 22 po')[0]).toBe('firearm');
  });
});
