import { useNavigate } from 'react-router-dom';
import { toast } from '../../components/toast/toast-store';
import { paths } from '../../config/paths';
import { savePendingIntent, type PendingIntent } from './pending-intent';
import type { AlertViewer } from './watch-dialog';

/** The register tab of the auth page. */
export const REGISTER_HREF = `${paths.auth}?tab=register`;

/**
 * A visitor's or an unverified account's alert: kept in this browser (pending-intent.ts) and created by
 * PendingAlertRunner once the account is verified. A visitor goes on to create the account.
 */
export function useKeepForLater() {
  const navigate = useNavigate();
  return (intent: PendingIntent, viewer: Exclude<AlertViewer, 'verified'>, email: string | null) => {
    savePendingIntent(intent, email);
    if (viewer === 'visitor') {
      toast({
        title: 'Create your free account',
        description: 'We keep your alert: it starts as soon as you verify your e-mail address.',
      });
      navigate(REGISTER_HREF);
      return;
    }
    toast({
      title: 'Kept until you verify',
      description: 'Click the link in the e-mail we sent you; your alert starts then.',
      variant: 'success',
    });
  };
}
