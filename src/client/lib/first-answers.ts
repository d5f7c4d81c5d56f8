import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import superjson from 'superjson';
import { FIRST_ANSWERS_ELEMENT_ID, type FirstAnswer } from '../../shared/first-answers';
import { trpc } from './trpc';

const PROCEDURES = {
  'auth.me': trpc.auth.me,
  'products.list': trpc.products.list,
  'retailers.list': trpc.retailers.list,
  'site.landingStats': trpc.site.landingStats,
} as const;

/**
 * Puts the answers the server wrote into the page (decision 0250) into the query cache under the keys the hooks
 * use, so the first render shows them without asking. Read once: the element is removed, and a later navigation
 * asks the server as usual. Anything unreadable is ignored (the hooks then fetch).
 */
export function seedFirstAnswers(queryClient: QueryClient, doc: Document = document) {
  const element = doc.getElementById(FIRST_ANSWERS_ELEMENT_ID);
  if (!element?.textContent) return;
  element.remove();
  let answers: FirstAnswer[];
  try {
    answers = superjson.parse<FirstAnswer[]>(element.textContent);
  } catch {
    return;
  }
  for (const { path, input, data } of Array.isArray(answers) ? answers : []) {
    const procedure = PROCEDURES[path];
    if (procedure) queryClient.setQueryData(getQueryKey(procedure, input as never, 'query'), data);
  }
}
