import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { NOT_FOUND_META, pageMetaFor } from '../../../shared/site-pages';

/**
 * Keeps <title> and the description in step with in-app navigation. The server already sent the right ones for
 * the first page (src/server/plugins/spa.ts), including a shared history link's own title, which is left alone.
 */
export function usePageMeta() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (pathname === '/' && new URLSearchParams(search).get('chart') === 'history') return;
    const meta = pageMetaFor(pathname) ?? NOT_FOUND_META;
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [pathname, search]);
}
