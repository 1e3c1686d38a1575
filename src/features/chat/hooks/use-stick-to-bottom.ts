import { useLayoutEffect, useRef, type RefObject } from 'react';

/** How close to the end (px) still counts as "reading the newest messages". */
const NEAR_BOTTOM_PX = 120;

/**
 * Keeps a scrolling list at its newest entry: on first render, when the viewer adds an entry, and
 * when others add one while the viewer is already near the end (not while they read older ones).
 */
export function useStickToBottom(
  container: RefObject<HTMLElement | null>,
  entryCount: number,
  lastIsOwn: boolean,
): { onScroll: () => void } {
  const nearBottom = useRef(true);

  useLayoutEffect(() => {
    const element = container.current;
    if (!element || entryCount === 0) return;
    if (nearBottom.current || lastIsOwn) element.scrollTop = element.scrollHeight;
  }, [container, entryCount, lastIsOwn]);

  return {
    onScroll: () => {
      const element = container.current;
      if (!element) return;
      nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    },
  };
}
