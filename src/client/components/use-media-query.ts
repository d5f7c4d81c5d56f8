import { useEffect, useState } from 'react';

/** Whether a CSS media query matches now, following changes (false where matchMedia is missing, e.g. jsdom). */
export function useMediaQuery(query: string): boolean {
  const read = () =>
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  const [matches, setMatches] = useState(read);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/** Below Bootstrap's `md` breakpoint. */
export const PHONE_QUERY = '(max-width: 767.98px)';
