import { describe, expect, it } from 'vitest';
import { AliasMatcher } from './alias-matcher';
import { findGunModel } from './gun-model';
import { manufacturerAliases, manufacturerMakes } from './vocabulary';
import { GUN_MODEL_ROWS } from './vocabulary/gun-models';

const BRANDS = new AliasMatcher(manufacturerAliases());
function modelOf(title: string, maker: string): string | null {
  const m = findGunModel(title, BRANDS.findAll(title), maker);
  return m ? title.slice(m.start, m.end) : null;
}

describe('gun model vocabulary', () => {
  it('lists models only for makers of guns, once per maker, without repeats', () => {
    const makers = GUN_MODEL_ROWS.map(([maker]) => maker);
    expect(new Set(makers).size).toBe(makers.length);
    for (const [maker, ...models] of GUN_MODEL_ROWS) {
      expect(manufacturerMakes(maker)?.firearm, maker).toBe(true);
      expect(models.length, maker).toBeGreaterThan(0);
      expect(new Set(models).size, maker).toBe(models.length);
      for (const model of models) expect(model, maker).toBe(model.toLowerCase().trim());
    }
  });
});

describe('findGunModel', () => {
  it('finds a model a few words after its own maker, in the ways titles write it', () => {
    expect(modelOf('ruger mini 14 ranch 5.56', 'ruger')).toBe('mini 14');
    expect(modelOf('ruger mini14 tactical', 'ruger')).toBe('mini14');
    expect(modelOf('remington model 700 sps', 'remington')).toBe('model 700');
    expect(modelOf('browning xbolt hunter', 'browning')).toBe('xbolt');
  });
  it('runs over model names written one after the other', () => {
    expect(modelOf('mossberg 590 shockwave jic 12ga', 'mossberg')).toBe('590 shockwave jic');
  });
  it("reads no model of another maker, nor one far from the maker's name", () => {
    expect(modelOf('savage 10/22 style stock', 'savage')).toBeNull();
    expect(modelOf('ruger a very long description of a thing 10/22', 'ruger')).toBeNull();
    expect(modelOf('butler creek 10/22 magazine', 'ruger')).toBeNull();
  });
  it('reads no bare number that is a count, a weight or an item number', () => {
    expect(modelOf('remington 1100 rounds 22lr', 'remington')).toBeNull();
    expect(modelOf('remington 870 express 12ga', 'remington')).toBe('870 express');
    expect(modelOf('savage #110 parts', 'savage')).toBeNull();
    expect(modelOf('savage 110 gr', 'savage')).toBeNull();
  });
});
