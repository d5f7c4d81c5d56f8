/**
 * A listing understood end to end: classification, confidence per field, and the guarded price per round.
 * The one function the command line, the bench and the server share.
 */
import { analyzeListing, type Classification, type FieldConfidence, type ListingInput } from './classify-listing';
import { guardPricePerRound, priorBand, type PprBand, type PprGuardReason } from './price-per-round';

export interface Understanding {
  classification: Classification;
  confidence: FieldConfidence;
  /** integer cents per round when a price was given and the guard lets it show, else null */
  pricePerRoundCents: number | null;
  pprGuard: PprGuardReason | null;
}

export function understandListing(
  input: ListingInput,
  priceCents: number | null = null,
  bandOf: (key: string) => PprBand | null = priorBand,
): Understanding {
  const { classification: c, confidence } = analyzeListing(input);
  const verdict = guardPricePerRound(
    {
      productType: c.productType,
      priceCents,
      boxQuantity: c.boxQuantity,
      roundsConfidence: confidence.boxQuantity,
      calibre: c.calibre,
      bulletType: c.bulletType,
      title: input.title,
    },
    bandOf,
  );
  return { classification: c, confidence, pricePerRoundCents: verdict.pricePerRoundCents, pprGuard: verdict.reason };
}
