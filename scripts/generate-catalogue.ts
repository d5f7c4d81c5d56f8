import pg from 'pg';

/**
 * A synthetic but realistic catalogue for the search benchmark: ~60 retailers, N listings (ammunition 60 %,
 * firearms 20 %, accessories 20 %) of N/4 canonical products, titles written the way Canadian stores write
 * them, classified columns filled directly (no classifier: this measures search, not titles), and a price
 * history of `observationsPerListing` change-only observations per listing over `days` days.
 * Everything is set-based SQL with a fixed random seed, so a run takes tens of seconds and is repeatable.
 */
export interface CatalogueOptions {
  listings: number;
  retailers?: number;
  observationsPerListing?: number;
  days?: number;
  log?: (line: string) => void;
}

// [slug, as written in titles, grains, box sizes, cents per round]
const AMMO: Array<[string, string, number[], number[], number]> = [
  ['9mm', '9mm Luger', [115, 124, 147], [50, 100, 1000], 36],
  ['.45acp', '.45 ACP', [185, 230], [50, 100], 72],
  ['.40sw', '.40 S&W', [165, 180], [50, 100], 58],
  ['.380acp', '.380 ACP', [90, 95], [50], 62],
  ['.38spl', '.38 Special', [125, 130, 158], [50], 70],
  ['.357mag', '.357 Magnum', [125, 158], [50], 88],
  ['10mm', '10mm Auto', [180, 200], [20, 50], 95],
  ['.223rem', '.223 Rem', [55, 62, 77], [20, 50, 1000], 68],
  ['5.56nato', '5.56x45mm NATO', [55, 62], [20, 30, 1000], 64],
  ['.308win', '.308 Win', [150, 168, 175], [20, 200], 155],
  ['.30-06', '.30-06 Springfield', [150, 165, 180], [20], 170],
  ['6.5creedmoor', '6.5 Creedmoor', [120, 140, 143], [20], 190],
  ['7.62x39', '7.62x39mm', [122, 123], [20, 640], 55],
  ['.22lr', '.22 LR', [36, 40], [50, 100, 500, 5000], 11],
  ['.17hmr', '.17 HMR', [17, 20], [50], 38],
  ['12ga', '12 Gauge 2-3/4"', [1, 2], [5, 10, 25, 250], 95],
  ['20ga', '20 Gauge 2-3/4"', [1], [25, 250], 80],
];
const AMMO_BRANDS: Array<[string, string, string[]]> = [
  ['federal', 'Federal', ['American Eagle', 'Fusion', 'HST', 'Gold Medal Match', 'Power-Shok', 'Champion Training']],
  ['winchester', 'Winchester', ['White Box', 'Super-X', 'USA Forged', 'Deer Season XP', 'Silvertip']],
  ['remington', 'Remington', ['UMC', 'Core-Lokt', 'Golden Saber', 'Thunderbolt', 'Golden Bullet']],
  ['hornady', 'Hornady', ['Critical Defense', 'American Gunner', 'Precision Hunter', 'Varmint Express', 'Match']],
  ['cci', 'CCI', ['Blazer Brass', 'Mini-Mag', 'Stinger', 'Standard Velocity', 'Maxi-Mag']],
  ['pmc', 'PMC', ['Bronze', 'X-Tac', 'Starfire']],
  ['sellier-bellot', 'Sellier & Bellot', ['FMJ', 'SP', 'Rifle Match']],
  ['fiocchi', 'Fiocchi', ['Range Dynamics', 'Hyperformance', 'Exacta']],
  ['norma', 'Norma', ['Tipstrike', 'Bondstrike', 'Range & Training']],
  ['magtech', 'Magtech', ['Sport Shooting', 'Guardian Gold', 'First Defense']],
  ['ppu', 'Prvi Partizan', ['Match', 'Rangemaster', 'Standard']],
  ['lapua', 'Lapua', ['Scenar', 'Naturalis', 'Center-X']],
];
const BULLETS = ['FMJ', 'JHP', 'SP', 'BTHP', 'V-MAX', 'TMJ', 'HP', 'Soft Point', 'Polymer Tip'];
const FIREARMS: Array<[string, string, string, string, number]> = [
  ['ruger', 'Ruger', '10/22 Carbine', '.22lr', 42999],
  ['ruger', 'Ruger', 'American Rifle', '.308win', 74999],
  ['glock', 'Glock', '17 Gen5', '9mm', 99999],
  ['glock', 'Glock', '19 Gen5', '9mm', 99999],
  ['smith-wesson', 'Smith & Wesson', 'M&P9 2.0', '9mm', 84999],
  ['smith-wesson', 'Smith & Wesson', 'Model 686', '.357mag', 149999],
  ['sig-sauer', 'SIG Sauer', 'P320 Full Size', '9mm', 109999],
  ['tikka', 'Tikka', 'T3x Lite', '6.5creedmoor', 104999],
  ['tikka', 'Tikka', 'T3x CTR', '.308win', 139999],
  ['savage', 'Savage', 'Axis II', '.30-06', 64999],
  ['mossberg', 'Mossberg', '500 Field', '12ga', 54999],
  ['mossberg', 'Mossberg', '590 Shockwave', '12ga', 69999],
  ['colt', 'Colt', 'Python 4.25"', '.357mag', 249999],
  ['remington', 'Remington', '870 Express', '12ga', 59999],
  ['winchester', 'Winchester', 'SXP Defender', '12ga', 49999],
];
const ACCESSORIES: Array<[string, string, string, number]> = [
  ['optics', 'Vortex', 'Crossfire II 3-9x40 Riflescope', 22999],
  ['optics', 'Leupold', 'VX-Freedom 3-9x40', 44999],
  ['optics', 'Holosun', 'HS510C Red Dot', 39999],
  ['mounts', 'Warne', 'Maxima 1" Rings Medium', 7999],
  ['magazines', 'Magpul', 'PMAG 5/30 AR/M4 Gen M3', 3299],
  ['storage', 'Plano', 'All Weather Rifle Case', 11999],
  ['grips', 'Hogue', 'OverMolded Rubber Grip', 3999],
  ['slings', 'Magpul', 'MS1 Padded Sling', 7499],
  ['cleaning', 'Otis', 'Universal Cleaning Kit', 8999],
  ['cleaning', "Hoppe's", 'No. 9 Gun Bore Cleaner 5 oz', 1599],
  ['reloading', 'Lee Precision', 'Breech Lock Challenger Press', 18999],
  ['targets', 'Birchwood Casey', 'Shoot-N-C 8" Targets (6 pack)', 1499],
  ['holsters', 'Blackhawk', 'Serpa CQC Holster', 5999],
  ['tactical', 'Streamlight', 'TLR-1 HL Weapon Light', 24999],
  ['muzzle', 'Witt Machine', 'AR-15 Muzzle Brake', 4999],
  ['triggers', 'Timney', 'Remington 700 Trigger', 27999],
  ['safety', 'Howard Leight', 'Impact Sport Earmuffs', 7999],
  ['general', 'Allen', 'Shooting Rest Bag', 2999],
];

export async function generateCatalogue(databaseUrl: string, options: CatalogueOptions) {
  const log = options.log ?? (() => {});
  const retailers = options.retailers ?? 60;
  const products = Math.max(1, Math.round(options.listings / 4));
  const perListing = options.observationsPerListing ?? 20;
  const days = options.days ?? 90;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`SET synchronous_commit = off; SET maintenance_work_mem = '256MB'; SELECT setseed(0.42)`);
    await insertRetailers(client, retailers);
    log(`  ${retailers} retailers`);
    await insertProducts(client, products);
    log(`  ${products} products`);
    await insertListings(client, options.listings, retailers);
    const { rows: counted } = await client.query(`SELECT count(*)::int AS n FROM listings`);
    log(`  ${counted[0].n} listings`);
    await insertObservations(client, perListing, days);
    const { rows: obs } = await client.query(`SELECT count(*)::int AS n FROM price_observations`);
    log(`  ${obs[0].n} price observations`);
    await client.query('VACUUM ANALYZE');
    return { listings: counted[0].n as number, observations: obs[0].n as number };
  } finally {
    await client.end();
  }
}

async function insertRetailers(client: pg.Client, retailers: number) {
  await client.query(
    `INSERT INTO retailers (name, url, province, platform, scrape_interval_hours, last_scrape_at, last_success_at, is_active, error_count)
     SELECT 'Bench Retailer ' || lpad(g::text, 2, '0'), 'https://retailer' || g || '.example.ca/',
            (ARRAY['ON','QC','BC','AB','MB','SK','NS','NB'])[1 + g % 8], 'shopify', 3 + g % 10,
            now() - (g * interval '7 minutes'), now() - (g * interval '7 minutes'), g % 20 <> 0, CASE WHEN g % 15 = 0 THEN 5 ELSE 0 END
     FROM generate_series(1, $1::int) g`,
    [retailers],
  );
}

async function insertProducts(client: pg.Client, products: number) {
  const ammo = JSON.stringify(AMMO);
  const brands = JSON.stringify(AMMO_BRANDS);
  const firearms = JSON.stringify(FIREARMS);
  const accessories = JSON.stringify(ACCESSORIES);
  // One canonical product per g: 60 % ammunition, 20 % firearms, 20 % accessories.
  await client.query(
    `WITH a AS (SELECT $2::jsonb AS ammo, $3::jsonb AS brands, $4::jsonb AS guns, $5::jsonb AS acc, $6::text[] AS bullets),
     picks AS (
       SELECT g, a.*, (g % 10) AS bucket,
              a.ammo -> (floor(random() * jsonb_array_length(a.ammo)))::int AS cal,
              a.brands -> (floor(random() * jsonb_array_length(a.brands)))::int AS brand,
              a.guns -> (floor(random() * jsonb_array_length(a.guns)))::int AS gun,
              a.acc -> (floor(random() * jsonb_array_length(a.acc)))::int AS item,
              random() AS r1, random() AS r2, random() AS r3
       FROM generate_series(1, $1::int) g, a
     ),
     ammo_rows AS (
       SELECT g, cal, brand, bullets, r3,
              (cal -> 2 ->> (floor(r1 * jsonb_array_length(cal -> 2)))::int)::int AS grain,
              (cal -> 3 ->> (floor(r2 * jsonb_array_length(cal -> 3)))::int)::int AS box,
              brand -> 2 ->> (floor(r3 * jsonb_array_length(brand -> 2)))::int AS line
       FROM picks WHERE bucket < 6
     )
     INSERT INTO products (id, match_key, name, product_type, calibre, manufacturer, box_quantity, grain, accessory_category, bullet_type, casing)
     SELECT g, 'bench-' || g,
            (brand ->> 1) || ' ' || line || ' ' || (cal ->> 1) || ' ' ||
              CASE WHEN cal ->> 0 IN ('12ga', '20ga') THEN (ARRAY['#4 Buck', '00 Buck', '#7.5 Shot', '1 oz Slug'])[1 + g % 4]
                   ELSE grain || 'gr ' || bullets[1 + g % array_length(bullets, 1)] END ||
              ' - Box of ' || box,
            'ammunition', cal ->> 0, brand ->> 0, box, CASE WHEN cal ->> 0 IN ('12ga', '20ga') THEN NULL ELSE grain END, NULL,
            CASE WHEN cal ->> 0 IN ('12ga', '20ga') THEN (ARRAY['buckshot', 'buckshot', 'birdshot', 'slug'])[1 + g % 4]
                 ELSE bullets[1 + g % array_length(bullets, 1)] END,
            (ARRAY['brass', 'brass', 'brass', 'steel', 'nickel', 'aluminum'])[1 + (g / 7) % 6]
     FROM ammo_rows
     UNION ALL
     SELECT g, 'bench-' || g, (gun ->> 1) || ' ' || (gun ->> 2) || ' ' || (gun ->> 3) || ' #' || (1000 + g % 9000),
            'firearm', gun ->> 3, gun ->> 0, NULL, NULL, NULL, NULL, NULL
     FROM picks WHERE bucket IN (6, 7)
     UNION ALL
     SELECT g, 'bench-' || g, (item ->> 1) || ' ' || (item ->> 2) || ' (' || (ARRAY['Black','FDE','OD Green','Grey'])[1 + g % 4] || ', #' || (100 + g % 900) || ')',
            'accessory', NULL, lower(regexp_replace(item ->> 1, '[^A-Za-z]+', '-', 'g')), NULL, NULL, item ->> 0, NULL, NULL
     FROM picks WHERE bucket >= 8`,
    [products, ammo, brands, firearms, accessories, BULLETS],
  );
  await client.query(`SELECT setval(pg_get_serial_sequence('products', 'id'), (SELECT max(id) FROM products))`);
}

async function insertListings(client: pg.Client, listings: number, retailers: number) {
  const ammo = JSON.stringify(AMMO);
  const firearms = JSON.stringify(FIREARMS);
  const accessories = JSON.stringify(ACCESSORIES);
  // Listing base price: per-round cost x box for ammunition, the list price otherwise; each store +/- 12 %.
  await client.query(
    `WITH a AS (SELECT $3::jsonb AS ammo, $4::jsonb AS guns, $5::jsonb AS acc)
     INSERT INTO listings (retailer_id, product_id, canonical_key, sku, title, url, price_cents, stock_status, product_type,
                           calibre, manufacturer, box_quantity, grain, accessory_category, bullet_type, casing, condition,
                           is_gone, first_seen_at, last_seen_at)
     SELECT r, p.id, 'bench-' || g, upper(substr(md5(p.id::text), 1, 3)) || (10000 + p.id % 90000) || CASE WHEN g % 3 = 0 THEN '-' || (g % 7) ELSE '' END,
            CASE g % 4 WHEN 0 THEN p.name WHEN 1 THEN upper(p.name) WHEN 2 THEN replace(p.name, ' - Box of ', ', ') || ' rds'
                       ELSE p.name || ' | ' || 'Bench Retailer ' || lpad(r::text, 2, '0') END,
            'https://retailer' || r || '.example.ca/products/bench-' || g,
            greatest(99, (base.cents * (0.88 + random() * 0.24))::int),
            (ARRAY['in_stock','in_stock','in_stock','in_stock','in_stock','in_stock','in_stock','low_stock','out_of_stock','out_of_stock','out_of_stock','unknown'])[1 + (g * 7) % 12],
            p.product_type, p.calibre, p.manufacturer, p.box_quantity, p.grain, p.accessory_category, p.bullet_type, p.casing,
            CASE WHEN p.product_type = 'ammunition' THEN CASE WHEN p.id % 13 = 0 THEN 'remanufactured' ELSE 'new' END END,
            g % 33 = 0, now() - interval '120 days', now() - random() * interval '4 hours'
     FROM generate_series(1, $1::int) g
     CROSS JOIN a
     CROSS JOIN LATERAL (SELECT 1 + ((g * 2654435761::bigint) % $2::int)::int AS r) rr
     JOIN products p ON p.id = 1 + ((g * 40503::bigint) % (SELECT max(id) FROM products))::int
     CROSS JOIN LATERAL (
       SELECT CASE p.product_type
         WHEN 'ammunition' THEN coalesce((SELECT (e ->> 4)::int FROM jsonb_array_elements(a.ammo) e WHERE e ->> 0 = p.calibre), 50) * coalesce(p.box_quantity, 50)
         WHEN 'firearm' THEN coalesce((SELECT (e ->> 4)::int FROM jsonb_array_elements(a.guns) e WHERE p.name LIKE '%' || (e ->> 2) || '%' LIMIT 1), 80000)
         ELSE coalesce((SELECT (e ->> 3)::int FROM jsonb_array_elements(a.acc) e WHERE p.name LIKE '%' || (e ->> 2) || '%' LIMIT 1), 5000)
       END AS cents
     ) base
     ON CONFLICT (retailer_id, canonical_key) DO NOTHING`,
    [listings, retailers, ammo, firearms, accessories],
  );
}

async function insertObservations(client: pg.Client, perListing: number, days: number) {
  // Change-only history: the current price now-ish, and earlier prices within +/- 10 % spread over `days`.
  await client.query(
    `INSERT INTO price_observations (listing_id, observed_at, price_cents, stock_status)
     SELECT l.id,
            now() - ((s.n + random()) * ($3::float / $2::int) * interval '1 day'),
            CASE WHEN s.n = 0 THEN l.price_cents ELSE greatest(99, (l.price_cents * (0.9 + random() * 0.2))::int) END,
            l.stock_status
     FROM listings l CROSS JOIN LATERAL generate_series(0, $1::int - 1) s(n)`,
    [perListing, perListing, days],
  );
}
