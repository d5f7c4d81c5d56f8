import { toast } from '../../components/toast/toast-store';
import { trpc } from '../../lib/trpc';
import { failedToast, watchCreatedToast } from './alert-toasts';
import { useKeepForLater } from './keep-for-later';
import { useAlertViewer } from './use-alert-viewer';
import { WatchDialog } from './watch-dialog';

export interface WatchTarget {
  productId: number;
  name: string;
}

/**
 * The Watch dialog with its effects: a verified account creates the watch (watching a product again replaces its
 * rule); a visitor or an unverified account keeps it for after verification.
 */
export function WatchDialogHost({ target, onClose }: { target: WatchTarget | null; onClose: () => void }) {
  const { viewer, email } = useAlertViewer();
  const utils = trpc.useUtils();
  const keepForLater = useKeepForLater();
  const resend = trpc.account.resendVerification.useMutation({
    onSuccess: (r) => toast({ title: 'Email sent', description: r.message, variant: 'success' }),
    onError: (e) => failedToast('Failed to send email', e),
  });
  const create = trpc.watches.create.useMutation({
    onSuccess: (watch) => {
      watchCreatedToast(watch.productName, watch);
      void utils.watches.list.invalidate();
      onClose();
    },
    onError: (e) => failedToast('Watch not saved', e),
  });

  return (
    <WatchDialog
      product={target}
      viewer={viewer}
      pending={create.isPending}
      onClose={onClose}
      onResendVerification={viewer === 'unverified' ? () => resend.mutate() : undefined}
      onSubmit={(rule) => {
        if (!target) return;
        if (viewer === 'verified') return create.mutate({ productId: target.productId, ...rule });
        keepForLater({ kind: 'watch', productId: target.productId, name: target.name, rule }, viewer, email);
        onClose();
      }}
    />
  );
}
