import type { AppDeps } from '../../../server/deps.js';
import { cleanupDuplicates } from '../../cleanup/cleanup-duplicates.service.js';
import { emptyPayloadSchema } from '../queues.js';

/** Duplicate listing cleanup (admin button, SPEC §2). */
export async function cleanupDuplicatesJob(deps: AppDeps, data: unknown) {
  emptyPayloadSchema.parse(data ?? {});
  return cleanupDuplicates(deps);
}
