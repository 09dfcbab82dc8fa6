import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

/**
 * A search box's text, reported (trimmed, blank as undefined) once typing pauses. It starts
 * from `initial` (the address) and reports only what the reader typed, so the address
 * catching up never sends an older value back.
 */
export function useSettledText(initial: string | undefined, onSettled: (value: string | undefined) => void) {
  const [text, setText] = useState(initial ?? '');
  const settled = useDebouncedValue(text.trim()) || undefined;
  const reported = useRef(initial);
  useEffect(() => {
    if (settled === reported.current) return;
    reported.current = settled;
    onSettled(settled);
  }, [settled, onSettled]);
  return [text, setText] as const;
}
