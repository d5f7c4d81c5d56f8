import { z } from 'zod';
import { MAX_PRICE_CENTS, STOCK_STATUSES, type StockStatus } from '../../../shared/constants.js';
import type { RawOffer } from '../../types.js';
import { MAX_TITLE_LENGTH } from './text.js';

const httpUrl = z
  .string()
  .max(2048)
  .regex(/^https?:\/\//i);

/** The last gate every parsed row passes: a row that fails it is dropped and counted, never half-stored. */
export const rawOfferSchema = z.object({
  title: z.string().min(1).max(MAX_TITLE_LENGTH),
  priceCents: z.number().int().positive().max(MAX_PRICE_CENTS),
  regularPriceCents: z.number().int().positive().max(MAX_PRICE_CENTS).nullable().optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable()
    .optional(),
  url: httpUrl.nullable(),
  sku: z.string().min(1).max(120).nullable(),
  platformId: z.string().min(1).max(64).nullable().optional(),
  gtin: z
    .string()
    .regex(/^\d{8,14}$/)
    .nullable(),
  vendor: z.string().min(1).max(200).nullable(),
  stockStatus: z.enum(STOCK_STATUSES),
  imageUrl: httpUrl.nullable(),
  hints: z.object({
    productType: z.string().max(200).nullable().optional(),
    tags: z.array(z.string().max(200)).max(100).optional(),
    categories: z.array(z.string().max(200)).max(50).optional(),
    variant: z.string().max(200).nullable().optional(),
  }),
});

export interface ParsedRows {
  offers: RawOffer[];
  /** Rows seen but dropped (no title, no valid price, ...). */
  rejected: number;
}

/** Validates candidate rows; invalid ones are counted, not thrown. */
export function validateOffers(candidates: Array<Partial<RawOffer> | null>): ParsedRows {
  const offers: RawOffer[] = [];
  let rejected = 0;
  for (const c of candidates) {
    const parsed = c ? rawOfferSchema.safeParse(c) : null;
    if (parsed?.success) offers.push(parsed.data as RawOffer);
    else rejected++;
  }
  return { offers, rejected };
}

/** Free-text stock labels (selectors, listing badges) in English and French. */
export function stockFromText(text: string | null | undefined): StockStatus {
  const t = (text ?? '').toLowerCase();
  if (!t.trim()) return 'unknown';
  if (
    /out of stock|out-of-stock|sold out|unavailable|not available|no stock|épuisé|epuise|rupture|indisponible/.test(t)
  )
    return 'out_of_stock';
  if (/low stock|only \d+ left|\b\d+ left\b|limited|few left|stock limité|quantité limitée/.test(t)) return 'low_stock';
  if (
    /in stock|in-stock|available|add to cart|buy now|en stock|disponible|ajouter au panier|pre-?order|précommande/.test(
      t,
    )
  )
    return 'in_stock';
  return 'unknown';
}
