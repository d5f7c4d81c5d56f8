import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Navbar from 'react-bootstrap/Navbar';
import { Link, useNavigate } from 'react-router-dom';
import type { PublicUser } from '../../../shared/schemas/responses';
import { paths } from '../../config/paths';
import { trpc } from '../../lib/trpc';
import { toast } from '../../components/toast/toast-store';
import { ThemeToggle } from '../theme/theme';
import { initials } from './admin-status';
import { NameMark } from '../../components/layout/name-mark';

/** SPEC §2 admin header: profile image (initials when none), first and last name, Sign Out. */
export function AdminHeader({ user }: { user: PublicUser }) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const logout = trpc.auth.logout.useMutation({
    onSuccess: async () => {
      utils.auth.me.setData(undefined, null);
      await utils.invalidate();
      navigate(paths.browse);
    },
    onError: (e) => toast({ title: 'Logout failed', description: e.message, variant: 'destructive' }),
  });
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const safeImage = user.profileImageUrl && /^https?:\/\//i.test(user.profileImageUrl) ? user.profileImageUrl : null;
  return (
    <Navbar className="border-bottom bg-body-tertiary" as="header" role="banner">
      <Container>
        <Navbar.Brand as={Link} to={paths.browse} className="pr-brand">
          <NameMark /> <span className="text-body-secondary fs-6 fw-semibold">Admin</span>
        </Navbar.Brand>
        <div className="d-flex align-items-center gap-2">
          <ThemeToggle />
          {safeImage ? (
            <img
              src={safeImage}
              alt={`${name} profile`}
              width={32}
              height={32}
              className="rounded-circle object-fit-cover"
            />
          ) : (
            <span
              aria-label={`${name} profile`}
              role="img"
              className="rounded-circle bg-secondary text-white d-inline-flex align-items-center justify-content-center fw-semibold"
              style={{ width: 32, height: 32, fontSize: 13 }}
            >
              {initials(user.firstName, user.lastName, user.email)}
            </span>
          )}
          <span className="fw-semibold d-none d-sm-inline" data-testid="admin-name">
            {name}
          </span>
          <Button size="sm" variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
            {logout.isPending ? 'Signing out...' : 'Sign Out'}
          </Button>
        </div>
      </Container>
    </Navbar>
  );
}
