/* The browser going offline and back, as navigator.onLine and its events tell the app. */
import { act } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

export function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}
