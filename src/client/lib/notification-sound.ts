import { useSessionStore } from '../stores/session-store.ts';

export const NOTIFICATION_SOUND_URL = '/notification-sound.mp3';

let audio: HTMLAudioElement | undefined;

/** Plays the notification chime unless the signed-in user turned sound off. */
export function playNotificationSound(): void {
  const user = useSessionStore.getState().user;
  if (user && !user.preferences.sound) return;
  audio ??= new Audio(NOTIFICATION_SOUND_URL);
  audio.currentTime = 0;
  // Browsers refuse to play before the first user gesture; a missed chime is harmless.
  Promise.resolve(audio.play()).catch(() => undefined);
}
