import { useEffect, type RefObject } from 'react';

/** Keeps phone toasts (see index.css) above an element fixed at the bottom, such as a message box. */
export function useToastClearance(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => {
      root.style.setProperty('--toast-clearance', `${String(Math.ceil(element.offsetHeight) + 8)}px`);
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--toast-clearance');
    };
  }, [ref]);
}
