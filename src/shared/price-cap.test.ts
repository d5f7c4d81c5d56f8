import { describe, expect, it } from 'vitest';
import { minorUnitsToCents, parsePriceToCents } from '../pipeline/adapters/parse-utils/price.js';
import { prepareOffer } from '../pipeline/ingest/ingest.service.js';
import { clickPriceToCents } from '../server/features/tracking/tracking.service.js';
import { MAX_PRICE_CENTS } from './constants.js';
import { productSearchInputSchema } from './schemas/products.js';

const offer = (priceCents: number) => ({
  title: 'Box of 50',
  priceCents,
  url: null,
  sku: 'A1',
  gtin: null,
  vendor: null,
  stockStatus: 'in_stock' as const,
  imageUrl: null,
  hints: {},
});

describe('the one price cap ($1,000,000)', () => {
  it('is $1,000,000 in integer cents', () => {
    expect(MAX_PRICE_CENTS).toBe(100_000_000);
  });

  it('parsers accept the cap and refuse a cent more', () => {
    expect(parsePriceToCents('$1,000,000.00')).toBe(MAX_PRICE_CENTS);
    expect(parsePriceToCents('$1,000,000.01')).toBeNull();
    expect(parsePriceToCents(1_000_000)).toBe(MAX_PRICE_CENTS);
    expect(minorUnitsToCents(String(MAX_PRICE_CENTS + 1), 2)).toBeNull();
  });

  it('ingest stores the cap and drops a cent more', () => {
    expect(prepareOffer(offer(MAX_PRICE_CENTS), 'https://s.ca/')?.price_cents).toBe(MAX_PRICE_CENTS);
    expect(prepareOffer(offer(MAX_PRICE_CENTS + 1), 'https://s.ca/')).toBeNull();
  });

  it('recorded clicks and the search price filter use the same cap', () => {
    expect(clickPriceToCents('1000000')).toBe(MAX_PRICE_CENTS);
    expect(clickPriceToCents('1000000.01')).toBeNull();
    expect(productSearchInputSchema.safeParse({ priceMax: '1000000' }).success).toBe(true);
    expect(productSearchInputSchema.safeParse({ priceMax: '1000000.01' }).success).toBe(false);
  });
});
