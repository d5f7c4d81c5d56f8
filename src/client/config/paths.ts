/** Route paths of SPEC §2. */
export const paths = {
  browse: '/',
  landing: '/landing',
  auth: '/auth',
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  account: '/account',
  watchlist: '/account/watchlist',
  savedSearches: '/account/saved-searches',
  alertSettings: '/account/alerts',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  comingSoon: '/coming-soon',
  admin: '/admin',
} as const;

export const SUPPORT_EMAIL = 'support@perround.ca';
