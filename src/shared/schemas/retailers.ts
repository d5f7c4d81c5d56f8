import { z } from 'zod';
import { DEFAULT_SCRAPE_INTERVAL_HOURS, PLATFORM_IDS } from '../constants.js';

/** CSS selectors of the 'selectors' platform (SPEC §3 keys plus optional url, nextPage, image). */
export const selectorConfigSchema = z
  .object({
    productList: z.string().min(1, 'selector.productList is required'),
    name: z.string().min(1, 'selector.name is required'),
    price: z.string().min(1, 'selector.price is required'),
    sku: z.string().optional(),
    stockStatus: z.string().optional(),
    url: z.string().optional(),
    nextPage: z.string().optional(),
    image: z.string().optional(),
  })
  .strict();
export type SelectorConfig = z.infer<typeof selectorConfigSchema>;

const httpUrl = z
  .url('url must be a valid URL')
  .refine((u) => /^https?:\/\//i.test(u), 'url must start with http:// or https://');

/** Admin create/update (SPEC §5 retailer form rules); shared by tRPC and REST. */
export const retailerInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  url: httpUrl,
  platform: z.enum(PLATFORM_IDS).default('auto'),
  selector: z.record(z.string(), z.string()).nullable().optional(),
  scrapeIntervalHours: z.coerce
    .number()
    .int('scrapeIntervalHours must be a whole number')
    .min(3, 'scrapeIntervalHours must be 3 to 12')
    .max(12, 'scrapeIntervalHours must be 3 to 12')
    .default(DEFAULT_SCRAPE_INTERVAL_HOURS),
  isActive: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()).default(true),
  province: z.string().max(2).nullable().optional(),
});
export type RetailerInput = z.infer<typeof retailerInputSchema>;

export interface RetailerPublic {
  id: number;
  name: string;
  url: string;
  isActive: boolean;
}

/** For the public retailer status card (SPEC §2, §4). */
export interface RetailerStatus extends RetailerPublic {
  errorCount: number;
  lastScrapeAt: Date | null;
  scrapeIntervalHours: number;
  nextScrapeAt: Date | null;
}
