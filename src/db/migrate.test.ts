import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db.js';
import { migrate } from './migrate.js';

describe('migrate', () => {
  it('is safe to run again: nothing pending, nothing changed', async () => {
    const url = await createTestDatabase();
    const again = await migrate(url);
    expect(again).toEqual([]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const tables = await client.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    await client.end();
    const names = tables.rows.map((r) => r.table_name);
    for (const t of [
      'retailers',
      'products',
      'listings',
      'price_observations',
      'scrape_logs',
      'users',
      'sessions',
      'email_tokens',
      'click_events',
    ]) {
      expect(names).toContain(t);
    }
  });

  it('can run each migration twice when its history is lost', async () => {
    const url = await createTestDatabase();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('DELETE FROM umzug_migrations');
    await client.end();
    const ran = await migrate(url);
    expect(ran.length).toBeGreaterThan(0);
  });
});
