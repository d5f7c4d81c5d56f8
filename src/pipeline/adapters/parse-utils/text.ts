import { decodeHTML } from 'entities';

export const MAX_TITLE_LENGTH = 300;

/**
 * Scraped text → plain, single-line text: HTML entities decoded (also double-encoded `&amp;#8211;`), tags and
 * control characters removed, whitespace collapsed, length capped. Still untrusted: callers store it as text.
 */
export function cleanText(input: unknown, maxLength = MAX_TITLE_LENGTH): string {
  if (typeof input !== 'string' && typeof input !== 'number') return '';
  let s = String(input);
  for (let i = 0; i < 2 && /&(?:#\d+|#x[0-9a-f]+|[a-z]+\d*);/i.test(s); i++) s = decodeHTML(s);
  s = s
    .replace(/<[^>]*>/g, ' ')
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200d\ufeff]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (s.length > maxLength) s = s.slice(0, maxLength - 1).trimEnd() + '…';
  return s;
}

/** Cleaned text or null when empty. */
export function cleanOptional(input: unknown, maxLength = 200): string | null {
  const s = cleanText(input, maxLength);
  return s ? s : null;
}

/** A GTIN (UPC-A 12, EAN-13, GTIN-8/14): digits only, else null. */
export function cleanGtin(input: unknown): string | null {
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  const digits = String(input).replace(/[\s-]/g, '');
  return /^(?:\d{8}|\d{12}|\d{13}|\d{14})$/.test(digits) ? digits : null;
}
