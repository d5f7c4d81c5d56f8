import { describe, expect, it } from 'vitest';
import { readTitle } from '../../test/title-checks';

// Wordings written for these tests (decision 0426), in the shapes US distributor feeds and gun stores use: maker
// codes, glued capacities, camo pattern names, "Mag Fed", classic model names, fitted sights and lasers, "by <maker>".

describe('distributor maker codes and glued capacities', () => {
  it('reads the codes of Mossberg, Smith & Wesson and Sarsilmaz', () => {
    expect(readTitle('MOSS 51234 MVP LR 308WIN 20IN 10RD SYN')).toEqual(['firearm', '.308win', 'mossberg', null]);
    expect(readTitle('MOS 500 TACTICAL 12GA 18.5IN 6RD')).toEqual(['firearm', '12ga', 'mossberg', null]);
    expect(readTitle('SWL 10202 M&P15 SPORT III 5.56 16IN 30RD')).toEqual([
      'firearm',
      '5.56nato',
      'smith-wesson',
      null,
    ]);
    expect(readTitle('SAR SAR9 SPORT 9MM 4.4IN 17RD')).toEqual(['firearm', '9mm', 'sarsilmaz', null]);
  });
  it('a code of a maker the vocabulary lacks still says gun, with no brand', () => {
    expect(readTitle('ARML 10T 308WIN 20IN 10RD BLK')).toEqual(['firearm', '.308win', null, null]);
    expect(readTitle('MPA DEFENDER 9MM 3.5IN 30RD')).toEqual(['firearm', '9mm', null, null]);
  });
  it('a bare barrel length before a glued "10R" capacity, furniture words after: the gun', () => {
    expect(readTitle('RUG 8515 AR556 223REM 16 10R SYN STOCK GRIP')).toEqual(['firearm', '.223rem', 'ruger', null]);
    expect(readTitle('RUG MINI14 5.56 18.5IN 5R FF')).toEqual(['firearm', '5.56nato', 'ruger', null]);
  });
  it("a code, an item number and the maker's model: furniture and sights after the calibre are the gun's", () => {
    expect(readTitle('RUG 8514 AR556 223REM MOE STOCK GRIP FDE')).toEqual(['firearm', '.223rem', 'ruger', null]);
    expect(readTitle('SW 13249 M&P9 SHIELD PLUS 9MM TRITIUM NIGHT SIGHTS')).toEqual([
      'firearm',
      '9mm',
      'smith-wesson',
      null,
    ]);
    expect(readTitle('SAV 22987 AXIS II 308WIN SYN STOCK')).toEqual(['firearm', '.308win', 'savage', null]);
  });
  it('the same line naming a magazine, or a stock with no item number or calibre, is still the part', () => {
    expect(readTitle('RUG 90229 10/22 22LR BX-15 MAGAZINE')[0]).toBe('accessory');
    expect(readTitle('RUG AR556 STOCK')[0]).toBe('accessory');
  });
  it('keeps magazines and cartridges', () => {
    expect(readTitle('MOSS 95111 500 MAGAZINE EXTENSION 12GA')[0]).toBe('accessory');
    expect(readTitle('SW 19933 SHIELD 9MM 8RD MAGAZINE')[0]).toBe('accessory');
    expect(readTitle('WIN 9MM 124GR FMJ 50RD')).toEqual(['ammunition', '9mm', 'winchester', 50]);
  });
});

describe('camo patterns and feed systems are not makers', () => {
  it('"Muddy Girl" is a pattern, not Muddy Outdoors', () => {
    expect(readTitle('Muddy Girl Camo Padded Rifle Case 46"')[2]).toBeNull();
    expect(readTitle('Muddy Girl Camo Gun Sock')[0]).toBe('accessory');
    expect(readTitle('Mossberg 500 Youth Muddy Girl 20ga 22"')).toEqual(['firearm', '20ga', 'mossberg', null]);
  });
  it('"Mag Fed" says how a gun is fed, not that a magazine is sold', () => {
    expect(readTitle('Tactical Mag Fed 12ga Semi Auto Shotgun 18.5"')).toEqual(['firearm', '12ga', null, null]);
    expect(readTitle('Mag-Fed 12ga Shotgun Magazine 10rd')[0]).toBe('accessory');
    expect(readTitle('Belt Fed Upper Receiver Kit 5.56')[0]).toBe('accessory');
  });
});

describe('classic gun models with no gun word', () => {
  it('"Makarov" with its calibre is the pistol', () => {
    expect(readTitle('Bulgarian Makarov PM 9x18 Surplus')).toEqual(['firearm', '9x18mak', null, null]);
  });
  it('keeps its magazines, holsters and cartridges', () => {
    expect(readTitle('Makarov 9x18 8rd Magazine Blued')[0]).toBe('accessory');
    expect(readTitle('Makarov Holster Leather Brown')[0]).toBe('accessory');
    expect(readTitle('Makarov 9x18 95gr FMJ 50 Rounds')).toEqual(['ammunition', '9x18mak', null, 50]);
  });
});

describe('a gun model listing its laser', () => {
  it("a laser after the model and calibre is the gun's feature", () => {
    expect(readTitle('Smith & Wesson Bodyguard 380 ACP Integrated Laser')).toEqual([
      'firearm',
      '.380acp',
      'smith-wesson',
      null,
    ]);
  });
  it('a laser of its own maker, or made to fit a gun, is still the laser', () => {
    expect(readTitle('Crimson Trace Laserguard for Ruger LCP 380')[0]).toBe('accessory');
    expect(readTitle('Viridian Green Laser S&W Bodyguard 380')[0]).toBe('accessory');
  });
});

describe('a closing "by <maker>" after a design name', () => {
  it('names the maker, one word allowed before its name', () => {
    expect(readTitle('Swiss K31 Schmidt-Rubin 7.5x55 by Waffenfabrik Steyr')[2]).toBe('steyr');
    expect(readTitle('Mauser 1893 7x57 by Waffenfabrik Steyr')[2]).toBe('steyr');
  });
  it('an accessory fitted to a gun, with its maker closing, keeps that maker', () => {
    expect(readTitle('IWB Holster for Glock 43 by Vedder')[2]).toBe('vedder');
  });
});

describe('a distributor\'s "(Per N)" count', () => {
  it('is the box the price is for', () => {
    expect(readTitle('Remington 45 ACP 230gr Full Metal Jacket, (Per 50) L45AP4')).toEqual([
      'ammunition',
      '.45acp',
      'remington',
      50,
    ]);
    expect(readTitle('CCI 22 Long Rifle 40gr Lead Round Nose (Per 100) 0032')[3]).toBe(100);
  });
  it('not a price per round or a rate outside the brackets', () => {
    expect(readTitle('Federal 9mm 115gr FMJ 50rd Box, 29 cents per round')[3]).toBe(50);
  });
});
