import { useSessionStore } from '../stores/session-store.ts';

export const NOTIFICATION_SOUND_URL = '/notification-sound.mp3';

let audio: HTMLAudioElement | undefined;

/**
 * Plays the notification chime unless the signed-in user turned sound off. Callers need
 * not wait: the promise settles once the chime has started or been refused, and never rejects.
 */
export function playNotificationSound(): Promise<void> {
  const user = useSessionStore.getState().user;
  if (user && !user.preferences.sound) return Promise.resolve();
  audio ??= new Audio(NOTIFICATION_SOUND_URL);
  audio.currentTime = 0;
  // Browsers refuse to play before the first user gesture; a missed chime is harmless.
  return Promise.resolve(audio.play()).catch(() => undefined);
}
