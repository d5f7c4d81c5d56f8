import { describe, expect, it } from 'vitest';
import { understandQuery } from './query-understanding.js';

const read = (q: string) => understandQuery(q);

describe('understandQuery', () => {
  it('reads calibre, brand and a bare weight after a calibre; nothing is left as text', () => {
    expect(read('federal 9mm 115')).toMatchObject({
      calibre: ['9mm'],
      manufacturer: ['federal'],
      grain: [115],
      productType: 'ammunition',
      text: null,
    });
    expect(read('Federal 9mm 115gr hollow point boat tail')).toMatchObject({
      grain: [115],
      bulletType: ['BTHP'],
      text: null,
    });
  });

  it('reads every spelling of a calibre as its slug', () => {
    for (const q of ['9x19', '9mm Luger', '9 Para', '9x19mm parabellum']) expect(read(q).calibre, q).toEqual(['9mm']);
    for (const q of ['22lr', '22 lr', '.22lr', '.22 Long Rifle']) expect(read(q).calibre, q).toEqual(['.22lr']);
    expect(read('6.5 creedmoor').calibre).toEqual(['6.5creedmoor']);
    expect(read('308').calibre).toEqual(['.308win']);
  });

  it('understands shotshell loads without a calibre, and casing and bullet design with one', () => {
    expect(read('buckshot')).toMatchObject({ bulletType: ['buckshot'], productType: 'ammunition', text: null });
    expect(read('steel case 7.62x39')).toMatchObject({ calibre: ['7.62x39'], casing: ['steel'], text: null });
    expect(read('sellier bellot 9mm fmj')).toMatchObject({ manufacturer: ['sellier-bellot'], bulletType: ['FMJ'] });
  });

  it('lets firearms and accessories in when the words ask for them', () => {
    expect(read('9mm magazine')).toMatchObject({ calibre: ['9mm'], productType: 'accessory', text: 'magazine' });
    expect(read('9mm pistol')).toMatchObject({ productType: 'firearm', text: 'pistol' });
    // Glock makes no ammunition: a Glock in 9mm is a pistol or a part, not a box of rounds.
    expect(read('glock 9mm')).toMatchObject({ calibre: ['9mm'], manufacturer: ['glock'], productType: null });
  });

  it('leaves unknown words as text and does not read bullet words as filters without ammunition context', () => {
    expect(read('bore brush')).toMatchObject({ calibre: [], manufacturer: [], productType: null, text: 'bore brush' });
    expect(read('hornaday 308')).toMatchObject({ calibre: ['.308win'], text: 'hornaday' });
    expect(read('XM193').text).toBe('xm193');
    expect(read('brass catcher')).toMatchObject({ casing: [], text: 'brass catcher' });
  });
});
