import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ChangeEmailForm } from '../account/change-email-card';
import { ChangePasswordForm } from '../account/change-password-card';
import { DangerZoneCard } from '../account/danger-zone-card';
import { ForgotPasswordForm } from './forgot-password-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';

const inRouter = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('sign-in form', () => {
  it('shows the SPEC messages and does not submit invalid input', async () => {
    const onSubmit = vi.fn();
    inRouter(<SignInForm onSubmit={onSubmit} isPending={false} />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('submits valid input and shows the pending label', async () => {
    const onSubmit = vi.fn();
    const { rerender } = inRouter(<SignInForm onSubmit={onSubmit} isPending={false} />);
    await userEvent.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret12' });
    rerender(
      <MemoryRouter>
        <SignInForm onSubmit={onSubmit} isPending />
      </MemoryRouter>,
    );
    expect((screen.getByRole('button', { name: 'Signing in...' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('create-account form', () => {
  it('requires agreeing to the terms, with links to the terms and privacy in a new tab', async () => {
    const onSubmit = vi.fn();
    inRouter(<RegisterForm onSubmit={onSubmit} isPending={false} />);
    for (const label of ['First Name', 'Last Name', 'Email', 'Password'])
      expect(screen.getByLabelText(label)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('You must agree to the terms of use to create an account')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'secret12',
      firstName: null,
      lastName: null,
      agreeToTerms: true,
    });
  });

  it('shows Creating account... while pending', () => {
    inRouter(<RegisterForm onSubmit={() => {}} isPending />);
    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeTruthy();
  });
});

describe('forgot and reset password forms', () => {
  it('forgot password wants a valid e-mail', async () => {
    const onSubmit = vi.fn();
    render(<ForgotPasswordForm onSubmit={onSubmit} isPending={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("reset password shows 'Passwords don't match' on the confirmation field", async () => {
    const onSubmit = vi.fn();
    render(<ResetPasswordForm onSubmit={onSubmit} isPending={false} />);
    await userEvent.type(screen.getByLabelText('New Password'), 'secret12');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'secret13');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    const confirm = screen.getByLabelText('Confirm New Password');
    expect(confirm.className).toContain('is-invalid');
    expect(screen.getByLabelText('New Password').className).not.toContain('is-invalid');
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('account forms', () => {
  it('change e-mail: valid address and the password required', async () => {
    const onSubmit = vi.fn();
    render(<ChangeEmailForm onSubmit={onSubmit} isPending={false} />);
    await userEvent.type(screen.getByLabelText('New Email Address'), 'bad');
    await userEvent.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password is required to change email')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('change password: the three SPEC messages, then the mismatch', async () => {
    const onSubmit = vi.fn();
    render(<ChangePasswordForm onSubmit={onSubmit} isPending={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByText('Current password is required')).toBeTruthy();
    expect(screen.getByText('New password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Current Password'), 'old pw');
    await userEvent.type(screen.getByLabelText('New Password'), 'secret12');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'secret13');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('delete dialog: asks if you are absolutely sure, warns about the watchlist, wants DELETE exactly', async () => {
    const onDelete = vi.fn();
    render(<DangerZoneCard onDelete={onDelete} isPending={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you absolutely sure?' });
    expect(dialog.textContent).toContain('watchlist');
    expect(dialog.textContent).toContain('all your data');
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'delete');
    const buttons = screen.getAllByRole('button', { name: 'Delete Account' });
    await userEvent.click(buttons[buttons.length - 1]!);
    expect(screen.getByText('You must type DELETE to confirm')).toBeTruthy();
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Type DELETE to confirm'));
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(buttons[buttons.length - 1]!);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
