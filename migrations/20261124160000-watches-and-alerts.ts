import type { Migration } from '../src/db/migrate.js';

/**
 * Watches and alerts (issue 16, docs/decisions/0260-alerts-ledger.md).
 * - watches: one per user and canonical product; its rule (any drop, target per round or per box, percent drop,
 *   back in stock).
 * - saved_searches: the search page's URL query as the user saved it, and `criteria`, that query parsed once (at
 *   save time) into the filters the alert job matches listings against in SQL.
 * - alert_settings: instant or digest, the daily cap, pause all (absent row: the defaults).
 * - alert_events: the ledger. One row per (watch, observation) or (saved search, observation): the unique keys
 *   make the job idempotent (ON CONFLICT DO NOTHING) under retries and two workers; `status` moves from pending
 *   to sent (in the same transaction that queues the e-mail), capped, paused or dropped.
 * - app_secrets: the HMAC key of unsubscribe links when APP_SECRET is not set (one random key per database).
 * Deleting a user deletes all of it (ON DELETE CASCADE).
 */
export const up: Migration = async ({ context: sql }) => {
  await sql(`
    CREATE TABLE IF NOT EXISTS watches (
      id                 serial PRIMARY KEY,
      user_id            integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      product_id         integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
      target_ppr_cents   numeric(12,2) CHECK (target_ppr_cents > 0),
      target_price_cents integer CHECK (target_price_cents > 0),
      drop_percent       integer CHECK (drop_percent BETWEEN 1 AND 90),
      any_drop           boolean NOT NULL DEFAULT false,
      back_in_stock      boolean NOT NULL DEFAULT false,
      created_at         timestamptz NOT NULL DEFAULT now(),
      updated_at         timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, product_id)
    );
    CREATE INDEX IF NOT EXISTS watches_product_idx ON watches (product_id);

    CREATE TABLE IF NOT EXISTS saved_searches (
      id               serial PRIMARY KEY,
      user_id          integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      name             text NOT NULL,
      query            text NOT NULL,
      criteria         jsonb NOT NULL,
      new_listings     boolean NOT NULL DEFAULT false,
      target_ppr_cents numeric(12,2) CHECK (target_ppr_cents > 0),
      back_in_stock    boolean NOT NULL DEFAULT false,
      created_at       timestamptz NOT NULL DEFAULT now(),
      updated_at       timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS saved_searches_user_idx ON saved_searches (user_id);

    CREATE TABLE IF NOT EXISTS alert_settings (
      user_id    integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      mode       text NOT NULL DEFAULT 'instant' CHECK (mode IN ('instant', 'digest')),
      daily_cap  integer NOT NULL DEFAULT 10 CHECK (daily_cap BETWEEN 1 AND 100),
      paused     boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE IF NOT EXISTS alert_events (
      id              bigserial PRIMARY KEY,
      user_id         integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind            text NOT NULL CHECK (kind IN ('watch', 'search')),
      watch_id        integer REFERENCES watches(id) ON DELETE SET NULL,
      saved_search_id integer REFERENCES saved_searches(id) ON DELETE SET NULL,
      listing_id      integer REFERENCES listings(id) ON DELETE SET NULL,
      observation_id  bigint NOT NULL,
      reasons         text[] NOT NULL,
      old_price_cents integer,
      new_price_cents integer NOT NULL,
      old_ppr_cents   numeric,
      new_ppr_cents   numeric,
      new_stock       text NOT NULL,
      status          text NOT NULL DEFAULT 'pending'
                      CHECK (status IN ('pending', 'sent', 'capped', 'paused', 'dropped')),
      created_at      timestamptz NOT NULL DEFAULT now(),
      sent_at         timestamptz
    );
    CREATE UNIQUE INDEX IF NOT EXISTS alert_events_watch_key ON alert_events (watch_id, observation_id)
      WHERE kind = 'watch';
    CREATE UNIQUE INDEX IF NOT EXISTS alert_events_search_key ON alert_events (saved_search_id, observation_id)
      WHERE kind = 'search';
    CREATE INDEX IF NOT EXISTS alert_events_pending_idx ON alert_events (user_id) WHERE status = 'pending';
    CREATE INDEX IF NOT EXISTS alert_events_user_sent_idx ON alert_events (user_id, sent_at) WHERE status = 'sent';
    CREATE INDEX IF NOT EXISTS alert_events_time_idx ON alert_events (created_at);

    CREATE TABLE IF NOT EXISTS app_secrets (
      name       text PRIMARY KEY,
      secret     text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `);
};

export const down: Migration = async ({ context: sql }) => {
  await sql(`DROP TABLE IF EXISTS alert_events, alert_settings, saved_searches, watches, app_secrets CASCADE;`);
};
