import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { PageLayout } from '../../components/layout/page-layout';
import { paths } from '../../config/paths';
import { AdminDashboard } from '../../features/admin/admin-dashboard';
import { loggedOutRedirect } from '../../features/admin/admin-errors';
import { AdminHeader } from '../../features/admin/admin-header';
import { useCurrentUser } from '../../features/auth/use-current-user';

/**
 * /admin: the dashboard for admins only. Signed-out visitors get SPEC's 401 handling (toast, then /api/login
 * after 500 ms); signed-in non-admins see a refusal. The server enforces the same on every admin call.
 */
export function AdminPage() {
  const { user, isLoading } = useCurrentUser();
  useEffect(() => {
    if (!isLoading && !user) loggedOutRedirect();
  }, [isLoading, user]);

  if (isLoading) return <FullScreenSpinner />;
  if (!user) return <FullScreenSpinner />;
  if (!user.isAdmin) {
    return (
      <PageLayout>
        <Alert variant="danger" className="my-4">
          <Alert.Heading as="h1" className="h4">
            Access Denied
          </Alert.Heading>
          <p>The admin dashboard is only available to administrators.</p>
          <Link to={paths.browse} className="btn btn-outline-danger">
            Back to Dashboard
          </Link>
        </Alert>
      </PageLayout>
    );
  }
  return (
    <>
      <AdminHeader user={user} />
      <main className="container-xl py-4">
        <AdminDashboard />
      </main>
    </>
  );
}
