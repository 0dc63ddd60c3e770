// The current time, ticking every `everyMs` while `active` (a live game's minute moves on between refreshes).
import { useEffect, useState } from 'react';
import { renderNow } from '../../lib/render-context';

export function useNow(everyMs: number, active: boolean): number {
  // A server-rendered page starts at the render's time (hydration draws the same minute) and catches up right after.
  const [now, setNow] = useState(renderNow);
  useEffect(() => {
    const catchUp = window.setTimeout(() => setNow(Date.now()), 0);
    const timer = active ? window.setInterval(() => setNow(Date.now()), everyMs) : undefined;
    return () => {
      window.clearTimeout(catchUp);
      window.clearInterval(timer);
    };
  }, [everyMs, active]);
  return now;
}
