import { useEffect, useRef, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { Link, useNavigate } from 'react-router-dom';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { PageLayout } from '../../components/layout/page-layout';
import { toast } from '../../components/toast/toast-store';
import { paths } from '../../config/paths';
import { AccountInfoCard } from '../../features/account/account-info-card';
import { ChangeEmailCard } from '../../features/account/change-email-card';
import { ChangePasswordCard } from '../../features/account/change-password-card';
import { DangerZoneCard } from '../../features/account/danger-zone-card';
import { AccountNav } from '../../features/alerts/account-frame';
import { errorMessage } from '../../features/auth/error-message';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { trpc } from '../../lib/trpc';

const REDIRECT_AFTER_DELETE_MS = 2000;

export function AccountPage() {
  const { user, isLoading } = useCurrentUser();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const [deleted, setDeleted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const changeEmail = trpc.account.changeEmail.useMutation();
  const changePassword = trpc.account.changePassword.useMutation();
  const deleteAccount = trpc.account.deleteAccount.useMutation({
    onSuccess: (r) => {
      setDeleted(true);
      toast({
        title: 'Account Deleted',
        description: r.message || 'Your account and all associated data have been permanently deleted.',
        variant: 'success',
      });
      // The server ended the session and cleared the cookie; sign out here too, then go home.
      utils.auth.me.setData(undefined, null);
      timer.current = setTimeout(() => {
        void utils.invalidate();
        navigate(paths.browse);
      }, REDIRECT_AFTER_DELETE_MS);
    },
    onError: (error) =>
      toast({
        title: 'Account Deletion Failed',
        description: errorMessage(error, 'Account Deletion Failed'),
        variant: 'destructive',
      }),
  });

  if (deleted) {
    return (
      <PageLayout>
        <Card className="mx-auto text-center" style={{ maxWidth: 520 }}>
          <Card.Body className="p-4">
            <h1 className="h4">Account Deleted</h1>
            <p className="mb-0">Your account is gone. Taking you to the home page...</p>
          </Card.Body>
        </Card>
      </PageLayout>
    );
  }
  if (isLoading) return <FullScreenSpinner />;
  if (!user) {
    return (
      <PageLayout>
        <Card className="mx-auto text-center" style={{ maxWidth: 520 }}>
          <Card.Body className="p-4">
            <h1 className="h4">Access Denied</h1>
            <p>You must be signed in to access account settings.</p>
            <Link to={paths.auth} className="btn btn-primary">
              Sign In
            </Link>
          </Card.Body>
        </Card>
      </PageLayout>
    );
  }

  return (
    <PageLayout>
      <div className="mx-auto" style={{ maxWidth: 720 }}>
        <Link to={paths.browse} className="d-inline-block mb-3">
          ← Back to Dashboard
        </Link>
        <h1 className="h3 mb-4">Account Settings</h1>
        <AccountNav />
        <AccountInfoCard user={user} />
        <ChangeEmailCard
          isPending={changeEmail.isPending}
          onSubmit={(input, reset) =>
            changeEmail.mutate(input, {
              onSuccess: (r) => {
                reset();
                toast({
                  title: 'Email Change Requested',
                  description: r.message || 'Check your new email address for a verification link.',
                  variant: 'success',
                });
                void utils.auth.me.invalidate();
              },
              onError: (error) =>
                toast({
                  title: 'Email Change Failed',
                  description: errorMessage(error, 'Email Change Failed'),
                  variant: 'destructive',
                }),
            })
          }
        />
        <ChangePasswordCard
          isPending={changePassword.isPending}
          onSubmit={(input, reset) =>
            changePassword.mutate(input, {
              onSuccess: (r) => {
                reset();
                toast({
                  title: 'Password Changed',
                  description: r.message || 'Your password has been updated successfully.',
                  variant: 'success',
                });
              },
              onError: (error) =>
                toast({
                  title: 'Password Change Failed',
                  description: errorMessage(error, 'Password Change Failed'),
                  variant: 'destructive',
                }),
            })
          }
        />
        <DangerZoneCard
          isPending={deleteAccount.isPending}
          onDelete={() => deleteAccount.mutate({ confirmText: 'DELETE' })}
        />
      </div>
    </PageLayout>
  );
}
