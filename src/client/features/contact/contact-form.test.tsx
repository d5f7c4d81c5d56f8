import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '../../components/toast/toast-store';
import { Toaster } from '../../components/toast/toaster';
import { ContactForm } from './contact-form';

afterEach(() => {
  act(() => {
    for (let id = 0; id < 1000; id++) dismissToast(id);
  });
});

function renderForm() {
  render(
    <MemoryRouter>
      <ContactForm />
      <Toaster />
    </MemoryRouter>,
  );
}

describe('ContactForm', () => {
  it('offers the SPEC categories', () => {
    renderForm();
    const labels = within(screen.getByRole('combobox', { name: 'Category' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(labels).toEqual([
      'Select a category',
      'General Inquiry',
      'Technical Support',
      'Pricing Issues',
      'Add Retailer',
      'Feature Request',
      'Business Partnership',
    ]);
  });

  it('does not send with required fields missing', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.queryByText('Message Sent')).toBeNull();
    expect(screen.getByText('Please enter your name.')).toBeTruthy();
  });

  it('thanks the visitor and clears the form', async () => {
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name *' }), 'Jane Doe');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email *' }), 'jane@example.ca');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'retailer');
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject *' }), 'Add a store');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message *' }), 'Please add Example Outdoors.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Message Sent')).toBeTruthy();
    expect(screen.getByText("Thanks for contacting us! We'll get back to you within 24 hours.")).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Name *' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: 'Message *' }) as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe('');
  });
});
