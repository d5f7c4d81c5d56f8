import Button from 'react-bootstrap/Button';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../components/toast/toast-store';
import { paths } from '../../config/paths';
import { trpc } from '../../lib/trpc';
import { errorMessage } from './error-message';
import { useCurrentUser } from './use-current-user';

/** Signed in: Account, Admin (admins only), Sign Out. Signed out: Sign In (SPEC §2 header). */
export function HeaderAccountControls() {
  const { user } = useCurrentUser();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const logout = trpc.auth.logout.useMutation({
    onSuccess: async () => {
      utils.auth.me.setData(undefined, null);
      await utils.invalidate();
      navigate(paths.browse);
    },
    onError: (error) =>
      toast({ title: 'Logout failed', description: errorMessage(error, 'Logout failed'), variant: 'destructive' }),
  });
  if (!user) {
    return (
      <Link to={paths.auth} className="btn btn-primary btn-sm">
        Sign In
      </Link>
    );
  }
  return (
    <>
      <Link to={paths.account} className="btn btn-outline-secondary btn-sm">
        Account
      </Link>
      {user.isAdmin && (
        <Link to={paths.admin} className="btn btn-outline-danger btn-sm">
          Admin
        </Link>
      )}
      <Button size="sm" variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
        {logout.isPending ? 'Signing out...' : 'Sign Out'}
      </Button>
    </>
  );
}
