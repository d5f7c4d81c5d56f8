import { beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps.js';
import { createTestDeps } from '../../../test/test-db.js';
import { createCaller } from '../../trpc/app-router.js';
import { createContextInner } from '../../trpc/context.js';
import { addRetailer } from '../../../test/catalogue.js';

let deps: AppDeps;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  deps = await createTestDeps();
  const base = Date.now();
  // 12 healthy retailers scraped 1..12 hours ago, one never scraped, one failing, one inactive.
  for (let i = 1; i <= 12; i++) {
    await addRetailer(deps, {
      name: `Shop ${String(i).padStart(2, '0')}`,
      lastScrapeAt: new Date(base - i * HOUR),
      scrapeIntervalHours: 3 + (i % 10),
    });
  }
  await addRetailer(deps, { name: 'Aardvark Never', lastScrapeAt: null });
  await addRetailer(deps, { name: 'Broken Shop', errorCount: 4, lastScrapeAt: new Date(base) });
  await addRetailer(deps, { name: 'Closed Shop', isActive: false, lastScrapeAt: new Date(base) });
});

const caller = () => createCaller(createContextInner(deps));

describe('retailers', () => {
  it('lists active retailers only, sorted by name', async () => {
    const list = await caller().retailers.list();
    expect(list.map((r) => r.name)).toEqual([
      'Aardvark Never',
      'Broken Shop',
      ...Array.from({ length: 12 }, (_, i) => `Shop ${String(i + 1).padStart(2, '0')}`),
    ]);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      name: 'Aardvark Never',
      url: 'https://aardvarknever.example.ca/',
      isActive: true,
    });
  });

  it('status: at most 10 healthy active retailers, most recently scraped first, with the next scrape from their interval', async () => {
    const status = await caller().retailers.status();
    expect(status.totalActive).toBe(14);
    expect(status.retailers).toHaveLength(10);
    expect(status.retailers.map((r) => r.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Shop ${String(i + 1).padStart(2, '0')}`),
    );
    const first = status.retailers[0]!;
    expect(first.scrapeIntervalHours).toBe(4);
    expect(first.nextScrapeAt!.getTime() - first.lastScrapeAt!.getTime()).toBe(4 * HOUR);
    expect(first).toMatchObject({ errorCount: 0, isActive: true });
  });

  it('status: a never-scraped retailer has no next scrape and comes after scraped ones', async () => {
    const later = `name LIKE 'Shop%' AND name > 'Shop 03'`;
    await deps.db.query(`UPDATE retailers SET is_active = false WHERE ${later}`);
    try {
      const status = await caller().retailers.status();
      expect(status.retailers.map((r) => r.name)).toEqual(['Shop 01', 'Shop 02', 'Shop 03', 'Aardvark Never']);
      expect(status.retailers.at(-1)).toMatchObject({ lastScrapeAt: null, nextScrapeAt: null });
      expect(status.totalActive).toBe(5);
    } finally {
      // the other tests read the retailers of beforeAll, whatever order they run in
      await deps.db.query(`UPDATE retailers SET is_active = true WHERE ${later}`);
    }
  });
});
