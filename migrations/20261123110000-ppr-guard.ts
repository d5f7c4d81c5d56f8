import type { Migration } from '../src/db/migrate.js';

/**
 * The guard on price per round (docs/decisions/0110-price-per-round-guard.md).
 * - ppr_bands: the market band of each band key (calibre; for shotshells calibre:shot|buckshot|slug), refreshed
 *   from live listings with a seeded prior for thin keys.
 * - listings.ppr_guard: why the price per round is not shown (count-unknown, count-unsure, below-band,
 *   above-band), NULL when it is shown or the listing is not ammunition. New rows start 'pending' (not shown)
 *   until the guard has looked at them.
 * - listings.price_per_round_cents: the effective price per round, NULL whenever it must not be shown; what search
 *   sorts, filters and aggregates on (NULLS LAST).
 */
export const up: Migration = async ({ context: sql }) => {
  await sql(`
    CREATE TABLE IF NOT EXISTS ppr_bands (
      band_key    text PRIMARY KEY,
      p10         numeric NOT NULL,
      p50         numeric NOT NULL,
      p90         numeric NOT NULL,
      low         numeric NOT NULL,
      high        numeric NOT NULL,
      sample_size integer NOT NULL DEFAULT 0,
      source      text NOT NULL,
      updated_at  timestamptz NOT NULL DEFAULT now()
    );

    CREATE OR REPLACE FUNCTION ppr_band_key(calibre text, bullet_type text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE
          WHEN calibre IS NULL THEN NULL
          WHEN calibre IN ('10ga', '12ga', '14ga', '16ga', '20ga', '24ga', '28ga', '32ga', '.410')
            THEN calibre || ':' || CASE WHEN bullet_type IN ('slug', 'buckshot') THEN bullet_type ELSE 'shot' END
          ELSE calibre
        END
      $$;

    ALTER TABLE listings ADD COLUMN IF NOT EXISTS ppr_guard text DEFAULT 'pending';
    ALTER TABLE listings ADD COLUMN IF NOT EXISTS price_per_round_cents numeric GENERATED ALWAYS AS (
      CASE WHEN product_type = 'ammunition' AND ppr_guard IS NULL AND box_quantity > 0 AND price_cents > 0
        THEN price_cents::numeric / box_quantity END
    ) STORED;
    CREATE INDEX IF NOT EXISTS listings_live_ppr_guarded_idx ON listings (price_per_round_cents, id)
      WHERE NOT is_gone AND price_per_round_cents IS NOT NULL;
    CREATE INDEX IF NOT EXISTS listings_ppr_review_idx ON listings (id)
      WHERE NOT is_gone AND ppr_guard IS NOT NULL AND ppr_guard <> 'pending';
  `);
};

export const down: Migration = async ({ context: sql }) => {
  await sql(`
    DROP INDEX IF EXISTS listings_live_ppr_guarded_idx, listings_ppr_review_idx;
    ALTER TABLE listings DROP COLUMN IF EXISTS price_per_round_cents;
    ALTER TABLE listings DROP COLUMN IF EXISTS ppr_guard;
    DROP FUNCTION IF EXISTS ppr_band_key(text, text);
    DROP TABLE IF EXISTS ppr_bands;
  `);
};
