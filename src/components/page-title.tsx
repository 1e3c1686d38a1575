import { useEffect } from 'react';

/** Sets the browser tab title while the page is shown ("Sign in · Mistri"). Renders nothing. */
export function PageTitle({ title }: { title: string }) {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · Mistri` : 'Mistri';
    return () => {
      document.title = previous;
    };
  }, [title]);
  return null;
}
