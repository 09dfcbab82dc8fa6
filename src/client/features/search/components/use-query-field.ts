import { useCallback, useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The search field's text against the address's `q`. Typing settles (after a short pause)
 * into the address through `send`; a `q` changed elsewhere (a recent search, Back, leaving
 * the page) comes back into the field. `sent` remembers the last `q` both agreed on, so the
 * address catching up with the typing never overwrites newer text.
 */
export function useQueryField(addressQ: string, send: (q: string) => void) {
  // A new object each change, so that text changed back to what last settled settles again.
  const [field, setField] = useState({ text: addressQ });
  const settled = useDebouncedValue(field, SEARCH_DEBOUNCE_MS);
  const sent = useRef(addressQ);
  const latest = useRef({ send, text: field.text });
  useEffect(() => {
    latest.current = { send, text: field.text };
  });

  const sendNow = useCallback((q: string) => {
    if (q === sent.current) return;
    sent.current = q;
    latest.current.send(q);
  }, []);

  useEffect(() => sendNow(settled.text.trim()), [settled, sendNow]);

  useEffect(() => {
    if (addressQ === sent.current) return;
    sent.current = addressQ;
    setField({ text: addressQ });
  }, [addressQ]);

  const setValue = useCallback((text: string) => setField({ text }), []);
  /** Sends the text at once (Enter), without waiting for the pause. */
  const flush = useCallback(() => sendNow(latest.current.text.trim()), [sendNow]);

  return { value: field.text, setValue, flush };
}
