import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Nav from 'react-bootstrap/Nav';
import { Link, NavLink } from 'react-router-dom';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { PageLayout } from '../../components/layout/page-layout';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../auth/use-current-user';

const SECTIONS = [
  { to: paths.account, label: 'Account settings' },
  { to: paths.watchlist, label: 'Watchlist' },
  { to: paths.savedSearches, label: 'Saved searches' },
  { to: paths.alertSettings, label: 'Alert settings' },
];

/** The account's sections; the current one is marked for assistive technology too (aria-current). */
export function AccountNav() {
  return (
    <Nav variant="tabs" as="nav" aria-label="Account sections" className="mb-4">
      {SECTIONS.map((s) => (
        <Nav.Item key={s.to}>
          <NavLink to={s.to} end className="nav-link">
            {s.label}
          </NavLink>
        </Nav.Item>
      ))}
    </Nav>
  );
}

/** An alerts page of the account: signed-in users only; unverified ones are told alerts wait for verification. */
export function AlertsPageFrame({ title, children }: { title: string; children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <FullScreenSpinner />;
  if (!user) {
    return (
      <PageLayout>
        <Card className="mx-auto text-center" style={{ maxWidth: 520 }}>
          <Card.Body className="p-4">
            <h1 className="h4">Sign in to see your {title.toLowerCase()}</h1>
            <p>Watches, saved searches and alerts are free with an account.</p>
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
      <div className="mx-auto" style={{ maxWidth: 960 }}>
        <h1 className="h3 mb-3">{title}</h1>
        <AccountNav />
        {!user.emailVerified && (
          <Alert variant="warning">
            Verify your e-mail address to get alerts: until then nothing is sent. The link is in the e-mail we sent when
            you signed up.
          </Alert>
        )}
        {children}
      </div>
    </PageLayout>
  );
}
