import { MAX_PRICE_CENTS } from '../../../shared/constants.js';

// A grouped number ("1,299.99", "1 299,99", "1.299,99") or a plain one ("1299.99", "24,9").
const NUMBER_TOKEN = /\d{1,3}(?:[ \u00a0\u202f.,']\d{3})+(?:[.,]\d{1,2})?(?!\d)|\d+(?:[.,]\d{1,2})?(?!\d)/g;

function tokenToCents(token: string): number | null {
  const decimal = /[.,](\d{1,2})$/.exec(token);
  let whole = token;
  let fraction = '';
  if (decimal) {
    whole = token.slice(0, decimal.index);
    fraction = decimal[1];
  }
  const digits = whole.replace(/[^\d]/g, '');
  if (!digits) return null;
  const cents = Number(digits) * 100 + (fraction ? Number(fraction.padEnd(2, '0')) : 0);
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * A displayed price → integer cents: `$1,299.99`, `1 299,99 $`, `CAD 24.99`, `C$24.99`, `$24.99 – $29.99` (a range
 * gives its lowest price). Returns null for free/zero, negative, unparseable or absurd values; never NaN.
 */
export function parsePriceToCents(input: unknown): number | null {
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input <= 0) return null;
    const cents = Math.round(input * 100);
    return cents > 0 && cents <= MAX_PRICE_CENTS ? cents : null;
  }
  if (typeof input !== 'string') return null;
  const text = input.replace(/&nbsp;|&#160;/g, ' ').trim();
  if (!text) return null;
  // A leading minus (after any currency mark) means a negative amount, e.g. a discount line: not a price.
  if (/^[-\u2212]|^[A-Z]{0,3}\s*\$?\s*[-\u2212]\s*\d/i.test(text)) return null;
  const tokens = text.match(NUMBER_TOKEN);
  if (!tokens) return null;
  const values = tokens.map(tokenToCents).filter((c): c is number => c !== null && c > 0 && c <= MAX_PRICE_CENTS);
  if (values.length === 0) return null;
  return Math.min(...values);
}

/** WooCommerce Store API amounts: strings in minor units with `currency_minor_unit` decimals ("1105", 2 → 1105 cents). */
export function minorUnitsToCents(amount: unknown, minorUnit: unknown): number | null {
  const raw = typeof amount === 'number' ? String(Math.trunc(amount)) : typeof amount === 'string' ? amount.trim() : '';
  if (!/^\d+$/.test(raw)) return null;
  const unit =
    typeof minorUnit === 'number' && Number.isInteger(minorUnit) && minorUnit >= 0 && minorUnit <= 6 ? minorUnit : 2;
  const value = Number(raw);
  const cents = unit === 2 ? value : Math.round(value * 10 ** (2 - unit));
  return Number.isSafeInteger(cents) && cents > 0 && cents <= MAX_PRICE_CENTS ? cents : null;
}

/** A stated currency → its ISO 4217 code, or null when absent or not a code (`$` alone says nothing). */
export function currencyCode(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const code = input.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

/** The regular price of an offer on sale: kept only when it is above the price paid. */
export function regularPrice(priceCents: number | null, regularCents: number | null): number | null {
  return priceCents !== null && regularCents !== null && regularCents > priceCents ? regularCents : null;
}
