import { useEffect, useRef, useState } from 'react';

const TICK_MS = 500;

function clock(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * An exam's time left, counted down to `endsAt` (the server's); at zero it calls `onExpire`
 * once. The server ends the exam at that time whatever the page does.
 */
export function Countdown({ endsAt, onExpire }: { endsAt: string; onExpire: () => void }) {
  const end = Date.parse(endsAt);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, end - now);
  const expired = left === 0;
  const fired = useRef(false);

  useEffect(() => {
    if (expired) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [expired]);

  useEffect(() => {
    if (!expired || fired.current) return;
    fired.current = true;
    onExpire();
  }, [expired, onExpire]);

  const lastMinute = left <= 60_000;
  return (
    <div className={`flex items-center gap-2 rounded-xl px-3 py-2 font-semibold ${lastMinute ? 'bg-danger text-white' : 'bg-muted-surface text-fg'}`}>
      <span className="text-sm">Time left</span>
      <span role="timer" aria-label="Time left" className="font-mono text-lg tabular-nums">{clock(left)}</span>
      <span className="sr-only" aria-live="polite">{expired ? 'Time is up.' : lastMinute ? 'Less than a minute left.' : ''}</span>
    </div>
  );
}
