// Throwaway iteration helper (not committed): a persistent 150k catalogue to time and EXPLAIN the search.
import { existsSync } from 'node:fs';
import { QueryTypes } from 'sequelize';
import { ensureDatabaseExists, startEmbeddedPostgres } from '../src/server/db/database.js';
import { migrate } from '../src/server/db/migrate.js';
import { createSequelize } from '../src/server/db/sequelize.js';
import { loadEnv } from '../src/server/env.js';
import { searchProducts, clearSearchCountCache } from '../src/server/features/products/product-search.service.js';
import { productSearchInputSchema } from '../src/shared/schemas/products.js';
import { generateCatalogue } from './generate-catalogue.js';

const fresh = !existsSync('/tmp/pr13/pg/PG_VERSION');
const server = await startEmbeddedPostgres('/tmp/pr13/pg', 45913);
try {
  await ensureDatabaseExists(server.adminUrl, 'b');
  const url = server.urlFor('b');
  await migrate(url);
  if (fresh) await generateCatalogue(url, { listings: 150_000, log: console.log });
  const db = createSequelize(url, { poolMax: 10 });
  const env = loadEnv({ ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' });
  const deps = { env, db, boss: null as never, log: { info() {}, warn() {}, error() {} } };
  if (process.argv[2] === 'explain') {
    await db.query('VACUUM ANALYZE listings');
    const input = productSearchInputSchema.parse(Object.fromEntries(new URLSearchParams(process.argv[3]!)));
    const original = db.query.bind(db);
    (db as unknown as { query: unknown }).query = async (sql: string, opts: unknown) => {
      if (typeof sql === 'string' && sql.includes(process.argv[4] ?? 'best_ppr')) {
        for (let i = 0; i < 2; i++) await original(sql, opts as never);
        const plan = await original(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, opts as never);
        console.log((plan as Array<Record<string, string>>).map((r) => Object.values(r)[0]).join('\n'));
      }
      return original(sql, opts as never);
    };
    await searchProducts(deps, input);
  } else if (process.argv[2] === 'sql') {
    await db.query('VACUUM ANALYZE listings');
    for (let i = 0; i < 3; i++) await db.query(process.argv[3]!, { type: QueryTypes.SELECT });
    const rows = await db.query(process.argv[3]!, { type: QueryTypes.SELECT });
    for (const r of rows) console.log(Object.values(r as object).join(' | '));
  } else {
    await db.query('VACUUM ANALYZE listings');
    for (const q of process.argv.slice(2)) {
      const input = productSearchInputSchema.parse(Object.fromEntries(new URLSearchParams(q)));
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < 12; i++) {
        clearSearchCountCache();
        const t = performance.now();
        total = (await searchProducts(deps, input)).total;
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      console.log(q.padEnd(70), `[${total}] p50 ${times[6]!.toFixed(1)} p95 ${times[11]!.toFixed(1)}`);
    }
  }
  await db.close();
} finally {
  await server.stop();
}
