import { z } from 'zod';
import { NonRetryableScrapeError } from '../../errors.js';
import { validateOffers, type ParsedRows } from '../parse-utils/offer.js';
import { currencyCode, minorUnitsToCents, regularPrice } from '../parse-utils/price.js';
import { cleanGtin, cleanOptional, cleanText } from '../parse-utils/text.js';
import { sanitizeImageUrl, sanitizeUrl } from '../parse-utils/url.js';
import type { RawOffer } from '../../types.js';
import { parseJsonBody } from '../parse-json.js';

const named = z
  .array(z.object({ name: z.string() }).passthrough())
  .nullish()
  .catch(null);

const pricesSchema = z.object({
  currency_code: z.string().nullish().catch(null),
  currency_minor_unit: z.number().nullish().catch(null),
  price: z.union([z.string(), z.number()]).nullish().catch(null),
  regular_price: z.union([z.string(), z.number()]).nullish().catch(null),
  price_range: z
    .object({ min_amount: z.union([z.string(), z.number()]).nullish() })
    .nullish()
    .catch(null),
});

const productSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  name: z.string(),
  permalink: z.string().nullish().catch(null),
  sku: z.string().nullish().catch(null),
  global_unique_id: z.string().nullish().catch(null),
  prices: pricesSchema,
  is_in_stock: z.boolean().nullish().catch(null),
  is_on_backorder: z.boolean().nullish().catch(null),
  low_stock_remaining: z.number().nullish().catch(null),
  images: z
    .array(z.object({ src: z.string() }).passthrough())
    .nullish()
    .catch(null),
  categories: named,
  tags: named,
  brands: named,
});

export interface WooPage extends ParsedRows {
  productCount: number;
}

/** One page of the WooCommerce Store API `GET /wp-json/wc/store/v1/products`. */
export function parseWooProducts(body: string | unknown, baseUrl: string): WooPage {
  const data = parseJsonBody(body, 'WooCommerce Store API response');
  if (!Array.isArray(data))
    throw new NonRetryableScrapeError('WooCommerce Store API response is not a product array', { code: 'malformed' });
  const candidates: Array<Partial<RawOffer> | null> = [];
  for (const item of data) {
    const p = productSchema.safeParse(item);
    if (!p.success) {
      candidates.push(null);
      continue;
    }
    const product = p.data;
    const unit = product.prices.currency_minor_unit;
    // Variable products: `price` is already the lowest variation price; price_range is the fallback.
    const priceCents =
      minorUnitsToCents(product.prices.price, unit) ?? minorUnitsToCents(product.prices.price_range?.min_amount, unit);
    const regularCents = minorUnitsToCents(product.prices.regular_price, unit);
    const lowStock = typeof product.low_stock_remaining === 'number' && product.low_stock_remaining > 0;
    const stockStatus =
      product.is_in_stock === false
        ? 'out_of_stock'
        : lowStock
          ? 'low_stock'
          : product.is_in_stock === true
            ? 'in_stock'
            : 'unknown';
    candidates.push({
      title: cleanText(product.name),
      priceCents: priceCents ?? undefined,
      regularPriceCents: regularPrice(priceCents, regularCents),
      currency: currencyCode(product.prices.currency_code),
      url: sanitizeUrl(product.permalink, baseUrl),
      sku: cleanOptional(product.sku, 120),
      platformId: cleanOptional(product.id, 64),
      gtin: cleanGtin(product.global_unique_id),
      vendor: cleanOptional(product.brands?.[0]?.name),
      stockStatus,
      imageUrl: sanitizeImageUrl(product.images?.[0]?.src, baseUrl),
      hints: {
        categories: (product.categories ?? [])
          .map((c) => cleanText(c.name, 200))
          .filter(Boolean)
          .slice(0, 50),
        tags: (product.tags ?? [])
          .map((c) => cleanText(c.name, 200))
          .filter(Boolean)
          .slice(0, 100),
      },
    });
  }
  return { ...validateOffers(candidates), productCount: data.length };
}

/** `X-WP-TotalPages` → number, or null when absent. */
export function wooTotalPages(headers: Record<string, string>): number | null {
  const n = Number(headers['x-wp-totalpages']);
  return Number.isInteger(n) && n >= 0 ? n : null;
}
