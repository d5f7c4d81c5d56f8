import type { PipelineDeps } from '../../deps.js';
import { reclassifyListings } from '../../cleanup/reclassify.service.js';
import { emptyPayloadSchema } from '../queues.js';

/** Re-runs title understanding over every stored listing. */
export async function reclassifyListingsJob(deps: PipelineDeps, data: unknown) {
  emptyPayloadSchema.parse(data ?? {});
  return reclassifyListings(deps);
}
