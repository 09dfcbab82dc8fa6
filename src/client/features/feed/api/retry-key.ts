/*
 * The Idempotency-Key of a post or comment being written. An answer lost on the way (a
 * connection reset) shows an error and gives the text back though the server may have saved
 * it; the student's Post again then goes with the same key, so the server answers the first
 * save instead of making a second. One key per content: kept across retries of the same text,
 * dropped once it is saved or handed to the outbox, so whatever is written next gets its own.
 */
import { useState } from 'react';
import { v7 as uuidv7 } from 'uuid';

export type RetryKey = {
  /** The key for sending `content`: the one its last unanswered attempt used, or a new one. */
  keyFor: (content: object) => string;
  /** `content` was saved (or queued with its key): the next write gets a new key. */
  done: (content: object) => void;
};

export function useRetryKey(): RetryKey {
  const [retryKey] = useState((): RetryKey => {
    let held: { content: string; key: string } | undefined;
    return {
      keyFor: (content) => {
        const text = JSON.stringify(content);
        if (held?.content !== text) held = { content: text, key: uuidv7() };
        return held.key;
      },
      done: (content) => {
        if (held?.content === JSON.stringify(content)) held = undefined;
      },
    };
  });
  return retryKey;
}
