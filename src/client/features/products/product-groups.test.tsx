import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProductGroup, ProductListResponse, SearchFacets } from '../../../shared/schemas/products';
import { DEFAULT_FILTERS } from '../search/search-filters';
import { SearchFacetsPanel } from '../search/search-facets-panel';
import { ProductResults } from './product-results';

const HOUR = 3_600_000;
const group: ProductGroup = {
  productId: 7,
  name: 'Federal American Eagle 9mm 115gr FMJ',
  calibre: '9mm',
  manufacturer: 'federal',
  boxQuantity: 50,
  lowestPrice: '14.00',
  lowestPricePerRound: '0.280',
  badge: 'low-30',
  offers: [
    {
      listingId: 1,
      retailer: { id: 1, name: 'Alpha Arms' },
      currentPrice: '14.00',
      pricePerRound: '0.280',
      boxQuantity: 50,
      stockStatus: 'in_stock',
      lastSeenAt: new Date(Date.now() - 2 * HOUR),
    },
    {
      listingId: 2,
      retailer: { id: 2, name: 'Beta Outdoors' },
      currentPrice: '15.00',
      pricePerRound: null,
      boxQuantity: null,
      stockStatus: 'low_stock',
      lastSeenAt: new Date(Date.now() - 26 * HOUR),
    },
  ],
};

describe('grouped results (group=product)', () => {
  it('shows one row per product with its best price per round, badge and every offer with its age', async () => {
    const data: ProductListResponse = { products: [], total: 1, totalPages: 1, groups: [group] };
    const onHistory = vi.fn();
    const onWatch = vi.fn();
    const onGroupedChange = vi.fn();
    render(
      <ProductResults
        data={data}
        isLoading={false}
        isError={false}
        page={1}
        onPageChange={vi.fn()}
        onHistory={onHistory}
        onWatch={onWatch}
        switches={{ grouped: true, onGroupedChange, inStockOnly: true, onInStockOnlyChange: vi.fn() }}
      />,
    );
    expect(screen.getByText('Showing 1 of 1 products across all retailers')).toBeTruthy();
    const row = screen.getByRole('row', { name: /Federal American Eagle/ });
    expect(within(row).getByText('Lowest in 30 days')).toBeTruthy();
    expect(within(row).getByText('$0.280/rd', { selector: 'td' })).toBeTruthy();
    const offers = within(row).getAllByRole('listitem');
    expect(offers.map((o) => o.textContent)).toEqual([
      'Alpha Arms$14.00$0.280/rdIn Stockprice seen 2 hours ago',
      'Beta Outdoors$15.00Count unknownLow Stockprice seen 1 day ago',
    ]);
    expect(within(offers[0]!).getByRole('link', { name: 'Alpha Arms' }).getAttribute('href')).toBe('/go/1');
    await userEvent.click(within(row).getByRole('button', { name: /^History/ }));
    expect(onHistory).toHaveBeenCalledWith({ id: 7, name: group.name });
    await userEvent.click(within(row).getByRole('button', { name: `Watch: ${group.name}` }));
    expect(onWatch).toHaveBeenCalledWith({ productId: 7, name: group.name });
    await userEvent.click(screen.getByRole('checkbox', { name: 'One row per product' }));
    expect(onGroupedChange).toHaveBeenCalledWith(false);
  });
});

describe('facets panel', () => {
  const facets: SearchFacets = {
    calibre: [
      { value: '9mm', count: 120, label: '9mm Luger', group: 'handgun' },
      { value: '.308win', count: 30, label: '.308 Winchester', group: 'rifle' },
    ],
    manufacturer: [{ value: 'federal', count: 40, label: 'Federal Premium Ammunition' }],
    grain: [{ value: '115', count: 80 }],
    casing: [],
    bulletType: [],
    condition: [],
    rounds: [
      { value: '1000-100000', count: 3 },
      { value: '26-50', count: 90 },
    ],
  };

  it('groups calibres by kind, shows live counts and applies a value at once', async () => {
    const onApply = vi.fn();
    render(<SearchFacetsPanel facets={facets} filters={{ ...DEFAULT_FILTERS, calibre: '9mm' }} onApply={onApply} />);
    const handgun = screen.getByRole('group', { name: 'Handgun calibres' });
    expect((within(handgun).getByRole('checkbox', { name: '9mm Luger (120)' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Rifle calibres' })).getByRole('checkbox', {
        name: '.308 Winchester (30)',
      }),
    );
    expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ calibre: '9mm,.308win' }));
    const rounds = within(screen.getByRole('group', { name: 'Rounds per box' })).getAllByRole('checkbox');
    expect(rounds.map((r) => r.closest('.form-check')!.textContent)).toEqual(['26–50 (90)', '1000+ (3)']);
    await userEvent.click(rounds[0]!);
    expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ roundsMin: '26', roundsMax: '50' }));
  });
});
