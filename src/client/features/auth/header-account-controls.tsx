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
      <Button as={Link as never} to={paths.auth} size="sm" variant="primary">
        Sign In
      </Button>
    );
  }
  return (
    <>
      <Button as={Link as never} to={paths.account} size="sm" variant="outline-secondary">
        Account
      </Button>
      {user.isAdmin && (
        <Button as={Link as never} to={paths.admin} size="sm" variant="outline-danger">
          Admin
        </Button>
      )}
      <Button size="sm" variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
        {logout.isPending ? 'Signing out...' : 'Sign Out'}
      </Button>
    </>
  );
}
