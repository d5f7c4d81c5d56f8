import type { SavedSearch } from '../../../shared/schemas/alerts';
import { centsToDollarText, dollarsToCents } from './watch-rule';

/** The alert of a saved search: new listings, something under a price per round, something back in stock. */
export type SearchAlertFields = Pick<SavedSearch, 'newListings' | 'targetPricePerRoundCents' | 'backInStock'>;

export interface SearchAlertForm {
  name: string;
  newListings: boolean;
  perRoundOn: boolean;
  perRound: string;
  backInStock: boolean;
}

export const NAME_MAX = 80;

export type SearchAlertResult =
  { ok: true; name: string; alert: SearchAlertFields } | { ok: false; field: keyof SearchAlertForm; error: string };

export function searchAlertFromForm(form: SearchAlertForm): SearchAlertResult {
  const name = form.name.trim();
  if (!name) return { ok: false, field: 'name', error: 'Give this search a name' };
  if (name.length > NAME_MAX) return { ok: false, field: 'name', error: `At most ${NAME_MAX} characters` };
  const alert: SearchAlertFields = {
    newListings: form.newListings,
    targetPricePerRoundCents: null,
    backInStock: form.backInStock,
  };
  if (form.perRoundOn) {
    const cents = dollarsToCents(form.perRound, 3);
    if (cents === null) return { ok: false, field: 'perRound', error: 'Enter a price per round, e.g. 0.30' };
    alert.targetPricePerRoundCents = cents;
  }
  if (!alert.newListings && !alert.backInStock && !form.perRoundOn)
    return { ok: false, field: 'newListings', error: 'Choose at least one alert' };
  return { ok: true, name, alert };
}

const NEW_LISTINGS: SearchAlertFields = { newListings: true, targetPricePerRoundCents: null, backInStock: false };

export function searchAlertForm(name: string, alert: SearchAlertFields = NEW_LISTINGS): SearchAlertForm {
  return {
    name,
    newListings: Boolean(alert.newListings),
    perRoundOn: alert.targetPricePerRoundCents != null,
    perRound: alert.targetPricePerRoundCents != null ? centsToDollarText(alert.targetPricePerRoundCents, 3) : '',
    backInStock: Boolean(alert.backInStock),
  };
}

export function describeSearchAlert(alert: SearchAlertFields): string {
  const parts: string[] = [];
  if (alert.newListings) parts.push('new listings');
  if (alert.targetPricePerRoundCents != null) {
    parts.push(`something at or under $${centsToDollarText(alert.targetPricePerRoundCents, 3)}/rd`);
  }
  if (alert.backInStock) parts.push('something back in stock');
  const text = parts.join(' · ');
  return text ? text[0]!.toUpperCase() + text.slice(1) : 'No alert';
}

/**
 * A default name for the search from its URL query: the words searched and the calibre, else 'My search'.
 * The query is the search page's own (q, calibre, …).
 */
export function defaultSearchName(query: string): string {
  const params = new URLSearchParams(query);
  const parts = [params.get('q'), params.get('calibre'), params.get('category')].filter((p): p is string =>
    Boolean(p?.trim()),
  );
  return (parts.join(', ') || 'My search').slice(0, NAME_MAX);
}
