import { toast } from '../../components/toast/toast-store';
import { paths } from '../../config/paths';
import { errorMessage } from '../auth/error-message';
import { describeSearchAlert, type SearchAlertFields } from './search-alert';
import type { WatchRule } from '../../../shared/schemas/alerts';
import { describeRule } from './watch-rule';

/** Confirms a new watch: what it will e-mail about, and the way to the watchlist. */
export function watchCreatedToast(name: string, rule: WatchRule) {
  toast({
    title: 'Watching',
    description: `${name}: ${describeRule(rule)}. We will e-mail you.`,
    variant: 'success',
    action: { label: 'See your watchlist', to: paths.watchlist },
  });
}

/** Confirms a new saved search, and the way to the saved searches. */
export function searchSavedToast(name: string, alert: SearchAlertFields) {
  toast({
    title: 'Search saved',
    description: `${name}: ${describeSearchAlert(alert)}. We will e-mail you.`,
    variant: 'success',
    action: { label: 'See your saved searches', to: paths.savedSearches },
  });
}

/** A call that failed: the server's message (SPEC §8), or a generic one. */
export function failedToast(title: string, error: unknown) {
  toast({ title, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
}
