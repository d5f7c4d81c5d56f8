import { describe, expect, it } from 'vitest';
import { withoutStoreNoise } from './store-noise';

const noName = () => false;

describe('withoutStoreNoise', () => {
  it.each([
    ['new! federal 9mm 115gr fmj 50rds', 'federal 9mm 115gr fmj 50rds'],
    ['*new* tikka t3x lite 308 win', 'tikka t3x lite 308 win'],
    ['sale - norinco type 97 12ga', 'norinco type 97 12ga'],
    ['clearance cci blazer 22lr 40gr 500', 'cci blazer 22lr 40gr 500'],
    ['en spécial balles cci 22lr 40gr bte 50', 'balles cci 22lr 40gr bte 50'],
    ['winchester 1300 defender 12ga - in stock', 'winchester 1300 defender 12ga'],
    ['henry h001 22lr (out of stock)', 'henry h001 22lr'],
    ['carabine savage axis 270 win en rupture de stock', 'carabine savage axis 270 win'],
    ['balles cci 22lr 40gr bte 500 - 157632', 'balles cci 22lr 40gr bte 500'],
    ['hornady 223 rem 55 gr fmj (50) (sku: ab6940)', 'hornady 223 rem 55 gr fmj (50)'],
    ['used - winchester model 70 featherweight 270 win', 'winchester model 70 featherweight 270 win'],
    ['consignment: browning bar mk3 308 win', 'browning bar mk3 308 win'],
    ['tikka t3x hunter 30-06 (pre-owned)', 'tikka t3x hunter 30-06'],
    ['carabine usagée savage 93r17 17hmr', 'carabine usagée savage 93r17 17hmr'],
    ['usagé - savage 93r17 17hmr', 'savage 93r17 17hmr'],
    ['ruger american 308 win 22" - $649.99 cad', 'ruger american 308 win 22"'],
    ['balles cci 22lr 40gr bte 500 89.99 $', 'balles cci 22lr 40gr bte 500'],
  ])('"%s" → "%s"', (title, clean) => {
    expect(withoutStoreNoise(title, noName)).toBe(clean);
  });

  it('keeps a "new" that opens a name, and a bare "new" the caller knows as a name', () => {
    expect(withoutStoreNoise('new england pardner 12ga', noName)).toBe('new england pardner 12ga');
    expect(withoutStoreNoise('new model blackhawk 357 mag', noName)).toBe('new model blackhawk 357 mag');
    expect(withoutStoreNoise('new ultra arms 308', (t) => t.startsWith('new ultra'))).toBe('new ultra arms 308');
    expect(withoutStoreNoise('new brn xblt hntr 7mm', noName)).toBe('brn xblt hntr 7mm');
  });

  it("keeps a stock that is the gun's, a count after a dash and a short model number", () => {
    for (const title of [
      'ruger 10/22 carbine walnut stock',
      'federal 9mm 115gr fmj - 1000',
      'mossberg 500 12ga #50120',
      'psa moe lower parts kit - 8436',
    ])
      expect(withoutStoreNoise(title, noName)).toBe(title);
  });
});
