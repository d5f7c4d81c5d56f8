import type { Migration } from '../src/db/migrate.js';

const KEY_BODY = (shotLoad: string) => `
    CREATE OR REPLACE FUNCTION ppr_band_key(calibre text, bullet_type text, title text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE
          WHEN calibre IS NULL THEN NULL
          WHEN calibre IN ('10ga', '12ga', '14ga', '16ga', '20ga', '24ga', '28ga', '32ga', '.410')
            THEN calibre || ':' || CASE WHEN bullet_type IN ('slug', 'buckshot') THEN bullet_type ${shotLoad} END
          WHEN bullet_type = 'birdshot' THEN calibre || ':shot'
          WHEN calibre IN ('.22lr', '.22short', '.22long', '.22wmr', '.22wrf', '.17hmr', '.17hm2', '.17wsm', '.21sharp',
              '5mmrem', '9mmflobert')
            AND title ~* '\\m(match|tenex|midas|center-x|x-act|biathlon|competition|r50|r100)\\M'
            THEN calibre || ':match'
          ELSE calibre
        END
      $$;
  `;

/**
 * Tungsten (TSS) shotshells get calibre:tss (docs/decisions/0380-titles-held-out-17-priced-ammunition.md): a turkey
 * load costs fifteen times a target load of its gauge. Mirrors pprBandKey in src/shared/titles/price-per-round.ts.
 * Verdicts follow at the next scrape or reclassify.
 */
export const up: Migration = async ({ context: sql }) => {
  await sql(KEY_BODY(`WHEN title ~* '\\m(tss|tungsten)\\M' THEN 'tss' ELSE 'shot'`));
};

/** Back to 20261126300000's key (every shot load of a gauge shares one band). */
export const down: Migration = async ({ context: sql }) => {
  await sql(KEY_BODY(`ELSE 'shot'`));
};
