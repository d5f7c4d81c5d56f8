import { describe, expect, it } from 'vitest';
import { formatPricePerRound, offerPricePerRound, pricePerRound } from './format.js';

describe('price per round (one function, integer cents)', () => {
  it('rounds a tie up the way PostgreSQL numeric does, where float division would not', () => {
    expect(pricePerRound(999, 20)).toBe('0.500'); // $9.99 / 20 = 0.4995
    expect((9.99 / 20).toFixed(3)).toBe('0.499'); // the float answer the admin page used to show
    expect(pricePerRound(2_499, 50)).toBe('0.500');
    expect(pricePerRound(1_000, 3)).toBe('3.333');
  });

  it('agrees with exact decimal arithmetic on every price up to $100 and common box sizes', () => {
    for (const rounds of [20, 25, 50, 100, 250, 500, 1000]) {
      for (let cents = 1; cents <= 10_000; cents++) {
        // exact: round(cents * 10 / rounds) thousandths of a dollar, half up, in integers
        const exact = Math.floor((cents * 10 * 2 + rounds) / (2 * rounds));
        expect(pricePerRound(cents, rounds)).toBe((exact / 1000).toFixed(3));
      }
    }
  });

  it('exists only for ammunition with a positive round count and price', () => {
    expect(offerPricePerRound(999, 'ammunition', 20)).toBe('0.500');
    expect(offerPricePerRound(999, 'firearm', 20)).toBeNull();
    expect(offerPricePerRound(999, 'ammunition', null)).toBeNull();
    expect(offerPricePerRound(999, 'ammunition', 0)).toBeNull();
    expect(offerPricePerRound(0, 'ammunition', 20)).toBeNull();
  });

  it('the UI shows the same digits', () => {
    expect(formatPricePerRound('9.99', 'ammunition', 20)).toBe('$0.500');
    expect(formatPricePerRound('9.99', 'ammunition', null)).toBe('N/A');
    expect(formatPricePerRound('9.99', 'firearm', 20)).toBe('—');
  });
});
