import { useEffect } from 'react';

const COUNT_PREFIX = /^\(\d+\+?\) /;

function withCount(title: string, unread: number): string {
  const base = title.replace(COUNT_PREFIX, '');
  if (unread <= 0) return base;
  return `(${unread > 99 ? '99+' : String(unread)}) ${base}`;
}

/**
 * Puts the unread count in front of the tab's title, "(2) Dashboard · Mistri", as mail and chat
 * apps do: a tab in the background shows that something came even with system notifications off.
 * Pages set their own titles (PageTitle); the count is put back in front of each new one.
 */
export function useUnreadTitle(unread: number): void {
  useEffect(() => {
    const apply = () => {
      const next = withCount(document.title, unread);
      if (document.title !== next) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    const head = document.querySelector('head');
    if (head) observer.observe(head, { childList: true, characterData: true, subtree: true });
    return () => {
      observer.disconnect();
      document.title = withCount(document.title, 0);
    };
  }, [unread]);
}
