import type { Migration } from '../src/db/migrate.js';

/**
 * Shot loads of a rifle or pistol calibre (.22 LR bird shot, 9mm shotshells) get a band key of their own,
 * calibre:shot, as shotshells already had (docs/decisions/0370-titles-held-out-4-bands.md). Mirrors pprBandKey in
 * src/shared/titles/price-per-round.ts. Verdicts follow at the next scrape or `npm run reclassify`.
 */
const SHOTGUN = `('10ga', '12ga', '14ga', '16ga', '20ga', '24ga', '28ga', '32ga', '.410')`;

function bandKeyFunction(shotOfOtherCalibres: boolean): string {
  return `
    CREATE OR REPLACE FUNCTION ppr_band_key(calibre text, bullet_type text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE
          WHEN calibre IS NULL THEN NULL
          WHEN calibre IN ${SHOTGUN}
            THEN calibre || ':' || CASE WHEN bullet_type IN ('slug', 'buckshot') THEN bullet_type ELSE 'shot' END
          ${shotOfOtherCalibres ? `WHEN bullet_type = 'birdshot' THEN calibre || ':shot'` : ''}
          ELSE calibre
        END
      $$;`;
}

export const up: Migration = async ({ context: sql }) => {
  await sql(bandKeyFunction(true));
};

export const down: Migration = async ({ context: sql }) => {
  await sql(bandKeyFunction(false));
};
