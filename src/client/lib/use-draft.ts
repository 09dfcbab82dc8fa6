/*
 * Text being typed in a composer, kept in localStorage under the signed-in user and the
 * place it is typed (`campus:draft:<userId>:<place>`), so it outlives navigation, a reload
 * and a sign-out (even one forced by a password change elsewhere) and is offered back,
 * filled in, when the same user returns. An empty text removes the key, so sending clears it.
 */
import { useCallback, useState, type SetStateAction } from 'react';
import { useMe } from './me-context.ts';

const DRAFT_PREFIX = 'campus:draft:';

export function draftKey(userId: string, place: string): string {
  return `${DRAFT_PREFIX}${userId}:${place}`;
}

function readDraft(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function writeDraft(key: string, text: string) {
  try {
    if (text.trim()) window.localStorage.setItem(key, text);
    else window.localStorage.removeItem(key);
  } catch {
    // Storage full or refused (private mode): the draft lives only as long as the page.
  }
}

/** Like `useState('')` for a composer's text, but kept as the signed-in user's draft for `place`. */
export function useDraft(place: string): [string, (next: SetStateAction<string>) => void] {
  const key = draftKey(useMe().id, place);
  const [state, setState] = useState(() => ({ key, text: readDraft(key) }));
  // Another place (the chat widget moving to another conversation) brings its own draft.
  if (state.key !== key) setState({ key, text: readDraft(key) });
  const text = state.key === key ? state.text : readDraft(key);

  const setText = useCallback(
    (next: SetStateAction<string>) => {
      setState((current) => {
        const base = current.key === key ? current.text : readDraft(key);
        const value = typeof next === 'function' ? next(base) : next;
        writeDraft(key, value);
        return { key, text: value };
      });
    },
    [key],
  );
  return [text, setText];
}
