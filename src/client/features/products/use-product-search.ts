import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { trpc } from '../../lib/trpc';
import { buildSearchInput, type SearchFilters } from '../search/search-filters';
import { readSearchParams, writeSearchParams } from '../search/search-url';

/**
 * SPEC §4 filters with the URL as the state (issue 13): the form holds a draft; the list shows the search in
 * the query string. Search, a page, a facet or the view each push a history entry, so Back and Forward restore
 * the search (and the form follows). Editing the text or a select alone does not search.
 */
export function useProductSearch() {
  const [params, setParams] = useSearchParams();
  const { filters: submitted, page } = useMemo(() => readSearchParams(params), [params]);
  const stateKey = writeSearchParams(new URLSearchParams(), submitted, page).toString();
  const [draft, setDraft] = useState<SearchFilters>(submitted);
  const [draftOf, setDraftOf] = useState(stateKey);
  if (draftOf !== stateKey) {
    // Back/Forward (or a link) changed the search: the form shows it again.
    setDraftOf(stateKey);
    setDraft(submitted);
  }
  const input = buildSearchInput(submitted, page);
  const query = trpc.products.list.useQuery(input, { placeholderData: keepPreviousData });

  const go = (filters: SearchFilters, nextPage: number) =>
    setParams((current) => writeSearchParams(current, filters, nextPage));
  const submit = () => {
    if (writeSearchParams(new URLSearchParams(), draft, 1).toString() === stateKey) void query.refetch();
    else go(draft, 1);
  };
  /** Facets and the view switch search at once, keeping the other filters of the form. */
  const apply = (filters: SearchFilters) => {
    setDraft(filters);
    go(filters, 1);
  };
  const setPage = (nextPage: number) => go(submitted, nextPage);

  return { draft, setDraft, submit, apply, submitted, page, setPage, query };
}
