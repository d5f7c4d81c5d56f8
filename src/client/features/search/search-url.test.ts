import { describe, expect, it } from 'vitest';
import { buildSearchInput, DEFAULT_FILTERS, toggleValue } from './search-filters';
import { readSearchParams, writeSearchParams } from './search-url';

describe('the URL is the search state', () => {
  it('writes only what differs from the default, and reads it back', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      search: ' 9mm ',
      sortBy: 'ppr-asc' as const,
      stockStatus: 'all',
      grain: '115,124',
      view: 'listing' as const,
    };
    const params = writeSearchParams(new URLSearchParams(), filters, 3);
    expect(params.toString()).toBe('q=9mm&stock=all&sort=ppr-asc&grain=115%2C124&view=listing&page=3');
    expect(readSearchParams(params)).toEqual({ filters: { ...filters, search: '9mm' }, page: 3 });
    expect(writeSearchParams(new URLSearchParams(), DEFAULT_FILTERS, 1).toString()).toBe('');
  });

  it('keeps the open history card and drops the page when a new search starts', () => {
    const current = new URLSearchParams('q=9mm&page=4&product=12&chart=history');
    expect(writeSearchParams(current, { ...DEFAULT_FILTERS, search: '308' }, 1).toString()).toBe(
      'q=308&product=12&chart=history',
    );
  });

  it('ignores a bad page, sort or view instead of failing', () => {
    const { filters, page } = readSearchParams(new URLSearchParams('page=-2&sort=cheapest&view=tiles'));
    expect(page).toBe(1);
    expect(filters.sortBy).toBe('best');
    expect(filters.view).toBe('auto');
  });

  it('sends several values of a facet as a list', () => {
    const withTwo = { ...DEFAULT_FILTERS, calibre: toggleValue(toggleValue('all', '9mm'), '.380acp') };
    expect(withTwo.calibre).toBe('9mm,.380acp');
    expect(buildSearchInput(withTwo, 1).calibre).toEqual(['9mm', '.380acp']);
    expect(toggleValue('9mm,.380acp', '9mm')).toBe('.380acp');
  });
});
