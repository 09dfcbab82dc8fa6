/*
 * Whether the study session's single-key shortcuts (Space, 1–4) are on. They are on unless the
 * student turns them off (WCAG 2.1.4: speech input or a slip of the hand must not rate a card);
 * the choice is kept on this device.
 */
import { useState } from 'react';

export const STUDY_SHORTCUTS_KEY = 'campus:study-shortcuts';

function shortcutsOn(): boolean {
  try {
    return window.localStorage.getItem(STUDY_SHORTCUTS_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function useStudyShortcuts(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(shortcutsOn);
  const choose = (next: boolean) => {
    setOn(next);
    try {
      window.localStorage.setItem(STUDY_SHORTCUTS_KEY, next ? 'on' : 'off');
    } catch {
      // Storage refused (private mode, quota): the choice holds for this session only.
    }
  };
  return [on, choose];
}
