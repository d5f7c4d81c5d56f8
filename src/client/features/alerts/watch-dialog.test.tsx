import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WatchDialog, type WatchDialogProps } from './watch-dialog';
import { formFromRule } from './watch-rule';

const PRODUCT = { productId: 42, name: 'Federal American Eagle 9mm 115gr FMJ 50rds' };

function renderDialog(props: Partial<WatchDialogProps> = {}) {
  const onSubmit = vi.fn();
  const onResendVerification = vi.fn();
  render(
    <WatchDialog
      product={PRODUCT}
      viewer="verified"
      pending={false}
      onSubmit={onSubmit}
      onClose={() => {}}
      onResendVerification={onResendVerification}
      {...props}
    />,
  );
  return { onSubmit, onResendVerification, dialog: screen.getByRole('dialog', { name: 'Watch this product' }) };
}

describe('WatchDialog', () => {
  it('a verified user watches with any drop and a target price per round', async () => {
    const user = userEvent.setup();
    const { onSubmit, dialog } = renderDialog();
    expect(within(dialog).getByText(PRODUCT.name)).toBeTruthy();
    expect((within(dialog).getByRole('checkbox', { name: 'The price drops at all' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'The price per round is at or under a target' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Target price per round, in dollars' }), '0.295');
    await user.click(within(dialog).getByRole('checkbox', { name: 'It is back in stock' }));
    await user.click(within(dialog).getByRole('button', { name: 'Watch' }));
    expect(onSubmit).toHaveBeenCalledWith({
      anyDrop: true,
      targetPricePerRoundCents: 29.5,
      targetPriceCents: null,
      dropPercent: null,
      backInStock: true,
    });
  });

  it('says what is wrong and sends nothing: no alert chosen, a bad amount, a bad percentage', async () => {
    const user = userEvent.setup();
    const { onSubmit, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('checkbox', { name: 'The price drops at all' }));
    await user.click(within(dialog).getByRole('button', { name: 'Watch' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose at least one alert');

    await user.click(within(dialog).getByRole('checkbox', { name: 'The box price is at or under a target' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Target box price, in dollars' }), '19.995');
    await user.click(within(dialog).getByRole('button', { name: 'Watch' }));
    const box = within(dialog).getByRole('textbox', { name: 'Target box price, in dollars' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Enter a box price, e.g. 19.99')).toBeTruthy();

    await user.clear(box);
    await user.type(box, '19.99');
    await user.click(within(dialog).getByRole('checkbox', { name: 'The price drops by a percentage' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Drop percentage' }), '95');
    await user.click(within(dialog).getByRole('button', { name: 'Watch' }));
    expect(within(dialog).getByText('Enter a whole percentage from 1 to 90')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Drop percentage' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Drop percentage' }), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Watch' }));
    expect(onSubmit).toHaveBeenCalledWith({
      anyDrop: false,
      targetPricePerRoundCents: null,
      targetPriceCents: 1999,
      dropPercent: 15,
      backInStock: false,
    });
  });

  it('invites a visitor to create an account, keeping the chosen alert', async () => {
    const user = userEvent.setup();
    const { onSubmit, dialog } = renderDialog({ viewer: 'visitor' });
    expect(within(dialog).getByText(/Alerts are free with an account/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create a free account to watch' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ anyDrop: true }));
  });

  it('tells an unverified user to verify, and can resend the link', async () => {
    const user = userEvent.setup();
    const { onResendVerification, dialog } = renderDialog({ viewer: 'unverified' });
    expect(within(dialog).getByText(/Verify your e-mail address to get alerts/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Resend the verification e-mail' }));
    expect(onResendVerification).toHaveBeenCalledOnce();
    expect(within(dialog).getByRole('button', { name: 'Keep this watch for after verification' })).toBeTruthy();
  });

  it('edits an existing rule: the form starts from it', async () => {
    const user = userEvent.setup();
    const rule = {
      anyDrop: false,
      targetPricePerRoundCents: 30,
      targetPriceCents: null,
      dropPercent: 10,
      backInStock: true,
    };
    const onSubmit = vi.fn();
    render(
      <WatchDialog
        product={PRODUCT}
        viewer="verified"
        editing
        initial={formFromRule(rule)}
        pending={false}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit watch' });
    expect(
      (within(dialog).getByRole('textbox', { name: 'Target price per round, in dollars' }) as HTMLInputElement).value,
    ).toBe('0.300');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(rule);
  });
});
