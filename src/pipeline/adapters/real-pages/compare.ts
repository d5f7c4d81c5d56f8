import type { StockStatus } from '../../../shared/constants.js';
import type { RawOffer } from '../../types.js';

/** One product of a hand-read ground truth (prices as decimal major units in the document's currency). */
export interface TruthProduct {
  title: string;
  price: number;
  regularPrice?: number | null;
  currency?: string;
  stock: StockStatus;
  url: string;
}

export interface TruthDocument {
  file: string;
  platform: string;
  pageUrl: string;
  currency?: string;
  productsPresent: number;
  products: TruthProduct[];
}

const norm = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim();

/** The fields the issue counts: exact title, price and stock, and the absolute product URL. */
export function mismatches(truth: TruthProduct, offer: RawOffer | undefined): string[] {
  if (!offer) return ['missing'];
  const out: string[] = [];
  if (norm(offer.title) !== norm(truth.title)) out.push(`title ${JSON.stringify(offer.title)}`);
  if (offer.priceCents !== Math.round(truth.price * 100)) out.push(`price ${offer.priceCents}`);
  if (offer.stockStatus !== truth.stock) out.push(`stock ${offer.stockStatus}`);
  if (offer.url !== truth.url) out.push(`url ${offer.url}`);
  return out;
}

/** Pairs each truth product with the extracted offer of the same URL, else the same title, else by position. */
export function scoreDocument(doc: TruthDocument, offers: RawOffer[]): { exact: number; problems: string[] } {
  let exact = 0;
  const problems: string[] = [];
  doc.products.forEach((t, i) => {
    const offer =
      offers.find((o) => o.url === t.url) ??
      offers.find((o) => norm(o.title) === norm(t.title)) ??
      (doc.products.length === 1 ? offers[0] : offers[i]);
    const wrong = mismatches(t, offer);
    if (wrong.length === 0) exact++;
    else problems.push(`${doc.file}: ${t.title}: ${wrong.join(', ')}`);
  });
  return { exact, problems };
}
