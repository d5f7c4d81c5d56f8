/**
 * The title and description of every page of SPEC §2. The server writes them into the HTML it sends (so a crawler
 * or a link preview sees them without running JavaScript) and answers 404 for paths not listed here; the client
 * sets them again on each in-app navigation.
 */
export const SITE_NAME = 'PerRound';

export interface PageMeta {
  title: string;
  description: string;
  /** Listed in sitemap.xml and open to crawlers (robots.txt disallows the rest). */
  indexable: boolean;
}

const DEFAULT_DESCRIPTION =
  'Compare ammunition, firearm and accessory prices from 60+ Canadian retailers by price per round. Stock, price history, all prices in CAD.';

export const PAGE_META: Record<string, PageMeta> = {
  '/': {
    title: 'PerRound: ammo prices per round across Canadian retailers',
    description: DEFAULT_DESCRIPTION,
    indexable: true,
  },
  '/landing': {
    title: 'PerRound: find the best price per round in Canada',
    description:
      "Today's lowest price per round for popular calibres, from 60+ Canadian retailers, refreshed every 4 hours.",
    indexable: true,
  },
  '/auth': {
    title: 'Sign in or create an account | PerRound',
    description: 'Sign in to PerRound or create a free account for 30-day price history.',
    indexable: false,
  },
  '/verify-email': {
    title: 'Verify your e-mail | PerRound',
    description: 'Confirm the e-mail address of your PerRound account.',
    indexable: false,
  },
  '/forgot-password': {
    title: 'Forgot password | PerRound',
    description: 'Request a link to reset your PerRound password.',
    indexable: false,
  },
  '/reset-password': {
    title: 'Set a new password | PerRound',
    description: 'Choose a new password for your PerRound account.',
    indexable: false,
  },
  '/account': {
    title: 'Account settings | PerRound',
    description: 'Your PerRound account: e-mail, password and membership.',
    indexable: false,
  },
  '/account/watchlist': {
    title: 'Watchlist | PerRound',
    description: 'The products you watch, their best price per round now and your alerts.',
    indexable: false,
  },
  '/account/saved-searches': {
    title: 'Saved searches | PerRound',
    description: 'Your saved searches and their alerts.',
    indexable: false,
  },
  '/account/alerts': {
    title: 'Alert settings | PerRound',
    description: 'How your PerRound alerts arrive: instant or a daily digest, a daily cap, or paused.',
    indexable: false,
  },
  '/contact': {
    title: 'Contact us | PerRound',
    description: 'Questions, retailer requests and issue reports: the PerRound team answers within 24 hours.',
    indexable: true,
  },
  '/privacy': {
    title: 'Privacy policy | PerRound',
    description: 'What PerRound collects, why, and your rights over it.',
    indexable: true,
  },
  '/terms': {
    title: 'Terms of service | PerRound',
    description: 'The terms of using PerRound, a Canadian price comparison site.',
    indexable: true,
  },
  '/coming-soon': {
    title: 'Coming soon | PerRound',
    description: 'Price drop alerts, a watchlist, longer history and analytics are on the way.',
    indexable: true,
  },
  '/admin': { title: 'Admin dashboard | PerRound', description: 'Retailers, scrapers and logs.', indexable: false },
};

export const NOT_FOUND_META: PageMeta = {
  title: '404 Page Not Found | PerRound',
  description: 'The page you are looking for does not exist or has moved.',
  indexable: false,
};

/** The meta of a route, or null when the path is no page of the site (the server answers 404). */
export function pageMetaFor(pathname: string): PageMeta | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_META[path] ?? null;
}
