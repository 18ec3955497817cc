import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs`, so "5 minutes ago" keeps telling the truth. */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
