import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { PageLayout } from '../../components/layout/page-layout';
import { paths } from '../../config/paths';
import { AccountInfoCard } from '../../features/account/account-info-card';
import { ChangeEmailCard } from '../../features/account/change-email-card';
import { ChangePasswordCard } from '../../features/account/change-password-card';
import { DangerZoneCard } from '../../features/account/danger-zone-card';
import { AccountNav } from '../../features/alerts/account-frame';
import { useAccountActions } from '../../features/account/use-account-actions';
import { useCurrentUser } from '../../features/auth/use-current-user';

/** A centred card with a heading, in place of the settings (account deleted, not signed in). */
function AccountNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageLayout>
      <Card className="mx-auto text-center" style={{ maxWidth: 520 }}>
        <Card.Body className="p-4">
          <h1 className="h4">{title}</h1>
          {children}
        </Card.Body>
      </Card>
    </PageLayout>
  );
}

export function AccountPage() {
  const { user, isLoading } = useCurrentUser();
  const actions = useAccountActions();

  if (actions.deletion.deleted) {
    return (
      <AccountNotice title="Account Deleted">
        <p className="mb-0">Your account is gone. Taking you to the home page...</p>
      </AccountNotice>
    );
  }
  if (isLoading) return <FullScreenSpinner />;
  if (!user) {
    return (
      <AccountNotice title="Access Denied">
        <p>You must be signed in to access account settings.</p>
        <Link to={paths.auth} className="btn btn-primary">
          Sign In
        </Link>
      </AccountNotice>
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
        <ChangeEmailCard isPending={actions.email.isPending} onSubmit={actions.email.submit} />
        <ChangePasswordCard isPending={actions.password.isPending} onSubmit={actions.password.submit} />
        <DangerZoneCard isPending={actions.deletion.isPending} onDelete={actions.deletion.remove} />
      </div>
    </PageLayout>
  );
}
