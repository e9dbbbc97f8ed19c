/**
 * The time now, read again every `periodMs`, for words that change with it (how long a new order has waited), with
 * one timer for the whole board. Each order's minute turns at its own second, so the period is short beside a minute.
 */
import { useEffect, useState } from 'react';

export function useClock(periodMs = 10_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs]);
  return now;
}
