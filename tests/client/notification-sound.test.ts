import { afterEach, describe, expect, it, vi } from 'vitest';
import { playNotificationSound } from '../../src/client/lib/notification-sound.ts';
import { initialSessionState, useSessionStore } from '../../src/client/stores/session-store.ts';
import { buildMe } from '../mocks/db.ts';

afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState(initialSessionState);
});

function withSound(sound: boolean) {
  const me = buildMe();
  useSessionStore.getState().setUser({ ...me, preferences: { ...me.preferences, sound } });
}

describe('notification sound', () => {
  it('plays /notification-sound.mp3 when the user has sound on', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    withSound(true);
    playNotificationSound();
    expect(play).toHaveBeenCalledTimes(1);
    expect((play.mock.instances[0] as unknown as HTMLAudioElement).src).toMatch(/\/notification-sound\.mp3$/);
  });

  it('stays silent when the user turned sound off', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    withSound(false);
    playNotificationSound();
    expect(play).not.toHaveBeenCalled();
  });

  it('shrugs off a browser that refuses to autoplay, and chimes at the next notification', async () => {
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValueOnce(new DOMException('not allowed', 'NotAllowedError'))
      .mockResolvedValueOnce(undefined);
    withSound(true);
    await expect(playNotificationSound()).resolves.toBeUndefined();
    await expect(playNotificationSound()).resolves.toBeUndefined();
    expect(play).toHaveBeenCalledTimes(2);
  });
});
