/** Display rules of SPEC §5, shared by the UI and e-mails. */

/** 'N/A' if empty, '0' or non-numeric; else $ with 2 decimals. */
export function formatPrice(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || n === 0) return 'N/A';
  return `$${n.toFixed(2)}`;
}

/** Ammunition with boxQuantity > 0: price / quantity with 3 decimals; ammunition without: N/A; others: a dash. */
export function formatPricePerRound(
  price: string | number | null | undefined,
  productType: string | null | undefined,
  boxQuantity: number | null | undefined,
): string {
  if (productType !== 'ammunition') return '—';
  const n = typeof price === 'number' ? price : Number(price);
  if (!boxQuantity || boxQuantity <= 0 || !Number.isFinite(n) || n <= 0) return 'N/A';
  return `$${pricePerRound(Math.round(n * 100), boxQuantity)}`;
}

/**
 * Dollars per round with 3 decimals, e.g. "0.500", from integer cents. Computed in whole cents so a tie rounds
 * up as PostgreSQL's numeric does ($9.99 / 20 = $0.4995 → "0.500", where the binary float 0.4995 would print
 * "0.499"). The server's pricePerRound and the UI both use it, so they never disagree.
 */
export function pricePerRound(priceCents: number, boxQuantity: number): string {
  const thousandths = Math.round((priceCents * 10) / boxQuantity);
  return (thousandths / 1000).toFixed(3);
}

/**
 * The one price-per-round rule for an offer (public search, admin listings, the admin Test action): ammunition
 * with a positive round count and price has one; anything else has none (null).
 */
export function offerPricePerRound(
  priceCents: number,
  productType: string | null,
  boxQuantity: number | null,
): string | null {
  if (productType !== 'ammunition' || !boxQuantity || boxQuantity <= 0 || priceCents <= 0) return null;
  return pricePerRound(priceCents, boxQuantity);
}

/** Percent with 1 decimal and a sign, e.g. '-12.5%'. */
export function formatPercent(value: string | number): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return 'N/A';
  return `${n > 0 ? '+' : ''}${n.toFixed(1)}%`;
}

export function centsToDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}
