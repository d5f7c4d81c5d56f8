import type { Migration } from '../src/db/migrate.js';

/**
 * The saved searches' criteria as typed columns, generated from `criteria` (jsonb): the alert job tests every
 * saved search against every change of a run, and reading jsonb keys per pair cost microseconds each (5 s for
 * 870,000 pairs); typed columns cost nanoseconds. `criteria` stays the one thing the service writes.
 */
export const up: Migration = async ({ context: sql }) => {
  await sql(`
    CREATE OR REPLACE FUNCTION alert_text_array(j jsonb) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE WHEN jsonb_typeof(j) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(j)) END
      $$;
    CREATE OR REPLACE FUNCTION alert_int_array(j jsonb) RETURNS int[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE WHEN jsonb_typeof(j) = 'array' THEN ARRAY(SELECT round(x::numeric)::int FROM jsonb_array_elements_text(j) x) END
      $$;
    ALTER TABLE saved_searches
      ADD COLUMN IF NOT EXISTS c_product_type text GENERATED ALWAYS AS (criteria->>'productType') STORED,
      ADD COLUMN IF NOT EXISTS c_calibres text[] GENERATED ALWAYS AS (alert_text_array(criteria->'calibre')) STORED,
      ADD COLUMN IF NOT EXISTS c_manufacturers text[] GENERATED ALWAYS AS (alert_text_array(criteria->'manufacturer')) STORED,
      ADD COLUMN IF NOT EXISTS c_grains int[] GENERATED ALWAYS AS (alert_int_array(criteria->'grain')) STORED,
      ADD COLUMN IF NOT EXISTS c_casings text[] GENERATED ALWAYS AS (alert_text_array(criteria->'casing')) STORED,
      ADD COLUMN IF NOT EXISTS c_bullet_types text[] GENERATED ALWAYS AS (alert_text_array(criteria->'bulletType')) STORED,
      ADD COLUMN IF NOT EXISTS c_conditions text[] GENERATED ALWAYS AS (alert_text_array(criteria->'condition')) STORED,
      ADD COLUMN IF NOT EXISTS c_accessory text GENERATED ALWAYS AS (criteria->>'accessoryCategory') STORED,
      ADD COLUMN IF NOT EXISTS c_retailer int GENERATED ALWAYS AS ((criteria->>'retailer')::int) STORED,
      ADD COLUMN IF NOT EXISTS c_box int GENERATED ALWAYS AS ((criteria->>'boxQuantity')::int) STORED,
      ADD COLUMN IF NOT EXISTS c_rounds_min int GENERATED ALWAYS AS ((criteria->>'roundsMin')::int) STORED,
      ADD COLUMN IF NOT EXISTS c_rounds_max int GENERATED ALWAYS AS ((criteria->>'roundsMax')::int) STORED,
      ADD COLUMN IF NOT EXISTS c_price_min int GENERATED ALWAYS AS ((criteria->>'priceMinCents')::int) STORED,
      ADD COLUMN IF NOT EXISTS c_price_max int GENERATED ALWAYS AS ((criteria->>'priceMaxCents')::int) STORED,
      -- 'in' (in stock), 'out' (out of stock) or NULL (any): the search treats both flags as neither
      ADD COLUMN IF NOT EXISTS c_stock text GENERATED ALWAYS AS (
        CASE WHEN COALESCE((criteria->>'inStock')::boolean, false) = COALESCE((criteria->>'outOfStock')::boolean, false)
          THEN NULL WHEN (criteria->>'inStock')::boolean THEN 'in' ELSE 'out' END) STORED,
      ADD COLUMN IF NOT EXISTS c_tsquery tsquery GENERATED ALWAYS AS (to_tsquery('simple', criteria->>'tsquery')) STORED;
    -- a change finds the searches whose target its new price per round crossed by a range scan
    CREATE INDEX IF NOT EXISTS saved_searches_target_ppr_idx ON saved_searches (target_ppr_cents)
      WHERE target_ppr_cents IS NOT NULL;
  `);
};

export const down: Migration = async ({ context: sql }) => {
  await sql(`
    DROP INDEX IF EXISTS saved_searches_target_ppr_idx;
    ALTER TABLE saved_searches DROP COLUMN IF EXISTS c_product_type, DROP COLUMN IF EXISTS c_calibres,
      DROP COLUMN IF EXISTS c_manufacturers, DROP COLUMN IF EXISTS c_grains, DROP COLUMN IF EXISTS c_casings,
      DROP COLUMN IF EXISTS c_bullet_types, DROP COLUMN IF EXISTS c_conditions, DROP COLUMN IF EXISTS c_accessory,
      DROP COLUMN IF EXISTS c_retailer, DROP COLUMN IF EXISTS c_box, DROP COLUMN IF EXISTS c_rounds_min,
      DROP COLUMN IF EXISTS c_rounds_max, DROP COLUMN IF EXISTS c_price_min, DROP COLUMN IF EXISTS c_price_max,
      DROP COLUMN IF EXISTS c_stock, DROP COLUMN IF EXISTS c_tsquery;
    DROP FUNCTION IF EXISTS alert_text_array(jsonb), alert_int_array(jsonb);
  `);
};
