import type { Migration } from '../src/db/migrate.js';

/** Worker liveness for the admin page and /metrics: each worker process upserts its row every half minute. */
export const up: Migration = async ({ context: sql }) => {
  await sql(`
    CREATE TABLE IF NOT EXISTS worker_heartbeats (
      worker_id   text PRIMARY KEY,
      hostname    text NOT NULL,
      pid         integer NOT NULL,
      concurrency integer NOT NULL,
      started_at  timestamptz NOT NULL DEFAULT now(),
      seen_at     timestamptz NOT NULL DEFAULT now()
    )
  `);
};

export const down: Migration = async ({ context: sql }) => {
  await sql('DROP TABLE IF EXISTS worker_heartbeats');
};
