import { productSearchInputSchema } from '../../../shared/schemas/products.js';
import { buildSearchInput } from '../../../shared/search/search-filters.js';
import { readSearchParams } from '../../../shared/search/search-url.js';
import { BadRequestError } from '../../../shared/errors.js';
import type { AppDeps } from '../../deps.js';
import { firstZodMessage } from '../../trpc/trpc.js';
import { effectiveSearch } from '../products/product-search.service.js';
import { understandQuery } from '../products/query-understanding.js';
import { buildTextQuery } from '../products/search-text.js';

/**
 * What the alert job matches a listing against (saved_searches.criteria): the saved query read exactly as the
 * search page reads its URL (readSearchParams, buildSearchInput), validated by the /api/products schema and
 * understood as the search understands it (effectiveSearch), once, when the search is saved. Absent keys: no filter.
 */
export interface SearchCriteria {
  productType?: string;
  calibre?: string[];
  manufacturer?: string[];
  grain?: number[];
  casing?: string[];
  bulletType?: string[];
  condition?: string[];
  retailer?: number;
  boxQuantity?: number;
  roundsMin?: number;
  roundsMax?: number;
  inStock?: boolean;
  outOfStock?: boolean;
  priceMinCents?: number;
  priceMaxCents?: number;
  accessoryCategory?: string;
  /** The leftover words as a prefix tsquery over the listing's words (the search's whole-word stage). */
  tsquery?: string;
}

export async function searchCriteria(deps: AppDeps, query: string): Promise<SearchCriteria> {
  const { filters } = readSearchParams(new URLSearchParams(query));
  const parsed = productSearchInputSchema.safeParse(buildSearchInput(filters, 1));
  if (!parsed.success) throw new BadRequestError(`The saved search is not valid: ${firstZodMessage(parsed.error)}`);
  const input = parsed.data;
  const search = effectiveSearch(input, input.search ? understandQuery(input.search) : undefined);
  const criteria: SearchCriteria = {
    productType: search.productType,
    calibre: search.calibre,
    manufacturer: search.manufacturer,
    grain: search.grain,
    casing: search.casing,
    bulletType: search.bulletType,
    condition: search.condition,
    retailer: search.retailer,
    boxQuantity: search.boxQuantity,
    roundsMin: search.roundsMin,
    roundsMax: search.roundsMax,
    inStock: search.inStock,
    outOfStock: search.outOfStock,
    priceMinCents: search.priceMin === undefined ? undefined : Math.round(search.priceMin * 100),
    priceMaxCents: search.priceMax === undefined ? undefined : Math.round(search.priceMax * 100),
    accessoryCategory: search.accessoryCategory,
  };
  if (search.search) {
    const text = await buildTextQuery(deps, search.search);
    if (!text.tsquery) throw new BadRequestError('The saved search has no word to look for');
    criteria.tsquery = text.tsquery;
  }
  // JSON drops the undefined keys
  return JSON.parse(JSON.stringify(criteria)) as SearchCriteria;
}
