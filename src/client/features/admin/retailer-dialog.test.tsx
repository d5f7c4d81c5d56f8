import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/toast/toaster';
import { RetailerDialog } from './retailer-dialog';
import { EMPTY_RETAILER_FORM, checkRetailerForm, formValuesFrom } from './retailer-form';

function renderDialog(props: Partial<Parameters<typeof RetailerDialog>[0]> = {}) {
  const onSave = vi.fn();
  const onTest = vi.fn();
  render(
    <MemoryRouter>
      <RetailerDialog
        show
        mode="add"
        initial={EMPTY_RETAILER_FORM}
        pending={false}
        serverError={null}
        onSave={onSave}
        onTest={onTest}
        onClose={() => {}}
        {...props}
      />
      <Toaster />
    </MemoryRouter>,
  );
  return { onSave, onTest };
}

describe('retailer form rules (SPEC §5)', () => {
  it('parses the interval as an integer, falling back to 4, and isActive from "true"/"false"', () => {
    const base = { ...EMPTY_RETAILER_FORM, name: 'A', url: 'https://a.ca/' };
    const ok = (v: typeof base) => {
      const r = checkRetailerForm(v);
      if (!r.ok) throw new Error(r.message);
      return r.payload;
    };
    expect(ok({ ...base, scrapeIntervalHours: '7' }).scrapeIntervalHours).toBe(7);
    expect(ok({ ...base, scrapeIntervalHours: '' }).scrapeIntervalHours).toBe(4);
    expect(ok({ ...base, scrapeIntervalHours: 'abc' }).scrapeIntervalHours).toBe(4);
    expect(ok({ ...base, isActive: 'false' }).isActive).toBe(false);
    expect(ok({ ...base, isActive: 'true' }).isActive).toBe(true);
    expect(ok({ ...base, selector: '' }).selector).toBeNull();
  });

  it('prefills Edit with a pretty-printed selector and the interval reset to 4', () => {
    const values = formValuesFrom({
      name: 'Shop',
      url: 'https://s.ca/',
      platform: 'selectors',
      selector: { productList: '.p', name: '.n', price: '.x' },
      isActive: false,
    });
    expect(values.selector).toBe('{\n  "productList": ".p",\n  "name": ".n",\n  "price": ".x"\n}');
    expect(values.scrapeIntervalHours).toBe('4');
    expect(values.isActive).toBe('false');
  });
});

describe('RetailerDialog', () => {
  it('requires a name and a URL before saving', async () => {
    const user = userEvent.setup();
    const { onSave } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Create Retailer' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Name'), 'Prairie Ammo');
    await user.click(screen.getByRole('button', { name: 'Create Retailer' }));
    expect(screen.getByText('URL is required')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("requires a selector for the 'selectors' platform", async () => {
    const user = userEvent.setup();
    const { onSave } = renderDialog();
    await user.type(screen.getByLabelText('Name'), 'Sel');
    await user.type(screen.getByLabelText('URL'), 'https://sel.ca/');
    await user.selectOptions(screen.getByLabelText('Platform'), 'selectors');
    await user.click(screen.getByRole('button', { name: 'Create Retailer' }));
    expect(screen.getByText('Selector is required for the CSS selectors platform')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("refuses invalid JSON with the toast 'Error' / 'Invalid JSON in selector field'", async () => {
    const user = userEvent.setup();
    const { onSave } = renderDialog();
    await user.type(screen.getByLabelText('Name'), 'Sel');
    await user.type(screen.getByLabelText('URL'), 'https://sel.ca/');
    await user.type(screen.getByLabelText('Selector (JSON)'), '{{ not json');
    await user.click(screen.getByRole('button', { name: 'Create Retailer' }));
    const toastEl = await screen.findByRole('alert');
    expect(within(toastEl).getByText('Error')).toBeTruthy();
    expect(within(toastEl).getByText('Invalid JSON in selector field')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the parsed payload: selector object, integer interval, boolean isActive', async () => {
    const user = userEvent.setup();
    const { onSave } = renderDialog();
    await user.type(screen.getByLabelText('Name'), 'Sel');
    await user.type(screen.getByLabelText('URL'), 'https://sel.ca/');
    await user.selectOptions(screen.getByLabelText('Platform'), 'selectors');
    await user.click(screen.getByLabelText('Selector (JSON)'));
    await user.paste('{"productList":".p","name":".n","price":".x"}');
    await user.clear(screen.getByLabelText('Scrape interval (hours)'));
    await user.type(screen.getByLabelText('Scrape interval (hours)'), '9');
    await user.selectOptions(screen.getByLabelText('Active'), 'false');
    await user.click(screen.getByRole('button', { name: 'Create Retailer' }));
    expect(onSave).toHaveBeenCalledWith({
      name: 'Sel',
      url: 'https://sel.ca/',
      platform: 'selectors',
      selector: { productList: '.p', name: '.n', price: '.x' },
      scrapeIntervalHours: 9,
      isActive: false,
    });
  });

  it('Test shows the first offers as understood, and what auto detected', async () => {
    const user = userEvent.setup();
    const onTest = vi.fn().mockResolvedValue({
      status: 'done',
      result: {
        ok: true,
        platform: 'shopify',
        detectedPlatform: 'shopify',
        pagesFetched: 1,
        offers: [
          {
            title: 'Federal 9mm 115gr FMJ 50rds',
            price: '19.99',
            stockStatus: 'in_stock',
            url: null,
            productType: 'ammunition',
            calibre: '9mm',
            manufacturer: 'federal',
            rounds: 50,
            pricePerRound: '0.400',
            currency: null,
          },
        ],
        warnings: [],
      },
    });
    renderDialog({ onTest });
    await user.type(screen.getByLabelText('Name'), 'Auto Shop');
    await user.type(screen.getByLabelText('URL'), 'https://auto.ca/');
    await user.click(screen.getByRole('button', { name: 'Test' }));
    const result = await screen.findByRole('region', { name: 'Test result' });
    expect(within(result).getByText('(detected: Shopify)', { exact: false })).toBeTruthy();
    expect(within(result).getByText('Federal 9mm 115gr FMJ 50rds')).toBeTruthy();
    expect(within(result).getByText('$0.400')).toBeTruthy();
    expect(onTest).toHaveBeenCalledWith(expect.objectContaining({ platform: 'auto', url: 'https://auto.ca/' }));
  });

  it('Test shows the error when the storefront cannot be read', async () => {
    const user = userEvent.setup();
    renderDialog({
      onTest: vi.fn().mockResolvedValue({
        status: 'done',
        result: {
          ok: false,
          platform: 'auto',
          detectedPlatform: null,
          error: 'HTTP 503 from https://x.ca/',
          diagnosis: 'failed',
        },
      }),
    });
    await user.type(screen.getByLabelText('Name'), 'X');
    await user.type(screen.getByLabelText('URL'), 'https://x.ca/');
    await user.click(screen.getByRole('button', { name: 'Test' }));
    await waitFor(() => expect(screen.getByText('Test failed: HTTP 503 from https://x.ca/')).toBeTruthy());
  });

  it('Test tells a blocked store from a broken one, and warns about prices that are not in CAD', async () => {
    const user = userEvent.setup();
    const blocked = {
      ok: false,
      platform: 'woocommerce',
      detectedPlatform: null,
      diagnosis: 'blocked',
      error: 'Blocked by Cloudflare: a bot challenge instead of the store page at https://x.ca/shop/',
    };
    const usd = {
      ok: true,
      platform: 'shopify',
      detectedPlatform: null,
      pagesFetched: 1,
      offers: [
        {
          title: 'CCI Blazer 9mm 50rds',
          price: '14.99',
          stockStatus: 'in_stock',
          url: null,
          productType: 'ammunition',
          calibre: '9mm',
          manufacturer: 'cci',
          rounds: 50,
          pricePerRound: '0.300',
          currency: 'USD',
        },
      ],
      warnings: ['1 of 1 offers are priced in USD, not CAD: they would not be stored (PerRound compares CAD prices).'],
    };
    const onTest = vi
      .fn()
      .mockResolvedValueOnce({ status: 'done', result: blocked })
      .mockResolvedValueOnce({ status: 'done', result: usd });
    renderDialog({ onTest });
    await user.type(screen.getByLabelText('Name'), 'X');
    await user.type(screen.getByLabelText('URL'), 'https://x.ca/');
    await user.click(screen.getByRole('button', { name: 'Test' }));
    expect(
      await screen.findByText(
        'Blocked: Blocked by Cloudflare: a bot challenge instead of the store page at https://x.ca/shop/',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Test' }));
    const result = await screen.findByRole('region', { name: 'Test result' });
    expect(within(result).getByText(/priced in USD, not CAD/)).toBeTruthy();
    expect(within(result).getByText('14.99 USD')).toBeTruthy();
  });
});
