import { useCurrentUser } from '../auth/use-current-user';
import type { AlertViewer } from './watch-dialog';

/** Who is asking for an alert: a visitor, an account waiting for verification, or one that can have alerts. */
export function useAlertViewer(): { viewer: AlertViewer; email: string | null } {
  const { user } = useCurrentUser();
  if (!user) return { viewer: 'visitor', email: null };
  return { viewer: user.emailVerified ? 'verified' : 'unverified', email: user.email };
}
