import { SORT_OPTIONS } from '../constants.js';
import { DEFAULT_FILTERS, type SearchFilters, type SortChoice, type ViewChoice } from './search-filters.js';

/** Query-string names of the search state; the history card's own (`product`, `chart`) live beside them. */
const KEYS = Object.keys(DEFAULT_FILTERS) as Array<keyof SearchFilters>;
const URL_NAME: Partial<Record<keyof SearchFilters, string>> = { search: 'q', stockStatus: 'stock', sortBy: 'sort' };
const VIEWS: ViewChoice[] = ['auto', 'product', 'listing'];
const MAX_VALUE_LENGTH = 200;

/**
 * The URL is the state of the search (issue 13): every filter that differs from the default, the sort, the view
 * and the page are in the query string, so Back and Forward restore a search and a copied link opens it.
 */
export function readSearchParams(params: URLSearchParams): { filters: SearchFilters; page: number } {
  const filters = { ...DEFAULT_FILTERS };
  for (const key of KEYS) {
    const value = params.get(URL_NAME[key] ?? key);
    if (value !== null) (filters as Record<string, string>)[key] = value.slice(0, MAX_VALUE_LENGTH);
  }
  if (filters.sortBy !== 'best' && !(SORT_OPTIONS as readonly string[]).includes(filters.sortBy))
    filters.sortBy = 'best' as SortChoice;
  if (!VIEWS.includes(filters.view)) filters.view = 'auto';
  const page = Number(params.get('page'));
  return { filters, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** `current` with the search part replaced by `filters` and `page` (other parameters, like the open chart, stay). */
export function writeSearchParams(current: URLSearchParams, filters: SearchFilters, page: number): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of KEYS) {
    const name = URL_NAME[key] ?? key;
    const value = key === 'search' ? filters.search.trim() : filters[key];
    if (value === DEFAULT_FILTERS[key]) next.delete(name);
    else next.set(name, value);
  }
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
