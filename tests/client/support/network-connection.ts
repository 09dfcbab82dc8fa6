/* A stand-in for navigator.connection (the Network Information API, which jsdom lacks). */
import { afterEach } from 'vitest';

export type FakeConnection = EventTarget & { saveData: boolean; effectiveType: string; set: (next: { saveData?: boolean; effectiveType?: string }) => void };

afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection');
});

/** Installs a connection reporting `initial`; `set` changes it and fires 'change' as browsers do. */
export function stubConnection(initial: { saveData?: boolean; effectiveType?: string } = {}): FakeConnection {
  const connection = Object.assign(new EventTarget(), { saveData: initial.saveData ?? false, effectiveType: initial.effectiveType ?? '4g' }) as FakeConnection;
  connection.set = (next) => {
    Object.assign(connection, next);
    connection.dispatchEvent(new Event('change'));
  };
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
  return connection;
}
