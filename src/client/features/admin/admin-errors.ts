import { toast } from '../../components/toast/toast-store';

/** SPEC §7/§8: a 401 on an admin call means logged out: toast, then after 500 ms go to /api/login. */
export const LOGIN_REDIRECT_DELAY_MS = 500;
export const LOGIN_PATH = '/api/login';

let redirectScheduled = false;

export function isUnauthorized(error: unknown): boolean {
  const e = error as { data?: { code?: string; httpStatus?: number } | null } | null;
  return e?.data?.code === 'UNAUTHORIZED' || e?.data?.httpStatus === 401;
}

export function loggedOutRedirect(go: (path: string) => void = (p) => window.location.assign(p)) {
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  if (redirectScheduled) return;
  redirectScheduled = true;
  setTimeout(() => {
    redirectScheduled = false;
    go(LOGIN_PATH);
  }, LOGIN_REDIRECT_DELAY_MS);
}

/** The one failure path of admin calls: 401 → logged out; anything else → toast 'Error' with SPEC's text. */
export function adminFailure(error: unknown, text: string) {
  if (isUnauthorized(error)) return loggedOutRedirect();
  toast({ title: 'Error', description: text, variant: 'destructive' });
}

export function adminSuccess(text: string, detail?: string) {
  toast({ title: 'Success', description: detail ? `${text}. ${detail}` : text, variant: 'success' });
}

/** The server's reason for a failure, shown inline beside the form (the toast keeps SPEC's fixed text). */
export function errorMessage(error: unknown): string {
  return (error as { message?: string } | null)?.message ?? 'Something went wrong';
}
