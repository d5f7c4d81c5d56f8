import { TRPCClientError } from '@trpc/client';

/**
 * The message to show for a failed call (SPEC §8): the server's message when it answered; `fallback` when it
 * answered without one; `networkFallback` when it could not be reached at all.
 */
export function errorMessage(error: unknown, fallback: string, networkFallback = fallback): string {
  if (error instanceof TRPCClientError) {
    const answered =
      (error.data as { httpStatus?: number } | undefined)?.httpStatus !== undefined || error.shape !== undefined;
    if (!answered) return networkFallback;
    return error.message || fallback;
  }
  return networkFallback;
}
