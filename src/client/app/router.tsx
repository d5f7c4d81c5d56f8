import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { Toaster } from '../components/toast/toaster';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { usePageMeta } from '../components/layout/use-page-meta';
import { paths } from '../config/paths';
import { PendingAlertRunner } from '../features/alerts/pending-alert-runner';
import { BrowsePage } from './routes/browse';
import { LandingPage } from './routes/landing';
import { NotFoundPage } from './routes/not-found';

/**
 * Pages other than the two front doors (browse, landing: 2 KB) load on demand, keeping the first bundle small; the
 * landing page in the entry saves a second request after it.
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Page />
    </Suspense>
  );
}

export const pageRoutes = [
  { path: paths.browse, element: <BrowsePage /> },
  { path: paths.landing, element: <LandingPage /> },
  { path: paths.auth, element: lazyPage(() => import('./routes/auth'), 'AuthPage') },
  { path: paths.verifyEmail, element: lazyPage(() => import('./routes/verify-email'), 'VerifyEmailPage') },
  { path: paths.forgotPassword, element: lazyPage(() => import('./routes/forgot-password'), 'ForgotPasswordPage') },
  { path: paths.resetPassword, element: lazyPage(() => import('./routes/reset-password'), 'ResetPasswordPage') },
  { path: paths.account, element: lazyPage(() => import('./routes/account'), 'AccountPage') },
  { path: paths.watchlist, element: lazyPage(() => import('../features/alerts/watchlist-page'), 'WatchlistPage') },
  {
    path: paths.savedSearches,
    element: lazyPage(() => import('../features/alerts/saved-searches-page'), 'SavedSearchesPage'),
  },
  {
    path: paths.alertSettings,
    element: lazyPage(() => import('../features/alerts/alert-settings-page'), 'AlertSettingsPage'),
  },
  { path: paths.contact, element: lazyPage(() => import('./routes/contact'), 'ContactPage') },
  { path: paths.privacy, element: lazyPage(() => import('./routes/privacy'), 'PrivacyPage') },
  { path: paths.terms, element: lazyPage(() => import('./routes/terms'), 'TermsPage') },
  { path: paths.comingSoon, element: lazyPage(() => import('./routes/coming-soon'), 'ComingSoonPage') },
  { path: paths.admin, element: lazyPage(() => import('./routes/admin'), 'AdminPage') },
  { path: '*', element: <NotFoundPage /> },
];

/** The shell around every page: the toast region and the page's title live here, once. */
function RootLayout() {
  usePageMeta();
  return (
    <>
      {useRoutes(pageRoutes)}
      <Toaster />
      <PendingAlertRunner />
    </>
  );
}

/** Declarative routing: the pages use no loaders or actions, so the data router's code stays out of the bundle. */
export function AppRouter({ basename }: { basename?: string }) {
  return (
    <BrowserRouter basename={basename}>
      <RootLayout />
    </BrowserRouter>
  );
}
