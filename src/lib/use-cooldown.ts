import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before something may be done again (a confirmation e-mail sent again): starts at
 * `initialSeconds`, counts down once a second to 0; `restart(n)` starts it again from n.
 */
export function useCooldown(initialSeconds: number): { secondsLeft: number; restart: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (secondsLeft === 0) return;
    const timer = window.setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, [secondsLeft]);

  const restart = useCallback((seconds: number) => {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + seconds * 1000);
  }, []);

  return { secondsLeft, restart };
}
