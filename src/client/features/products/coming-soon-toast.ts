import { toast } from '../../components/toast/toast-store';
import { paths } from '../../config/paths';

/** SPEC §4/§9: coming-soon notices stay 6 seconds. */
export const COMING_SOON_TOAST_MS = 6000;

/** SPEC §8 'Watch button': '{feature} Coming Soon' with a link to /auth. */
export function showComingSoonToast(feature: string) {
  toast({
    title: `${feature} Coming Soon`,
    description:
      "We're building this feature alongside our historical price database. It may be free or part of a Pro membership; we haven't decided yet.",
    action: { label: 'Create an account for updates', to: paths.auth },
    durationMs: COMING_SOON_TOAST_MS,
  });
}
