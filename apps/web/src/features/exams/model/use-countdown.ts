import { useEffect, useRef, useState } from 'react';
import { type ClockSync, remainingSeconds } from './countdown';

/**
 * Seconds left, ticking every second from the last server sync; calls `onExpire` once when it reaches 0.
 * Returns null when the exam has no time limit.
 */
export function useCountdown(sync: ClockSync | null, onExpire: () => void): number | null {
  const [now, setNow] = useState(() => Date.now());
  const expired = useRef(false);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  useEffect(() => {
    if (!sync) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [sync]);

  const left = remainingSeconds(sync, Math.max(now, sync?.syncedAtMs ?? 0));
  useEffect(() => {
    if (left === null) return;
    if (left > 0) {
      expired.current = false;
      return;
    }
    if (!expired.current) {
      expired.current = true;
      expire.current();
    }
  }, [left]);
  return left;
}
