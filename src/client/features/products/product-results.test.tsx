import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatPercent, formatPrice, formatPricePerRound } from '../../../shared/format';
import type { ProductListItem, ProductListResponse } from '../../../shared/schemas/products';
import { paginationInfo } from './pagination-info';
import { ProductResults } from './product-results';
import { lastUpdatedLabel } from './last-updated';

function item(overrides: Partial<ProductListItem> = {}): ProductListItem {
  return {
    id: 1,
    productId: 10,
    name: 'Federal American Eagle 9mm 115gr FMJ',
    sku: 'AE9DP',
    productUrl: 'https://shop.example/ae9dp',
    productType: 'ammunition',
    boxQuantity: 50,
    calibre: '9mm',
    manufacturer: 'federal',
    category: null,
    currentPrice: '24.99',
    pricePerRound: '0.500',
    roundsUnknown: false,
    stockStatus: 'in_stock',
    retailer: { id: 3, name: 'Alpha Arms', url: 'https://alpha.example' },
    lastSeenAt: new Date(),
    ...overrides,
  };
}

function renderResults(
  data: ProductListResponse | undefined,
  extra: Partial<Parameters<typeof ProductResults>[0]> = {},
) {
  const props = {
    data,
    isLoading: false,
    isError: false,
    page: 1,
    onPageChange: vi.fn(),
    onHistory: vi.fn(),
    onWatch: vi.fn(),
    ...extra,
  };
  render(<ProductResults {...props} />);
  return props;
}

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('SPEC §5 price formatting', () => {
  it('shows N/A for empty, zero and non-numeric prices, else $ with 2 decimals', () => {
    expect(formatPrice('')).toBe('N/A');
    expect(formatPrice(null)).toBe('N/A');
    expect(formatPrice('0')).toBe('N/A');
    expect(formatPrice('abc')).toBe('N/A');
    expect(formatPrice('24.5')).toBe('$24.50');
    expect(formatPrice(1299)).toBe('$1299.00');
  });

  it('computes price per round only for ammunition with a box quantity, 3 decimals; N/A without; a dash for other types', () => {
    expect(formatPricePerRound('24.99', 'ammunition', 50)).toBe('$0.500');
    expect(formatPricePerRound('9.99', 'ammunition', 20)).toBe('$0.500');
    expect(formatPricePerRound('17.49', 'ammunition', 1000)).toBe('$0.017');
    expect(formatPricePerRound('24.99', 'ammunition', null)).toBe('N/A');
    expect(formatPricePerRound('24.99', 'ammunition', 0)).toBe('N/A');
    expect(formatPricePerRound('899.99', 'firearm', null)).toBe('—');
    expect(formatPricePerRound('49.99', 'accessory', 50)).toBe('—');
  });

  it('formats percentages with 1 decimal and a sign', () => {
    expect(formatPercent('-12.345')).toBe('-12.3%');
    expect(formatPercent(4)).toBe('+4.0%');
    expect(formatPercent('0')).toBe('0.0%');
  });
});

describe('ProductResults', () => {
  it('renders the SPEC columns, the price rules and the product cell', () => {
    renderResults({
      products: [
        item(),
        item({
          id: 2,
          productId: 11,
          name: 'Ruger 10/22 Carbine',
          productType: 'firearm',
          boxQuantity: null,
          calibre: '.22lr',
          currentPrice: '449.00',
        }),
        item({ id: 3, productId: 12, name: 'Loose Rounds', boxQuantity: null, currentPrice: '0' }),
        item({
          id: 4,
          productId: 13,
          name: 'Vortex Red Dot',
          productType: 'accessory',
          boxQuantity: null,
          calibre: null,
          category: 'optics',
          currentPrice: '199.99',
        }),
      ],
      total: 4,
      totalPages: 1,
    });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Product', 'Retailer', 'Price', 'Price/Round', 'Stock', 'Actions']);
    expect(screen.getByText('Showing 4 of 4 results across all retailers')).toBeTruthy();

    const ammo = within(rowOf('Federal American Eagle 9mm 115gr FMJ'));
    expect(ammo.getByText('$24.99')).toBeTruthy();
    expect(ammo.getByText('$0.500')).toBeTruthy();
    expect(ammo.getByText('50 rounds')).toBeTruthy();
    expect(ammo.getByText('9mm')).toBeTruthy();
    expect(ammo.getByRole('img', { name: 'Ammunition' }).getAttribute('class')).toContain('text-primary');

    const firearm = within(rowOf('Ruger 10/22 Carbine'));
    expect(firearm.getByText('.22 LR')).toBeTruthy();
    expect(firearm.getByText('—')).toBeTruthy();
    expect(firearm.getByRole('img', { name: 'Firearm' }).getAttribute('class')).toContain('text-danger');

    const loose = within(rowOf('Loose Rounds'));
    expect(loose.getAllByText('N/A')).toHaveLength(2);

    const accessory = within(rowOf('Vortex Red Dot'));
    expect(accessory.getByText('Category: Optics')).toBeTruthy();
    expect(accessory.getByRole('img', { name: 'Accessory' }).getAttribute('class')).toContain('text-success');
  });

  it('says the count is unknown, with no number, when the guard held the price per round back', () => {
    renderResults({
      products: [
        item({
          id: 5,
          productId: 15,
          name: 'Fiocchi 12 ga 25 rd',
          boxQuantity: null,
          pricePerRound: null,
          roundsUnknown: true,
          currentPrice: '93.50',
        }),
      ],
      total: 1,
      totalPages: 1,
    });
    const row = within(rowOf('Fiocchi 12 ga 25 rd'));
    expect(row.getAllByText('Count unknown')).toHaveLength(2);
    expect(row.queryByText(/^\$\d+\.\d{3}$/)).toBeNull();
    expect(row.getByText('$93.50')).toBeTruthy();
  });

  it('offers Report on each row only when a report handler is given (signed-in users)', async () => {
    const onReport = vi.fn();
    const { unmount } = render(
      <ProductResults
        data={{ products: [item()], total: 1, totalPages: 1 }}
        isLoading={false}
        isError={false}
        page={1}
        onPageChange={() => {}}
        onHistory={() => {}}
        onWatch={() => {}}
        onReport={onReport}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Report: Federal American Eagle 9mm 115gr FMJ' }));
    expect(onReport).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    unmount();
    renderResults({ products: [item()], total: 1, totalPages: 1 });
    expect(screen.queryByRole('button', { name: /^Report:/ })).toBeNull();
  });

  it('links the name and retailer through the click redirect, in a new tab, marked sponsored', () => {
    renderResults({
      products: [
        item(),
        item({
          id: 2,
          productId: 11,
          name: 'No Link Ammo',
          productUrl: null,
          retailer: { id: 4, name: 'Beta Guns', url: '' },
        }),
      ],
      total: 2,
      totalPages: 1,
    });
    const name = screen.getByRole('link', { name: 'Federal American Eagle 9mm 115gr FMJ' });
    expect(name.getAttribute('href')).toBe('/go/1');
    expect(name.getAttribute('target')).toBe('_blank');
    expect(name.getAttribute('rel')).toBe('sponsored noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Alpha Arms' }).getAttribute('href')).toBe('/go/retailer/3');
    expect(screen.queryByRole('link', { name: 'No Link Ammo' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Beta Guns' }).getAttribute('href')).toBe(
      'https://www.google.com/search?q=Beta%20Guns',
    );
  });

  it('shows the four stock badges of SPEC §4', () => {
    renderResults({
      products: [
        item({ id: 1, productId: 1, name: 'A', stockStatus: 'in_stock' }),
        item({ id: 2, productId: 2, name: 'B', stockStatus: 'low_stock' }),
        item({ id: 3, productId: 3, name: 'C', stockStatus: 'out_of_stock' }),
        item({ id: 4, productId: 4, name: 'D', stockStatus: 'unknown' }),
      ],
      total: 4,
      totalPages: 1,
    });
    expect(within(rowOf('A')).getByText('In Stock').className).toContain('bg-success');
    expect(within(rowOf('B')).getByText('Low Stock').className).toContain('bg-warning');
    expect(within(rowOf('C')).getByText('Out of Stock').className).toContain('bg-danger');
    const unknown = within(rowOf('D')).getByText('Unknown');
    expect(unknown.className).toContain('border');
    expect(unknown.className).toContain('bg-transparent');
  });

  it('hides rows without a product id or retailer id', () => {
    renderResults({
      products: [
        item(),
        item({ id: 2, productId: null, name: 'Orphan Listing' }),
        item({ id: 3, productId: 5, name: 'No Retailer', retailer: { id: null as never, name: 'X', url: '' } }),
      ],
      total: 3,
      totalPages: 1,
    });
    expect(screen.queryByText('Orphan Listing')).toBeNull();
    expect(screen.queryByText('No Retailer')).toBeNull();
    expect(screen.getByText('Showing 1 of 3 results across all retailers')).toBeTruthy();
  });

  it('shows five skeleton rows while loading and a plain failure card on error', () => {
    const { unmount } = render(
      <ProductResults
        data={undefined}
        isLoading
        isError={false}
        page={1}
        onPageChange={vi.fn()}
        onHistory={vi.fn()}
        onWatch={vi.fn()}
      />,
    );
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    unmount();
    renderResults(undefined, { isError: true });
    expect(screen.getByText('Failed to load products. Please try again.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('calls History with the product id and name, and Watch with the row', async () => {
    const props = renderResults({ products: [item()], total: 1, totalPages: 1 });
    await userEvent.click(screen.getByRole('button', { name: /^History/ }));
    expect(props.onHistory).toHaveBeenCalledWith({ id: 10, name: 'Federal American Eagle 9mm 115gr FMJ' });
    await userEvent.click(screen.getByRole('button', { name: /^Watch/ }));
    expect(props.onWatch).toHaveBeenCalledWith(
      expect.objectContaining({ productId: 10, retailer: expect.objectContaining({ name: 'Alpha Arms' }) }),
    );
  });

  it('dates the results from the newest listing instead of a fixed label', () => {
    const now = new Date('2025-07-01T12:00:00Z');
    expect(lastUpdatedLabel([new Date('2025-07-01T09:30:00Z'), new Date('2025-07-01T10:00:00Z')], now)).toBe(
      'Last updated: 2 hours ago',
    );
    expect(lastUpdatedLabel([], now)).toBeNull();
  });
});

describe('pagination (SPEC §2)', () => {
  it('is hidden for a single page', () => {
    renderResults({ products: [item()], total: 1, totalPages: 1 });
    expect(screen.queryByRole('navigation', { name: 'Search results pages' })).toBeNull();
  });

  it('shows X to Y of TOTAL, the first pages and the last, and disables Previous on page 1', async () => {
    const props = renderResults({ products: [item()], total: 245, totalPages: 13 });
    const nav = within(screen.getByRole('navigation', { name: 'Search results pages' }));
    expect(nav.getByText('Showing 1 to 20 of 245 results')).toBeTruthy();
    expect(nav.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '13',
    ]);
    expect((nav.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(nav.getByRole('button', { name: 'Next' }));
    expect(props.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(nav.getByRole('button', { name: 'Page 4' }));
    expect(props.onPageChange).toHaveBeenCalledWith(4);
  });

  it('disables Next on the last page and counts the last partial page', () => {
    renderResults({ products: [item()], total: 45, totalPages: 3 }, { page: 3 });
    const nav = within(screen.getByRole('navigation', { name: 'Search results pages' }));
    expect(nav.getByText('Showing 41 to 45 of 45 results')).toBeTruthy();
    expect((nav.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(nav.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(3);
    expect(nav.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('computes the ranges as a pure rule', () => {
    expect(paginationInfo(7, 245, 13)).toMatchObject({
      from: 121,
      to: 140,
      pageButtons: [1, 'gap', 5, 6, 7, 8, 9, 'gap', 13],
      previousDisabled: false,
      nextDisabled: false,
    });
    expect(paginationInfo(1, 4880, 244).pageButtons).toEqual([1, 2, 3, 4, 5, 'gap', 244]);
    expect(paginationInfo(244, 4880, 244).pageButtons).toEqual([1, 'gap', 240, 241, 242, 243, 244]);
    expect(paginationInfo(2, 60, 3).pageButtons).toEqual([1, 2, 3]);
    expect(paginationInfo(1, 0, 0)).toMatchObject({ visible: false, from: 0, to: 0, pageButtons: [] });
  });
});
