import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** Goes back one page, or to `fallback` when this page was opened directly (no page to go back to). */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const state: unknown = window.history.state;
    const index = state && typeof state === 'object' && 'idx' in state ? state.idx : 0;
    if (typeof index === 'number' && index > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
