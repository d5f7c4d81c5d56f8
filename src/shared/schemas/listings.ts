import { z } from 'zod';
import { ACCESSORY_CATEGORIES, PRODUCT_TYPES } from '../constants.js';
import { dbId } from './ids.js';
import { isCalibreSlug, isManufacturerSlug } from '../titles/vocabulary/index.js';

/**
 * Listing corrections (issue 4 item 4): an admin overrides fields of one listing's classification. An override
 * always wins over the automatic result and survives every scrape; `null` is a valid override ("this listing
 * has no calibre"), distinct from "no override" (the key absent).
 */
export const OVERRIDE_FIELDS = [
  'productType',
  'calibre',
  'manufacturer',
  'boxQuantity',
  'grain',
  'casing',
  'bulletType',
  'condition',
  'accessoryCategory',
] as const;
export type OverrideField = (typeof OVERRIDE_FIELDS)[number];

const positiveInt = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a positive whole number` })
    .int(`${label} must be a positive whole number`)
    .positive(`${label} must be a positive whole number`)
    .max(1_000_000, `${label} is too large`);

const slug = (label: string, known: (s: string) => boolean) =>
  z
    .string()
    .trim()
    .min(1, `${label} must not be empty (use null for none)`)
    .max(60)
    .refine(known, { error: (issue) => `Unknown ${label} '${String(issue.input)}'` });

export const listingOverridesSchema = z
  .object({
    productType: z.enum(PRODUCT_TYPES, 'Unknown product type').nullable(),
    calibre: slug('calibre', isCalibreSlug).nullable(),
    manufacturer: slug('manufacturer', isManufacturerSlug).nullable(),
    boxQuantity: positiveInt('boxQuantity').nullable(),
    grain: positiveInt('grain').nullable(),
    casing: z
      .enum(['brass', 'steel', 'aluminum', 'nickel'], 'casing must be brass, steel, aluminum or nickel')
      .nullable(),
    bulletType: z.string().trim().min(1).max(40).nullable(),
    condition: z.enum(['new', 'remanufactured'], 'condition must be new or remanufactured').nullable(),
    accessoryCategory: z.enum(ACCESSORY_CATEGORIES, 'Unknown accessory category').nullable(),
  })
  .partial()
  .strict();
export type ListingOverrides = z.infer<typeof listingOverridesSchema>;

export const listingIdSchema = z.object({
  id: dbId('id must be a listing id'),
});

/** PUT /api/admin/listings/:id/overrides: the body is the overrides object itself. */
export const setListingOverridesSchema = listingOverridesSchema
  .extend(listingIdSchema.shape)
  .refine((v) => Object.keys(v).some((k) => k !== 'id'), 'Give at least one field to override');

/** DELETE /api/admin/listings/:id/overrides[?field=]: one field, or all when absent. */
export const resetListingOverridesSchema = listingIdSchema.extend({
  field: z.preprocess(
    (v) => (v === '' || v === 'all' || v === null ? undefined : v),
    z.enum(OVERRIDE_FIELDS, 'Unknown field').optional(),
  ),
});

/** GET /api/admin/listings?search=&retailerId=&limit= */
export const listingSearchSchema = z.object({
  search: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.string().max(200, 'Search text is too long').optional(),
  ),
  retailerId: z.preprocess(
    (v) => (v === '' || v === 'all' || v === null ? undefined : v),
    dbId('retailerId must be a retailer id').optional(),
  ),
  overriddenOnly: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().default(false)),
  limit: z.coerce.number().int().min(1, 'limit must be 1 to 100').max(100, 'limit must be 1 to 100').default(25),
});
export type ListingSearchInput = z.infer<typeof listingSearchSchema>;

export type ClassificationView = {
  [K in OverrideField]: K extends 'boxQuantity' | 'grain' ? number | null : string | null;
};

/** What the admin sees for a listing: automatic result, overrides, and the effective values search uses. */
export interface AdminListing {
  id: number;
  title: string;
  url: string | null;
  sku: string | null;
  vendor: string | null;
  retailer: { id: number; name: string };
  /** Dollars, 2 decimals. */
  price: string;
  stockStatus: string;
  /** Dollars per round from the effective values, 3 decimals, or null. */
  pricePerRound: string | null;
  auto: ClassificationView;
  overrides: Partial<ClassificationView>;
  effective: ClassificationView;
  lastSeenAt: Date;
  isGone: boolean;
}
