import type { Migration } from '../src/db/migrate.js';

/**
 * Every table of SPEC §3 plus what the design needs. Written with IF NOT EXISTS so a re-run is harmless.
 * Money is integer cents; a listing's price history lives in price_observations, written on change only.
 */
export const up: Migration = async ({ context: sql }) => {
  await sql(`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE EXTENSION IF NOT EXISTS citext;

    CREATE TABLE IF NOT EXISTS retailers (
      id                     serial PRIMARY KEY,
      name                   text NOT NULL,
      url                    text NOT NULL,
      province               text,
      platform               text NOT NULL DEFAULT 'auto',
      detected_platform      text,
      selector               jsonb,
      scrape_interval_hours  integer NOT NULL DEFAULT 4 CHECK (scrape_interval_hours BETWEEN 3 AND 12),
      is_active              boolean NOT NULL DEFAULT true,
      error_count            integer NOT NULL DEFAULT 0,
      last_scrape_at         timestamptz,
      last_success_at        timestamptz,
      success_rate           numeric(5,2),
      in_stock_product_count integer NOT NULL DEFAULT 0,
      usual_listing_count    integer,
      created_at             timestamptz NOT NULL DEFAULT now(),
      updated_at             timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX IF NOT EXISTS retailers_name_key ON retailers (lower(name));

    CREATE TABLE IF NOT EXISTS products (
      id                 serial PRIMARY KEY,
      match_key          text UNIQUE,
      name               text NOT NULL,
      product_type       text,
      calibre            text,
      manufacturer       text,
      box_quantity       integer,
      grain              integer,
      bullet_type        text,
      casing             text,
      accessory_category text,
      gtin               text,
      created_at         timestamptz NOT NULL DEFAULT now(),
      updated_at         timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE IF NOT EXISTS listings (
      id                 serial PRIMARY KEY,
      retailer_id        integer NOT NULL REFERENCES retailers(id) ON DELETE CASCADE,
      product_id         integer REFERENCES products(id) ON DELETE SET NULL,
      canonical_key      text NOT NULL,
      sku                text,
      gtin               text,
      title              text NOT NULL,
      url                text,
      image_url          text,
      vendor             text,
      hints              jsonb NOT NULL DEFAULT '{}'::jsonb,
      price_cents        integer NOT NULL CHECK (price_cents >= 0),
      stock_status       text NOT NULL DEFAULT 'unknown',
      -- effective classification (automatic result with the admin's overrides applied): what search filters on
      product_type       text,
      calibre            text,
      manufacturer       text,
      box_quantity       integer,
      grain              integer,
      casing             text,
      bullet_type        text,
      condition          text,
      accessory_category text,
      auto_classification jsonb NOT NULL DEFAULT '{}'::jsonb,
      overrides          jsonb NOT NULL DEFAULT '{}'::jsonb,
      first_seen_at      timestamptz NOT NULL DEFAULT now(),
      last_seen_at       timestamptz NOT NULL DEFAULT now(),
      missed_runs        integer NOT NULL DEFAULT 0,
      is_gone            boolean NOT NULL DEFAULT false,
      created_at         timestamptz NOT NULL DEFAULT now(),
      updated_at         timestamptz NOT NULL DEFAULT now(),
      UNIQUE (retailer_id, canonical_key)
    );
    CREATE INDEX IF NOT EXISTS listings_product_idx ON listings (product_id);
    CREATE INDEX IF NOT EXISTS listings_retailer_idx ON listings (retailer_id) WHERE NOT is_gone;

    CREATE TABLE IF NOT EXISTS price_observations (
      id           bigserial PRIMARY KEY,
      listing_id   integer NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
      observed_at  timestamptz NOT NULL DEFAULT now(),
      price_cents  integer NOT NULL CHECK (price_cents >= 0),
      stock_status text NOT NULL
    );
    CREATE INDEX IF NOT EXISTS price_observations_listing_time_idx ON price_observations (listing_id, observed_at);
    CREATE INDEX IF NOT EXISTS price_observations_time_idx ON price_observations (observed_at);

    CREATE TABLE IF NOT EXISTS scrape_logs (
      id               serial PRIMARY KEY,
      retailer_id      integer NOT NULL REFERENCES retailers(id) ON DELETE CASCADE,
      job_id           text,
      trigger          text NOT NULL DEFAULT 'schedule',
      started_at       timestamptz NOT NULL DEFAULT now(),
      finished_at      timestamptz,
      status           text NOT NULL DEFAULT 'started',
      message          text,
      products_updated integer NOT NULL DEFAULT 0,
      pages_fetched    integer NOT NULL DEFAULT 0,
      offers_found     integer NOT NULL DEFAULT 0
    );
    CREATE INDEX IF NOT EXISTS scrape_logs_retailer_time_idx ON scrape_logs (retailer_id, started_at DESC);
    CREATE INDEX IF NOT EXISTS scrape_logs_time_idx ON scrape_logs (started_at DESC);

    CREATE TABLE IF NOT EXISTS users (
      id                serial PRIMARY KEY,
      email             citext NOT NULL UNIQUE,
      password_hash     text NOT NULL,
      first_name        text,
      last_name         text,
      profile_image_url text,
      is_admin          boolean NOT NULL DEFAULT false,
      membership_tier   text NOT NULL DEFAULT 'free',
      email_verified    boolean NOT NULL DEFAULT false,
      created_at        timestamptz NOT NULL DEFAULT now(),
      updated_at        timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE IF NOT EXISTS sessions (
      id         text PRIMARY KEY,
      user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS sessions_user_idx ON sessions (user_id);

    CREATE TABLE IF NOT EXISTS email_tokens (
      id         serial PRIMARY KEY,
      token_hash text NOT NULL UNIQUE,
      user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      purpose    text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password', 'change_email')),
      email      citext NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at    timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS email_tokens_user_purpose_idx ON email_tokens (user_id, purpose);

    CREATE TABLE IF NOT EXISTS rate_limits (
      key        text PRIMARY KEY,
      hits       integer NOT NULL DEFAULT 0,
      reset_at   timestamptz NOT NULL
    );

    CREATE TABLE IF NOT EXISTS click_events (
      id            bigserial PRIMARY KEY,
      kind          text NOT NULL CHECK (kind IN ('watch', 'outbound')),
      user_id       integer REFERENCES users(id) ON DELETE SET NULL,
      listing_id    integer REFERENCES listings(id) ON DELETE SET NULL,
      product_id    integer,
      product_name  text,
      retailer_name text,
      price_cents   integer,
      created_at    timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS click_events_time_idx ON click_events (created_at);
  `);
};

export const down: Migration = async ({ context: sql }) => {
  await sql(`
    DROP TABLE IF EXISTS click_events, rate_limits, email_tokens, sessions, users, scrape_logs,
      price_observations, listings, products, retailers CASCADE;
  `);
};
