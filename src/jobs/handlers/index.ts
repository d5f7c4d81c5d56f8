import type { AppDeps } from '../../server/deps.js';
import { createQueues } from '../create-queues.js';

/** Creates the queues and registers one handler per job kind. Handlers: parse payload → service → return. */
export async function registerJobHandlers(deps: AppDeps) {
  await createQueues(deps.boss);
}
