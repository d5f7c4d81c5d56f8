import Button from 'react-bootstrap/Button';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { trpc } from '../../lib/trpc';
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
  });
  if (!user) {
    return (
      <Link to={paths.auth} className="btn btn-sm btn-primary">
        Sign In
      </Link>
    );
  }
  return (
    <>
      <Link to={paths.account} className="btn btn-sm btn-outline-secondary">
        Account
      </Link>
      {user.isAdmin && (
        <Link to={paths.admin} className="btn btn-sm btn-outline-danger">
          Admin
        </Link>
      )}
      <Button size="sm" variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
        {logout.isPending ? 'Signing out...' : 'Sign Out'}
      </Button>
    </>
  );
}
