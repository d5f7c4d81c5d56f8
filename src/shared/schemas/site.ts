/** What the landing page shows: the catalogue's own numbers (docs/decisions/0151-landing-numbers.md). */
export interface CalibreLow {
  calibre: string;
  /** Live, in-stock ammunition listings of this calibre with a known box quantity. */
  listings: number;
  /** Dollars per round, 3 decimals (the shared pricePerRound). */
  pricePerRound: string;
  priceCents: number;
  boxQuantity: number;
  title: string;
  retailerName: string;
  /** The listing, for the outbound link /go/<id>. */
  listingId: number;
}

export interface LandingStats {
  calibres: CalibreLow[];
  activeRetailers: number;
  liveListings: number;
  generatedAt: string;
}
