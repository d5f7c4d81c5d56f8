import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, testEnv } from '../../../test/test-db.js';
import type { AppDeps } from '../../deps.js';
import { RETAILER_REGISTRY } from './retailer-registry.data.js';
import { seedRetailers } from './seed-retailers.js';

let deps: AppDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

describe('seedRetailers', () => {
  it('the registry has at least 60 real retailers with an adapter platform and http(s) URLs', () => {
    expect(RETAILER_REGISTRY.length).toBeGreaterThanOrEqual(60);
    expect(RETAILER_REGISTRY.filter((r) => r.platform !== 'auto').length).toBeGreaterThanOrEqual(60);
    for (const r of RETAILER_REGISTRY) {
      expect(r.url).toMatch(/^https:\/\/[^/]+\//);
      expect(r.province === null || /^[A-Z]{2}$/.test(r.province)).toBe(true);
    }
    expect(new Set(RETAILER_REGISTRY.map((r) => r.name.toLowerCase())).size).toBe(RETAILER_REGISTRY.length);
  });

  it('does nothing when SEED_RETAILERS is off', async () => {
    const before = await deps.db.models.Retailer.count();
    expect(await seedRetailers(deps)).toBe(0);
    expect(await deps.db.models.Retailer.count()).toBe(before);
  });

  it('inserts missing retailers by name, never overwrites admin edits, and does not bring back a deleted one', async () => {
    const on = { ...deps, env: testEnv({ SEED_RETAILERS: '1' }) };
    const existing = await deps.db.models.Retailer.create({
      name: RETAILER_REGISTRY[0].name.toUpperCase(),
      url: 'https://admin-edited.example/',
      isActive: false,
    });
    const inserted = await seedRetailers(on);
    expect(inserted).toBe(RETAILER_REGISTRY.length - 1);
    expect(await deps.db.models.Retailer.count()).toBe(RETAILER_REGISTRY.length);
    await existing.reload();
    expect(existing.url).toBe('https://admin-edited.example/');
    expect(existing.isActive).toBe(false);
    const shopify = RETAILER_REGISTRY.find((r) => r.platform === 'shopify')!;
    const row = await deps.db.models.Retailer.findOne({ where: { name: shopify.name } });
    expect(row).toMatchObject({
      url: shopify.url,
      province: shopify.province,
      platform: 'shopify',
      scrapeIntervalHours: 4,
      isActive: true,
    });

    await row!.update({ scrapeIntervalHours: 8 });
    const deleted = RETAILER_REGISTRY[1].name;
    await deps.db.models.Retailer.destroy({ where: { name: deleted } });
    expect(await seedRetailers(on)).toBe(0);
    expect((await row!.reload()).scrapeIntervalHours).toBe(8);
    expect(await deps.db.models.Retailer.findOne({ where: { name: deleted } })).toBeNull();
  });
});
