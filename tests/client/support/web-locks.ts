/*
 * A stand-in for navigator.locks (the Web Locks API, which jsdom lacks), shared by every "tab"
 * of a test as the browser shares it between the tabs of an origin: exclusive locks by name,
 * granted in the order asked. Only `request(name, callback)` is there.
 */
import { afterEach } from 'vitest';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
});

/** Installs the lock manager; each lock is held while its callback's promise runs. */
export function stubWebLocks(): void {
  const held = new Map<string, Promise<unknown>>();
  const request = (name: string, callback: (lock: { name: string; mode: 'exclusive' }) => unknown) => {
    const granted = (held.get(name) ?? Promise.resolve()).then(() => callback({ name, mode: 'exclusive' }));
    held.set(name, granted.catch(() => undefined));
    return granted;
  };
  Object.defineProperty(navigator, 'locks', { configurable: true, value: { request } });
}
