import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast } from './toast-store';
import { Toaster } from './toaster';

function renderToaster() {
  return render(
    <MemoryRouter>
      <Toaster />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  act(() => {
    for (let id = 0; id < 1000; id++) dismissToast(id);
  });
});

describe('Toaster', () => {
  it('shows one toast at a time: a new one replaces the previous', () => {
    renderToaster();
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', description: 'More' });
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('disappears after 5 seconds by default and after its own duration otherwise', () => {
    vi.useFakeTimers();
    renderToaster();
    act(() => void toast({ title: 'Short' }));
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Short')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Short')).toBeNull();
    act(() => void toast({ title: 'Longer', durationMs: 6000 }));
    act(() => vi.advanceTimersByTime(5500));
    expect(screen.getByText('Longer')).toBeTruthy();
  });

  it('can be dismissed with its close button', async () => {
    renderToaster();
    act(() => void toast({ title: 'Closable' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Closable')).toBeNull();
  });

  it('is dismissed by a swipe right past 50 px, not by a shorter one', () => {
    renderToaster();
    act(() => void toast({ title: 'Swipe me' }));
    const card = screen.getByRole('status');
    fireEvent.pointerDown(card, { clientX: 100 });
    fireEvent.pointerUp(card, { clientX: 140 });
    expect(screen.getByText('Swipe me')).toBeTruthy();
    fireEvent.pointerDown(card, { clientX: 100 });
    fireEvent.pointerUp(card, { clientX: 160 });
    expect(screen.queryByText('Swipe me')).toBeNull();
  });

  it('focuses the notification region on F8', () => {
    renderToaster();
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement?.tagName).toBe('OL');
  });

  it('renders a destructive toast as an alert with its action link', () => {
    renderToaster();
    act(
      () =>
        void toast({
          title: 'Account Required',
          variant: 'destructive',
          action: { label: 'Sign Up Free', to: '/auth' },
        }),
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign Up Free' }).getAttribute('href')).toBe('/auth');
  });
});
