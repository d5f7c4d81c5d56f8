import type { Migration } from '../src/db/migrate.js';

/**
 * `retailers.queued_due_at`: the due time (last scrape + interval) the scheduler last queued a run for. A pass
 * claims a due time with one conditional UPDATE in the same transaction as the job it sends, so however many
 * workers run the scheduler, one due time is queued once. The sweeper releases a claim whose job ended unrun.
 */
export const up: Migration = async ({ context: sql }) => {
  await sql('ALTER TABLE retailers ADD COLUMN IF NOT EXISTS queued_due_at timestamptz');
};

export const down: Migration = async ({ context: sql }) => {
  await sql('ALTER TABLE retailers DROP COLUMN IF EXISTS queued_due_at');
};
