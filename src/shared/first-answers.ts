import type { ProductSearchInput } from './schemas/products.js';

/**
 * The server answers a page's first calls inside its HTML (decision 0250), so the first render already has them:
 * no round trip, no skeleton that reflows. The client seeds its query cache from this element before rendering.
 */
export const FIRST_ANSWERS_ELEMENT_ID = 'first-answers';

/** The search `/` runs with no query string: the client's default filters (a test holds the two together). */
export const FIRST_SEARCH_INPUT = {
  page: 1,
  limit: 20,
  group: 'auto',
  facets: true,
  inStock: true,
} as const satisfies Partial<ProductSearchInput>;

/** One answered tRPC query: its procedure path, the input exactly as the client sends it, and the result. */
export interface FirstAnswer {
  path: 'auth.me' | 'products.list' | 'retailers.list' | 'site.landingStats';
  input?: unknown;
  data: unknown;
}
