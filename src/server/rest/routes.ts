import { accountRoutes } from '../features/account/account.rest.js';
import { adminRoutes } from '../features/admin/admin.rest.js';
import { authRoutes } from '../features/auth/auth.rest.js';
import { listingsRoutes } from '../features/listings/listings.rest.js';
import { productsRoutes } from '../features/products/products.rest.js';
import { retailersRoutes } from '../features/retailers/retailers.rest.js';
import { trackingRoutes } from '../features/tracking/tracking.rest.js';
import type { RouteDefinition } from './define-route.js';

/** Every /api route (paths are relative to /api). */
export const apiRoutes: RouteDefinition[] = [
  ...authRoutes,
  ...accountRoutes,
  ...productsRoutes,
  ...retailersRoutes,
  ...trackingRoutes,
  ...listingsRoutes,
  ...adminRoutes,
];
