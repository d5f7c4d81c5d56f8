import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildSearchInput, DEFAULT_FILTERS, priceRangeError, type SearchFilters } from './search-filters';
import { SearchPanel } from './search-panel';

describe('buildSearchInput (SPEC §5 omission rules)', () => {
  it('sends only the defaults on load: in stock, page 1 of 20, the server choosing sort and grouping, with facets', () => {
    // The server sorts ammunition by price per round and other results by price (SPEC's price-asc).
    expect(buildSearchInput(DEFAULT_FILTERS, 1)).toEqual({
      page: 1,
      limit: 20,
      inStock: true,
      group: 'auto',
      facets: true,
    });
  });

  it('trims the search text and omits it when blank', () => {
    expect(buildSearchInput({ ...DEFAULT_FILTERS, search: '  ae9dp ' }, 1).search).toBe('ae9dp');
    expect('search' in buildSearchInput({ ...DEFAULT_FILTERS, search: '   ' }, 1)).toBe(false);
  });

  it("omits selects that are empty or 'all' and converts the rest", () => {
    const input = buildSearchInput(
      {
        ...DEFAULT_FILTERS,
        productType: 'ammunition',
        calibre: '.223rem',
        manufacturer: 'smith-wesson',
        retailer: '7',
        boxQuantity: '500',
        stockStatus: 'all',
        sortBy: 'name',
      },
      3,
    );
    expect(input).toEqual({
      sortBy: 'name',
      page: 3,
      limit: 20,
      productType: 'ammunition',
      calibre: ['.223rem'],
      manufacturer: ['smith-wesson'],
      retailer: 7,
      boxQuantity: 500,
      group: 'auto',
      facets: true,
    });
    const empty = buildSearchInput({ ...DEFAULT_FILTERS, calibre: '', retailer: 'all', productType: '' }, 1);
    expect(Object.keys(empty).sort()).toEqual(['facets', 'group', 'inStock', 'limit', 'page']);
  });

  it('maps the stock select to inStock / outOfStock', () => {
    expect(buildSearchInput({ ...DEFAULT_FILTERS, stockStatus: 'out_of_stock' }, 1)).toMatchObject({
      outOfStock: true,
    });
    expect(buildSearchInput({ ...DEFAULT_FILTERS, stockStatus: 'out_of_stock' }, 1).inStock).toBeUndefined();
  });

  it('sends accessoryCategory only for accessories and not for all', () => {
    expect(
      buildSearchInput({ ...DEFAULT_FILTERS, productType: 'accessory', accessoryCategory: 'optics' }, 1)
        .accessoryCategory,
    ).toBe('optics');
    expect(
      buildSearchInput({ ...DEFAULT_FILTERS, productType: 'ammunition', accessoryCategory: 'optics' }, 1)
        .accessoryCategory,
    ).toBeUndefined();
    expect(
      buildSearchInput({ ...DEFAULT_FILTERS, productType: 'accessory', accessoryCategory: 'all' }, 1).accessoryCategory,
    ).toBeUndefined();
  });

  it('sends price bounds as numbers when given, and flags an inverted range', () => {
    expect(buildSearchInput({ ...DEFAULT_FILTERS, priceMin: '10', priceMax: '25.5' }, 1)).toMatchObject({
      priceMin: 10,
      priceMax: 25.5,
    });
    expect('priceMin' in buildSearchInput({ ...DEFAULT_FILTERS, priceMin: '' }, 1)).toBe(false);
    expect(priceRangeError({ ...DEFAULT_FILTERS, priceMin: '30', priceMax: '20' })).toBe(
      'Minimum price must not be above maximum price',
    );
    expect(priceRangeError({ ...DEFAULT_FILTERS, priceMin: '20', priceMax: '30' })).toBeNull();
  });
});

function Harness({ onSubmit }: { onSubmit: (f: SearchFilters) => void }) {
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  return (
    <SearchPanel
      filters={filters}
      retailers={[
        { id: 2, name: 'Alpha Arms', url: 'https://a.example', isActive: true },
        { id: 5, name: 'Closed Shop', url: 'https://c.example', isActive: false },
      ]}
      onChange={setFilters}
      onSubmit={() => onSubmit(filters)}
    />
  );
}

describe('SearchPanel', () => {
  it('has the SPEC title, labelled controls and the defaults selected', () => {
    render(<Harness onSubmit={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Search Firearms, Ammunition & Accessories' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Product Type' }) as HTMLSelectElement).value).toBe('all');
    expect(screen.getByRole('option', { name: 'Alpha Arms' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Closed Shop' })).toBeNull();
    expect((screen.getByLabelText('Stock Status') as HTMLSelectElement).value).toBe('in_stock');
    expect((screen.getByLabelText('Sort By') as HTMLSelectElement).value).toBe('best');
  });

  it('does not search when a filter changes, only when Search is pressed', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'hornady');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Product Type' }), 'ammunition');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ search: 'hornady', productType: 'ammunition' });
  });

  it('opens more filters with human labels; Accessory Category only for accessories', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: 'More Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide Filters' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('option', { name: '.223 Rem' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Smith & Wesson' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '1000 rounds' })).toBeTruthy();
    expect(screen.queryByLabelText('Accessory Category')).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Product Type' }), 'accessory');
    expect(screen.getByLabelText('Accessory Category')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'General Accessories' })).toBeTruthy();
  });

  it('refuses to search an inverted price range and says why', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'More Filters' }));
    await userEvent.type(screen.getByLabelText('Minimum price'), '50');
    await userEvent.type(screen.getByLabelText('Maximum price'), '10');
    expect(screen.getByRole('alert').textContent).toBe('Minimum price must not be above maximum price');
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
