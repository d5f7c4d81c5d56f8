import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { toast } from '../../components/toast/toast-store';
import { trpc } from '../../lib/trpc';
import { failedToast } from './alert-toasts';
import { AlertsPageFrame } from './account-frame';
import { AlertSettingsForm } from './alert-settings-form';

/** Account → Alert settings: instant or daily digest, the daily cap, pause all. */
export function AlertSettingsPage() {
  return (
    <AlertsPageFrame title="Alert settings">
      <AlertSettings />
    </AlertsPageFrame>
  );
}

function AlertSettings() {
  const utils = trpc.useUtils();
  const settings = trpc.alertSettings.get.useQuery(undefined, { staleTime: 0 });
  const save = trpc.alertSettings.put.useMutation({
    onSuccess: (saved) => {
      utils.alertSettings.get.setData(undefined, saved);
      toast({
        title: 'Alert settings saved',
        description: saved.paused ? 'All alerts are paused.' : undefined,
        variant: 'success',
      });
    },
    onError: (e) => failedToast('Settings not saved', e),
  });

  if (settings.isLoading) return <Spinner animation="border" role="status" aria-label="Loading your alert settings" />;
  if (!settings.data) return <Alert variant="danger">Failed to load your alert settings. Please try again.</Alert>;
  return (
    <Card body>
      <AlertSettingsForm value={settings.data} pending={save.isPending} onSave={(v) => save.mutate(v)} />
    </Card>
  );
}
