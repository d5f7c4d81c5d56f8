import { accountRouter } from '../features/account/account.router.js';
import { alertSettingsRouter, savedSearchesRouter, watchesRouter } from '../features/alerts/alerts.router.js';
import { adminRouter } from '../features/admin/admin.router.js';
import { authRouter } from '../features/auth/auth.router.js';
import { listingsRouter } from '../features/listings/listings.router.js';
import { productsRouter } from '../features/products/products.router.js';
import { retailersRouter } from '../features/retailers/retailers.router.js';
import { siteRouter } from '../features/site/site.router.js';
import { trackingRouter } from '../features/tracking/tracking.router.js';
import { healthRouter } from './health.router.js';
import { createCallerFactory, router } from './trpc.js';

export const appRouter = router({
  health: healthRouter,
  auth: authRouter,
  account: accountRouter,
  products: productsRouter,
  retailers: retailersRouter,
  tracking: trackingRouter,
  listings: listingsRouter,
  admin: adminRouter,
  site: siteRouter,
  watches: watchesRouter,
  savedSearches: savedSearchesRouter,
  alertSettings: alertSettingsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
