import type { Retailer } from '../db/models/index.js';
import type { Db } from '../db/sequelize.js';
import type { Sandbox } from './index.js';

/**
 * Makes each storefront of a running sandbox an active retailer of the database, keyed by storefront key.
 * Idempotent: a retailer is matched by name and gets the sandbox's current URL (the port changes on every start).
 * The one registration used by the demo seeding (scripts/demo/seed-demo.ts) and by the sandbox tests.
 */
export async function registerSandboxRetailers(db: Db, sandbox: Sandbox): Promise<Map<string, Retailer>> {
  const { Retailer } = db.models;
  const retailers = new Map<string, Retailer>();
  for (const store of sandbox.storefronts) {
    const values = {
      name: store.name,
      url: store.url,
      platform: store.platform,
      selector: store.selector ?? null,
      province: store.province,
      isActive: true,
      errorCount: 0,
    };
    const [existing] = await Retailer.findAll({ where: { name: store.name }, limit: 1 });
    retailers.set(store.key, existing ? await existing.update(values) : await Retailer.create(values));
  }
  return retailers;
}
