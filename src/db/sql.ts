import { QueryTypes, type Transaction } from 'sequelize';
import type { Db } from './sequelize.js';

/**
 * Set-based SQL for the scraping services (bind parameters $1..$n, never string interpolation of values).
 * Returns the rows of a SELECT or of a data-modifying statement with RETURNING.
 */
export async function sqlRows<T extends object>(
  db: Db,
  text: string,
  bind: unknown[] = [],
  transaction?: Transaction,
): Promise<T[]> {
  return db.query<T>(text, { bind, type: QueryTypes.SELECT, transaction, raw: true });
}

/**
 * The values of one statement assembled from fragments (the search's filters): `add` binds a value and returns
 * its `$n`, so a fragment left out of a statement leaves no unused parameter behind.
 */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    return `$${this.values.push(value)}`;
  }
}

/** SQL that makes an effective classification column: the admin override when the key is present, else the automatic value. */
export function effectiveColumn(column: string, key: string, cast: string, overrides: string, auto: string): string {
  const pick = (source: string) => {
    const text = `(${source} ->> '${key}')`;
    // integers are read leniently (a stray '17.5' or 'abc' must not abort a whole run)
    return cast === 'int'
      ? `(CASE WHEN ${text} ~ '^-?[0-9]+(\\.[0-9]+)?$' THEN round(${text}::numeric)::int END)`
      : text;
  };
  return `${column} = CASE WHEN ${overrides} -> '${key}' IS NOT NULL THEN ${pick(overrides)} ELSE ${pick(auto)} END`;
}

/** Column, key and cast of each classification column. */
export const CLASSIFICATION_COLUMNS: Array<[column: string, key: string, cast: string]> = [
  ['product_type', 'productType', ''],
  ['calibre', 'calibre', ''],
  ['manufacturer', 'manufacturer', ''],
  ['box_quantity', 'boxQuantity', 'int'],
  ['grain', 'grain', 'int'],
  ['casing', 'casing', ''],
  ['bullet_type', 'bulletType', ''],
  ['condition', 'condition', ''],
  ['accessory_category', 'accessoryCategory', ''],
];

/** `col = CASE ... END` for every classification column, from an overrides and an auto_classification expression. */
export function effectiveAssignments(overrides: string, auto: string): string {
  return CLASSIFICATION_COLUMNS.map(([column, key, cast]) => effectiveColumn(column, key, cast, overrides, auto)).join(
    ',\n    ',
  );
}
