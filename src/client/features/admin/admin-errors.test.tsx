import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/toast/toast-store';
import { Toaster } from '../../components/toast/toaster';
import { adminFailure, loggedOutRedirect } from './admin-errors';

afterEach(() => {
  vi.useRealTimers();
  act(() => {
    for (let id = 0; id < 1000; id++) dismissToast(id);
  });
});

function renderToaster() {
  render(
    <MemoryRouter>
      <Toaster />
    </MemoryRouter>,
  );
}

describe('admin call failures (SPEC §7, §8)', () => {
  it("a 401 shows 'Unauthorized' / 'You are logged out. Logging in again...' and goes to /api/login after 500 ms", () => {
    vi.useFakeTimers();
    renderToaster();
    const go = vi.fn();
    act(() => loggedOutRedirect(go));
    expect(screen.getByText('Unauthorized')).toBeTruthy();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeTruthy();
    act(() => vi.advanceTimersByTime(499));
    expect(go).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(go).toHaveBeenCalledWith('/api/login');
  });

  it("any other failure is the toast 'Error' with SPEC's text", () => {
    renderToaster();
    act(() =>
      adminFailure({ message: 'boom', data: { code: 'CONFLICT', httpStatus: 409 } }, 'Failed to create retailer'),
    );
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByText('Failed to create retailer')).toBeTruthy();
  });
});
