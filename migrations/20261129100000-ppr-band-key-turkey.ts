import type { Migration } from '../src/db/migrate.js';

const KEY_BODY = (turkey: boolean) => `
    CREATE OR REPLACE FUNCTION ppr_band_key(calibre text, bullet_type text, title text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE
          WHEN calibre IS NULL THEN 'ammunition'
          WHEN calibre IN ('10ga', '12ga', '14ga', '16ga', '20ga', '24ga', '28ga', '32ga', '.410')
            THEN calibre || ':' || CASE WHEN bullet_type IN ('slug', 'buckshot') THEN bullet_type
              WHEN title ~* '\\m(tss|tungsten)\\M' THEN 'tss'${
                turkey ? `\n              WHEN title ~* '\\m(turkey|gobbler|long ?beard|dinde)\\M' THEN 'turkey'` : ''
              } ELSE 'shot' END
          WHEN bullet_type = 'birdshot' THEN calibre || ':shot'
          WHEN calibre IN ('.22lr', '.22short', '.22long', '.22wmr', '.22wrf', '.17hmr', '.17hm2', '.17wsm', '.21sharp',
              '5mmrem', '9mmflobert')
            AND title ~* '\\m(match|tenex|midas|center-x|x-act|biathlon|competition|r ?50|r ?100|pr[ée]cision)\\M'
            THEN calibre || ':match'
          ELSE calibre
        END
      $$;
  `;

/**
 * Lead turkey loads get a band key of their own ('12ga:turkey'), as tungsten shot has
 * (docs/decisions/0430-titles-held-out-41-42-lots-of-boxes.md). Mirrors pprBandKey in
 * src/shared/titles/price-per-round.ts. Verdicts follow at the next scrape or reclassify.
 */
export const up: Migration = async ({ context: sql }) => {
  await sql(KEY_BODY(true));
};

/** Back to 20261128100000's key (turkey loads judged as target shot). */
export const down: Migration = async ({ context: sql }) => {
  await sql(KEY_BODY(false));
};
