import { centsToDollars } from '../../../shared/format.js';
import { NOT_FOUND_META, pageMetaFor, SITE_NAME, type PageMeta } from '../../../shared/site-pages.js';
import { sqlRows } from '../../../db/sql.js';
import type { AppDeps } from '../../deps.js';
import { calibrePath } from './sitemap.service.js';

export interface PageHead extends PageMeta {
  status: 200 | 404;
  /** Path and query of the canonical URL. */
  canonical: string;
}

interface HistoryRow {
  name: string;
  offers: number;
  low_cents: number | null;
}

/** A shared history link (SPEC §2 share action: `/?product=<id>&chart=history`) previews the product it opens. */
async function historyHead(deps: AppDeps, productId: number): Promise<PageHead | null> {
  const [row] = await sqlRows<HistoryRow>(
    deps.db,
    `SELECT p.name, count(l.id)::int AS offers, min(l.price_cents) AS low_cents
     FROM products p
     LEFT JOIN listings l ON l.product_id = p.id AND NOT l.is_gone
       AND l.retailer_id IN (SELECT id FROM retailers WHERE is_active)
     WHERE p.id = $1 GROUP BY p.id`,
    [productId],
  );
  if (!row) return null;
  const price = row.low_cents
    ? ` from $${centsToDollars(row.low_cents)} at ${row.offers} Canadian retailer${row.offers === 1 ? '' : 's'}`
    : '';
  return {
    status: 200,
    title: `${row.name}: price history | ${SITE_NAME}`,
    description: `Price history of ${row.name}${price}. Daily lowest, highest and average prices in CAD.`,
    indexable: false,
    canonical: `/?product=${productId}&chart=history`,
  };
}

/** The title, description and status the server sends for a page request (unknown paths: 404). */
export async function resolvePageHead(deps: AppDeps, pathname: string, query: URLSearchParams): Promise<PageHead> {
  const meta = pageMetaFor(pathname);
  if (!meta) return { ...NOT_FOUND_META, status: 404, canonical: pathname };
  if (pathname === '/') {
    const productId = Number(query.get('product'));
    if (query.get('chart') === 'history' && Number.isSafeInteger(productId) && productId > 0) {
      const head = await historyHead(deps, productId);
      if (head) return head;
    }
    const calibre = query.get('calibre');
    if (calibre && calibre.length <= 40) return { ...meta, status: 200, canonical: calibrePath(calibre) };
  }
  return { ...meta, status: 200, canonical: pathname };
}
