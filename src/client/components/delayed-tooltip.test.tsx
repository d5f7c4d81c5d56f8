import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DelayedTooltip, TooltipProvider } from './delayed-tooltip';

afterEach(() => vi.useRealTimers());

describe('DelayedTooltip (SPEC §9)', () => {
  it('opens after 700 ms, and at once when another closed less than 300 ms before', () => {
    vi.useFakeTimers();
    render(
      <TooltipProvider>
        <DelayedTooltip text="First tip">
          <button disabled>A</button>
        </DelayedTooltip>
        <DelayedTooltip text="Second tip">
          <button disabled>B</button>
        </DelayedTooltip>
      </TooltipProvider>,
    );
    const [a, b] = screen.getAllByText(/^[AB]$/).map((el) => el.parentElement!);
    fireEvent.mouseEnter(a);
    act(() => vi.advanceTimersByTime(650));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip').textContent).toBe('First tip');
    fireEvent.mouseLeave(a);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.mouseEnter(b);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip').textContent).toBe('Second tip');
    fireEvent.mouseLeave(b);
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.focus(a);
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(700));
    expect(screen.getByRole('tooltip').textContent).toBe('First tip');
  });
});
