import type { RawOffer } from '../types.js';
import {
  analyzeListing,
  type Classification,
  type FieldConfidence,
  type ListingInput,
} from '../../shared/titles/classify-listing.js';
import { productMatchKey } from '../../shared/titles/match-key.js';
import { OVERRIDE_FIELDS } from '../../shared/schemas/listings.js';

export type { Classification };

/** The classification columns of a listing: the same keys an admin can override (auto_classification, overrides). */
export const CLASSIFICATION_KEYS = OVERRIDE_FIELDS satisfies ReadonlyArray<keyof Classification>;

/** What the title module reads from a stored or scraped offer. */
export interface OfferText {
  title: string;
  vendor?: string | null;
  url?: string | null;
  gtin?: string | null;
  hints?: {
    productType?: string | null;
    tags?: string[];
    categories?: string[];
    variant?: string | null;
    description?: string | null;
  } | null;
}

/** The automatic reading as stored (listings.auto_classification): the fields and how sure each one is. */
export type AutoClassification = Classification & { confidence?: FieldConfidence };

function listingInput(offer: OfferText): ListingInput {
  return {
    title: offer.title,
    vendor: offer.vendor ?? null,
    productType: offer.hints?.productType ?? null,
    tags: offer.hints?.tags ?? null,
    categories: offer.hints?.categories ?? null,
    url: offer.url ?? null,
    variant: offer.hints?.variant ?? null,
    description: offer.hints?.description ?? null,
  };
}

/**
 * THE one place where a scraped offer becomes a classification (issue 3 item 4): ingest and reclassify both
 * call it, so changing how offers are understood is a change here (or in the title module) only.
 */
export function understandOffer(offer: OfferText | RawOffer): AutoClassification {
  const { classification, confidence } = analyzeListing(listingInput(offer));
  return { ...classification, confidence };
}

/** Admin overrides (jsonb, camelCase keys) always win over the automatic result; a key set to null wins too. */
export function applyOverrides(
  auto: Classification,
  overrides: Record<string, unknown> | null | undefined,
): Classification {
  if (!overrides) return auto;
  const effective = { ...auto } as Record<string, unknown>;
  for (const key of CLASSIFICATION_KEYS) if (Object.hasOwn(overrides, key)) effective[key] = overrides[key];
  return effective as unknown as Classification;
}

/** The canonical-product key for an offer under its effective classification (null: too thin to merge safely). */
export function offerMatchKey(offer: OfferText, effective: Classification): string | null {
  return productMatchKey({ ...listingInput(offer), gtin: offer.gtin ?? null }, effective);
}
