/**
 * Deterministic randomness. Everything in the sandbox derives from `hash(seed, ...parts)` so that the same
 * (seed, day, product) always gives the same answer, whatever order requests arrive in.
 */

/** 32-bit FNV-1a over the joined parts, then a murmur-style finaliser for good bit mixing. */
export function hash32(...parts: Array<string | number>): number {
  let h = 0x811c9dc5;
  const s = parts.join('\u0001');
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A uniform number in [0, 1) from the parts. */
export function rand(...parts: Array<string | number>): number {
  return hash32(...parts) / 4294967296;
}

/** Picks one element deterministically. */
export function pick<T>(items: readonly T[], ...parts: Array<string | number>): T {
  return items[Math.floor(rand(...parts) * items.length)];
}

/** Integer in [min, max] inclusive. */
export function randInt(min: number, max: number, ...parts: Array<string | number>): number {
  return min + Math.floor(rand(...parts) * (max - min + 1));
}

/** A 12-digit UPC-A with a valid check digit, derived from the parts. */
export function makeUpc(prefix: string, ...parts: Array<string | number>): string {
  const body = (prefix + String(hash32(...parts)).padStart(10, '0')).slice(0, 11);
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(body[i]) * (i % 2 === 0 ? 3 : 1);
  return body + String((10 - (sum % 10)) % 10);
}

/** Rounds cents to a retail ending (.99, .95 or .49) the way stores price things. */
export function retailCents(cents: number, ...parts: Array<string | number>): number {
  const dollars = Math.max(1, Math.round(cents / 100));
  const ending = pick([99, 99, 99, 95, 49], ...parts, 'ending');
  if (dollars >= 200) return dollars * 100 - 1; // big tickets: $1,049.99 style
  return (dollars - 1) * 100 + ending;
}
