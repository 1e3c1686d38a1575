import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Keeps `<meta name="description">` in step with the page after client-side navigation. */
export function RouteMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    // The descriptions load after the first paint: the built HTML of each page already has its own.
    import('../config/page-meta')
      .then(({ descriptionOf }) => {
        document.querySelector('meta[name="description"]')?.setAttribute('content', descriptionOf(pathname));
      })
      .catch((error: unknown) => {
        console.error('[mistri] Page description not updated', error);
      });
  }, [pathname]);
  return null;
}
