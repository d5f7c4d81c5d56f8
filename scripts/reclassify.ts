/**
 * Usage: npm run reclassify
 * Re-runs title understanding over every stored listing (after the title module improved): auto
 * classification, effective columns (admin overrides still win) and product matches. Uses the same database as
 * the app (DATABASE_URL, or the embedded one under DATA_DIR). The admin can also queue it as the
 * `reclassify-listings` job.
 */
import { exitWithReason, parseCli } from '../src/cli.js';
import { createBoss } from '../src/pipeline/jobs/boss.js';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { createSequelize } from '../src/db/sequelize.js';
import type { AppDeps } from '../src/server/deps.js';
import { loadEnv } from '../src/server/env.js';
import { reclassifyListings } from '../src/pipeline/cleanup/reclassify.service.js';

const USAGE = `
Usage: npm run reclassify
Re-runs title understanding over every stored listing (admin overrides still win) in the app's database:
DATABASE_URL, or the embedded one under DATA_DIR. Takes no arguments.`;

async function main() {
  parseCli(USAGE, {});
  const env = loadEnv();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    ssl: env.DATABASE_SSL,
    dataDir: env.DATA_DIR,
    port: env.EMBEDDED_PG_PORT,
  });
  const db = createSequelize(database.url, { poolMax: 2 });
  try {
    await migrate(database.url);
    const log = {
      info: (m: string) => process.stdout.write(`${m}\n`),
      warn: (m: string) => process.stderr.write(`${m}\n`),
      error: (m: string) => process.stderr.write(`${m}\n`),
    };
    // reclassifying never touches the queue; a pg-boss that is not started satisfies AppDeps
    const deps: AppDeps = { env, db, boss: createBoss(database.url, 'web'), log };
    const result = await reclassifyListings(deps, {
      onBatch: (done) => process.stdout.write(`  ${done.toLocaleString('en-CA')} listings…\n`),
    });
    process.stdout.write(
      `Reclassified ${result.listings.toLocaleString('en-CA')} listings in ${result.ms} ms: ${result.changed.toLocaleString('en-CA')} changed, ${result.rematched.toLocaleString('en-CA')} re-matched\n`,
    );
  } finally {
    await db.close();
    await database.stop();
  }
}

main().catch(exitWithReason('reclassify'));
