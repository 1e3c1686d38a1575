import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { descriptionOf } from '../config/page-meta';

/** Keeps `<meta name="description">` in step with the page after client-side navigation. */
export function RouteMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', descriptionOf(pathname));
  }, [pathname]);
  return null;
}
