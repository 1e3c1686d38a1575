import { useSearchParams } from 'react-router-dom';
import { NEXT_PARAM, safeNextPath } from '../../../lib/next-path';

/** The page the person was going to before a sign-in page (`?next=`), or `fallback`. */
export function useNextPath(fallback?: string): string {
  const [params] = useSearchParams();
  return safeNextPath(params.get(NEXT_PARAM), fallback);
}
