import { z } from 'zod';
import { NonRetryableScrapeError } from '../../errors.js';
import { validateOffers, type ParsedRows } from '../parse-utils/offer.js';
import { parsePriceToCents, regularPrice } from '../parse-utils/price.js';
import { cleanGtin, cleanOptional, cleanText } from '../parse-utils/text.js';
import { sanitizeImageUrl, sanitizeUrl } from '../parse-utils/url.js';
import type { RawOffer } from '../../types.js';
import { parseJsonBody } from '../parse-json.js';

const idSchema = z.union([z.number(), z.string()]).transform(String);

// Lenient on purpose: unknown fields are ignored, wrong-typed optional ones become undefined.
const variantSchema = z.object({
  id: idSchema,
  title: z.string().nullish().catch(null),
  sku: z.string().nullish().catch(null),
  barcode: z.string().nullish().catch(null),
  available: z.boolean().nullish().catch(null),
  price: z.union([z.string(), z.number()]).nullish().catch(null),
  compare_at_price: z.union([z.string(), z.number()]).nullish().catch(null),
  featured_image: z.object({ src: z.string() }).nullish().catch(null),
});

const productSchema = z.object({
  id: idSchema,
  title: z.string(),
  handle: z.string(),
  vendor: z.string().nullish().catch(null),
  product_type: z.string().nullish().catch(null),
  tags: z
    .union([z.array(z.string()), z.string()])
    .nullish()
    .catch(null),
  variants: z.array(z.unknown()).catch([]),
  images: z.array(z.object({ src: z.string() }).passthrough()).catch([]),
});

const envelopeSchema = z.object({ products: z.array(z.unknown()) });

export interface ShopifyPage extends ParsedRows {
  /** Products on the page: 0 means the walk is over. */
  productCount: number;
  productIds: string[];
}

function tagsOf(tags: string[] | string | null | undefined): string[] {
  const list = Array.isArray(tags) ? tags : typeof tags === 'string' ? tags.split(',') : [];
  return list
    .map((t) => cleanText(t, 200))
    .filter(Boolean)
    .slice(0, 100);
}

/** One page of Shopify `/products.json` → one offer per variant. `baseUrl` is the storefront origin. */
export function parseShopifyProducts(body: string | unknown, baseUrl: string): ShopifyPage {
  const envelope = envelopeSchema.safeParse(parseJsonBody(body, 'Shopify /products.json'));
  if (!envelope.success)
    throw new NonRetryableScrapeError('Shopify /products.json has no products array', { code: 'malformed' });
  const candidates: Array<Partial<RawOffer> | null> = [];
  const productIds: string[] = [];
  for (const item of envelope.data.products) {
    const p = productSchema.safeParse(item);
    if (!p.success) {
      candidates.push(null);
      continue;
    }
    const product = p.data;
    productIds.push(product.id);
    const productTitle = cleanText(product.title);
    const tags = tagsOf(product.tags);
    const productUrl = sanitizeUrl(`/products/${encodeURIComponent(product.handle)}`, baseUrl);
    for (const rawVariant of product.variants) {
      const v = variantSchema.safeParse(rawVariant);
      if (!v.success) {
        candidates.push(null);
        continue;
      }
      const variant = v.data;
      // Each variant is its own sellable offer; its label (`Box of 50`, `Case of 500`) is count evidence for titles.
      const label = cleanText(variant.title ?? '', 200);
      const variantLabel = label && !/^default title$/i.test(label) ? label : null;
      const priceCents = parsePriceToCents(variant.price);
      candidates.push({
        title: variantLabel ? cleanText(`${productTitle} - ${variantLabel}`) : productTitle,
        priceCents: priceCents ?? undefined,
        regularPriceCents: regularPrice(priceCents, parsePriceToCents(variant.compare_at_price)),
        currency: null,
        url: productUrl ? `${productUrl}?variant=${encodeURIComponent(variant.id)}` : null,
        sku: cleanOptional(variant.sku, 120),
        platformId: cleanOptional(String(variant.id), 64),
        gtin: cleanGtin(variant.barcode),
        vendor: cleanOptional(product.vendor),
        stockStatus: variant.available === true ? 'in_stock' : variant.available === false ? 'out_of_stock' : 'unknown',
        imageUrl: sanitizeImageUrl(variant.featured_image?.src ?? product.images[0]?.src, baseUrl),
        hints: {
          productType: cleanOptional(product.product_type),
          tags,
          ...(variantLabel ? { variant: variantLabel } : {}),
        },
      });
    }
  }
  return { ...validateOffers(candidates), productCount: envelope.data.products.length, productIds };
}
