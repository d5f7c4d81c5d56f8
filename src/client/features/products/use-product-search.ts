import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { buildSearchInput, DEFAULT_FILTERS, type SearchFilters } from '../search/search-filters';

/**
 * SPEC §4 filters: the form holds a draft; the list shows the last submitted filters. The search runs once on
 * load with the defaults and again on each Search press; editing a filter alone does nothing.
 */
export function useProductSearch() {
  const [draft, setDraft] = useState<SearchFilters>(DEFAULT_FILTERS);
  const [submitted, setSubmitted] = useState<SearchFilters>(DEFAULT_FILTERS);
  const [page, setPage] = useState(1);
  const input = buildSearchInput(submitted, page);
  const query = trpc.products.list.useQuery(input);

  const submit = () => {
    const next = buildSearchInput(draft, 1);
    if (JSON.stringify(next) === JSON.stringify(input)) void query.refetch();
    setSubmitted(draft);
    setPage(1);
  };

  return { draft, setDraft, submit, page, setPage, query };
}
