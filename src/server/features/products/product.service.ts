import { sqlRows } from '../../../db/sql.js';
import type { AppDeps } from '../../deps.js';
import { NotFoundError } from '../../../shared/errors.js';

export interface ProductSummary {
  id: number;
  name: string;
  productType: string | null;
  calibre: string | null;
  manufacturer: string | null;
  boxQuantity: number | null;
}

/** The canonical product, so a shared history link can name what it shows. */
export async function getProduct(deps: AppDeps, id: number): Promise<ProductSummary> {
  const [product] = await sqlRows<ProductSummary>(
    deps.db,
    `SELECT id, name, product_type AS "productType", calibre, manufacturer, box_quantity AS "boxQuantity"
     FROM products WHERE id = $1`,
    [id],
  );
  if (!product) throw new NotFoundError('Product not found');
  return product;
}
