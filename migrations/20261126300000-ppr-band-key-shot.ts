import type { Migration } from '../src/db/migrate.js';

/**
 * Band keys read the title too (docs/decisions/0370-titles-held-out-4-bands.md): shot loads of a rifle or pistol
 * calibre (.22 LR bird shot, 9mm shotshells) get calibre:shot, as shotshells had; match and competition rimfire
 * (Eley Tenex, Lapua Midas, RWS R50) gets calibre:match. Mirrors pprBandKey in src/shared/titles/price-per-round.ts;
 * the two-argument function stays for callers that have no title. Verdicts follow at the next scrape or reclassify.
 */
export const up: Migration = async ({ context: sql }) => {
  await sql(`
    CREATE OR REPLACE FUNCTION ppr_band_key(calibre text, bullet_type text, title text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE
          WHEN calibre IS NULL THEN NULL
          WHEN calibre IN ('10ga', '12ga', '14ga', '16ga', '20ga', '24ga', '28ga', '32ga', '.410')
            THEN calibre || ':' || CASE WHEN bullet_type IN ('slug', 'buckshot') THEN bullet_type ELSE 'shot' END
          WHEN bullet_type = 'birdshot' THEN calibre || ':shot'
          WHEN calibre IN ('.22lr', '.22short', '.22long', '.22wmr', '.22wrf', '.17hmr', '.17hm2', '.17wsm', '.21sharp',
              '5mmrem', '9mmflobert')
            AND title ~* '\\m(match|tenex|midas|center-x|x-act|biathlon|competition|r50|r100)\\M'
            THEN calibre || ':match'
          ELSE calibre
        END
      $$;
  `);
};

export const down: Migration = async ({ context: sql }) => {
  await sql(`DROP FUNCTION IF EXISTS ppr_band_key(text, text, text);`);
};
