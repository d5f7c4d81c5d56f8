import { pricePerRound } from '../../../shared/format.js';
import { boundedText, greetingFor, renderEmail, type RenderedEmail } from './layout.js';

/**
 * Alert e-mails (issue 16). Every product name, title and store name is scraped or typed by someone else: it is cut
 * and stripped of control characters here, and escaped by renderEmail in the HTML part.
 */
export interface AlertItem {
  kind: 'watch' | 'search';
  reasons: string[];
  productName: string;
  listingTitle: string;
  retailerName: string;
  /** The saved search's name (kind 'search'). */
  searchName: string | null;
  oldPriceCents: number | null;
  newPriceCents: number;
  /** Set only when the guard trusts the count (a price per round is shown). */
  boxQuantity: number | null;
  newStock: string;
}

export interface AlertLinks {
  /** /go/{listingId}: the outbound redirect. */
  go: string;
  /** One-click unsubscribe from this watch or saved search. */
  unsubscribe: string;
  unsubscribeAll: string;
  settings: string;
}

const REASON_LABEL: Record<string, string> = {
  'any-drop': 'Price drop',
  'target-ppr': 'Under your price per round',
  'target-price': 'Under your target price',
  'drop-percent': 'Big price drop',
  'back-in-stock': 'Back in stock',
  'new-listing': 'New listing',
};

const text = (value: string, max = 140) => boundedText(value, max);

function priceWithRound(cents: number, boxQuantity: number | null) {
  const dollars = `$${(cents / 100).toFixed(2)}`;
  return boxQuantity ? `${dollars} ($${pricePerRound(cents, boxQuantity)}/round)` : dollars;
}

/** "Was $24.99 ($0.500/round), now $19.99 ($0.400/round)", or only the new price for a first sighting. */
export function describePrice(item: AlertItem) {
  const now = priceWithRound(item.newPriceCents, item.boxQuantity);
  return item.oldPriceCents === null || item.oldPriceCents === item.newPriceCents
    ? `Now ${now}`
    : `Was ${priceWithRound(item.oldPriceCents, item.boxQuantity)}, now ${now}`;
}

function headline(item: AlertItem) {
  const label = item.reasons.map((r) => REASON_LABEL[r] ?? r).join(', ');
  return `${label}: ${text(item.productName, 100)} at ${text(item.retailerName, 60)}`;
}

function itemParagraphs(item: AlertItem) {
  return [
    item.kind === 'search' && item.searchName
      ? `Your saved search "${text(item.searchName, 80)}" has a match: ${text(item.listingTitle)}`
      : item.productName === item.listingTitle
        ? text(item.productName)
        : `${text(item.productName)} (${text(item.listingTitle)})`,
    `${text(item.retailerName, 60)}: ${describePrice(item)}${item.newStock === 'low_stock' ? ', low stock' : ''}.`,
  ];
}

/** The List-Unsubscribe pair of RFC 8058: a mail client's one-click unsubscribe POSTs to the URL. */
function unsubscribeHeaders(url: string) {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** One alert, sent as it fires (instant mode). */
export function instantAlertMessage(input: {
  firstName?: string | null;
  item: AlertItem;
  links: AlertLinks;
}): RenderedEmail {
  const { item, links } = input;
  const what = item.kind === 'search' ? 'this saved search' : 'this product';
  return {
    ...renderEmail({
      subject: headline(item),
      greeting: greetingFor(input.firstName),
      paragraphs: itemParagraphs(item),
      action: { label: `See it at ${text(item.retailerName, 60)}`, url: links.go },
      footnote: `You get this because you asked PerRound to alert you about ${what}.`,
      links: [
        { label: `Unsubscribe from ${what}`, url: links.unsubscribe },
        { label: 'Unsubscribe from all alerts', url: links.unsubscribeAll },
        { label: 'Alert settings', url: links.settings },
      ],
    }),
    headers: unsubscribeHeaders(links.unsubscribe),
  };
}

/** The day's alerts in one e-mail (digest mode). */
export function digestMessage(input: {
  firstName?: string | null;
  items: Array<{ item: AlertItem; go: string }>;
  links: Omit<AlertLinks, 'go' | 'unsubscribe'>;
}): RenderedEmail {
  const n = input.items.length;
  const paragraphs = input.items.flatMap(({ item, go }) => [
    `${headline(item)}. ${describePrice(item)}.`,
    `See it: ${go}`,
  ]);
  return {
    ...renderEmail({
      subject: `Your PerRound alerts: ${n} price change${n === 1 ? '' : 's'}`,
      greeting: greetingFor(input.firstName),
      paragraphs,
      footnote: 'You get this daily digest because you asked PerRound for alerts.',
      links: [
        { label: 'Unsubscribe from all alerts', url: input.links.unsubscribeAll },
        { label: 'Alert settings', url: input.links.settings },
      ],
    }),
    headers: unsubscribeHeaders(input.links.unsubscribeAll),
  };
}
