import { z } from 'zod';

/** Scraped text is untrusted: every hint is bounded. */
const text = (max: number) => z.string().max(max);

/** Retailer evidence beyond the title (Shopify variant/options, WooCommerce attributes, breadcrumbs, tags, description). */
export const listingHintsSchema = z
  .object({
    productType: text(200).nullish(),
    tags: z.array(text(200)).max(100).nullish(),
    categories: z.array(text(200)).max(50).nullish(),
    variant: text(300).nullish(),
    description: text(20_000).nullish(),
  })
  .strict();

/** One line of `npm run classify` (and of a labelled bench file): a listing with optional price (CAD cents) and hints. */
export const classifyLineSchema = z
  .object({
    title: z.string().min(1, 'title must not be empty').max(1000),
    priceCents: z.number().int().nonnegative().nullish(),
    vendor: text(200).nullish(),
    url: text(2000).nullish(),
    hints: listingHintsSchema.nullish(),
  })
  .strict();
export type ClassifyLine = z.infer<typeof classifyLineSchema>;
