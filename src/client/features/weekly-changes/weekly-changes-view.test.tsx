import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WeeklyPriceChange } from '../../../shared/schemas/products';
import { isRifleCalibre } from './rifle-calibre';
import { WeeklyChangesView } from './weekly-changes-view';

function change(overrides: Partial<WeeklyPriceChange>): WeeklyPriceChange {
  return {
    listingId: 1,
    sku: null,
    productId: 1,
    productName: 'Product',
    productUrl: null,
    retailerName: 'Alpha Arms',
    calibre: '9mm',
    oldPrice: '20.00',
    newPrice: '18.00',
    absoluteChange: '-2.00',
    percentChange: '-10.00',
    ...overrides,
  };
}

describe('WeeklyChangesView', () => {
  it('shows at most 3 changes with prices, change and percent with 1 decimal; decreases green, increases red', () => {
    render(
      <WeeklyChangesView
        isLoading={false}
        isError={false}
        changes={[
          change({ productName: 'Drop', absoluteChange: '-2.00', percentChange: '-10.04' }),
          change({
            productName: 'Rise',
            calibre: '.308 Win',
            oldPrice: '30.00',
            newPrice: '33.75',
            absoluteChange: '3.75',
            percentChange: '12.5',
          }),
          change({ productName: 'Third' }),
          change({ productName: 'Fourth' }),
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(screen.queryByText('Fourth')).toBeNull();
    const drop = within(items[0]);
    expect(drop.getByText('$20.00')).toBeTruthy();
    expect(drop.getByText('$18.00')).toBeTruthy();
    expect(drop.getByText('-10.0%').parentElement?.className).toContain('text-success');
    expect(drop.getByText('-$2.00')).toBeTruthy();
    const rise = within(items[1]);
    expect(rise.getByText('+12.5%').parentElement?.className).toContain('text-danger');
    expect(rise.getByText('+$3.75')).toBeTruthy();
    expect(rise.getByRole('img', { name: 'Rifle calibre' })).toBeTruthy();
    expect(drop.queryByRole('img', { name: 'Rifle calibre' })).toBeNull();
    expect(screen.getByText(/calculated from the last 24 hours/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Drop' })).toBeNull();
  });

  it('links a product with a retailer page through the click redirect', () => {
    render(
      <WeeklyChangesView
        isLoading={false}
        isError={false}
        changes={[
          change({
            listingId: 77,
            productName: 'Linked',
            productUrl: 'https://shop.example/p',
            calibre: '6.5creedmoor',
          }),
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: 'Linked' });
    expect(link.getAttribute('href')).toBe('/go/77');
    expect(link.getAttribute('rel')).toBe('sponsored noopener noreferrer');
    expect(screen.getByText('Alpha Arms · 6.5 Creedmoor')).toBeTruthy();
  });

  it('shows the SPEC empty text', () => {
    render(<WeeklyChangesView isLoading={false} isError={false} changes={[]} />);
    expect(screen.getByText('No significant price changes in the last 24 hours')).toBeTruthy();
    expect(screen.getByText('Check back as we continue monitoring prices')).toBeTruthy();
  });

  it('recognises the rifle calibres of SPEC §2', () => {
    for (const c of ['.308 Win', '.30-06 Springfield', '6.5 Creedmoor', '.270 Win', '7.62x39mm', '.300 Win Mag'])
      expect(isRifleCalibre(c)).toBe(true);
    for (const c of ['9mm', '.22 LR', '12 Gauge', null]) expect(isRifleCalibre(c)).toBe(false);
  });
});
