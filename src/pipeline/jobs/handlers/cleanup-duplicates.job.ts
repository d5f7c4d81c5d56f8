import type { PipelineDeps } from '../../deps.js';
import { cleanupDuplicates } from '../../cleanup/cleanup-duplicates.service.js';
import { emptyPayloadSchema } from '../queues.js';

/** Duplicate listing cleanup (admin button, SPEC §2). */
export async function cleanupDuplicatesJob(deps: PipelineDeps, data: unknown) {
  emptyPayloadSchema.parse(data ?? {});
  return cleanupDuplicates(deps);
}
