import { toast } from '../../components/toast/toast-store';
import { paths } from '../../config/paths';

export type HistoryDays = 7 | 30 | 90 | 365;

export interface HistoryRange {
  days: HistoryDays;
  label: string;
  /** Pro ranges are shown but disabled (SPEC §2). */
  pro: boolean;
}

export const HISTORY_RANGES: HistoryRange[] = [
  { days: 7, label: '7D', pro: false },
  { days: 30, label: '30D', pro: false },
  { days: 90, label: '90D', pro: true },
  { days: 365, label: '1Y', pro: true },
];

export interface HistoryViewer {
  emailVerified: boolean;
}

export type RangeAccess = 'allowed' | 'account-required' | 'verification-required' | 'pro-only';

/**
 * Who may see which range (docs/decisions/0008-public-ui-history-window.md): 7 days for everyone, 30 days for a
 * signed-in user with a verified e-mail, 90 days and 1 year for nobody yet (Pro). The server enforces the same.
 */
export function rangeAccess(days: HistoryDays, viewer: HistoryViewer | null): RangeAccess {
  if (days === 7) return 'allowed';
  if (days !== 30) return 'pro-only';
  if (!viewer) return 'account-required';
  if (!viewer.emailVerified) return 'verification-required';
  return 'allowed';
}

/** Shows the SPEC §4/§6 toast for a refused range, before anything is asked of the server. */
export function explainRefusedRange(access: RangeAccess) {
  if (access === 'account-required') {
    toast({
      title: 'Account Required',
      description: 'Create a free account to access 30-day price history.',
      action: { label: 'Sign Up Free', to: paths.auth },
    });
  } else if (access === 'verification-required') {
    toast({
      title: 'Email Verification Required',
      description:
        'Please verify your email address to access 30-day price history. Check your account settings to resend the verification email.',
      variant: 'destructive',
      action: { label: 'Account Settings', to: paths.account },
    });
  }
}
