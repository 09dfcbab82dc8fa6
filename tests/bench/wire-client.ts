/*
 * A Socket.IO client reduced to what the fan-out bench needs, speaking the wire protocol
 * (Engine.IO 4, Socket.IO 5) over `ws`. Two thousand socket.io-client instances in one
 * process spend more CPU decoding than the server spends sending, so the bench would
 * measure itself; each real client runs on its own phone. Every event is still parsed in
 * full, so what arrives is checked, not just counted.
 */
import WebSocket from 'ws';

const OPEN = '0';
const PING = '2';
const PONG = '3';
const CONNECT = '40';
const CONNECT_ERROR = '44';
const EVENT = '42';

export type WireClient = { close: () => void };

/** Connects with `auth.token`; resolves once the server accepted it; calls `onEvent` for each event. */
export function connectWire(baseUrl: string, token: string, onEvent: (event: string, payload: unknown) => void): Promise<WireClient> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
  const ws = new WebSocket(url);
  return new Promise((resolve, reject) => {
    ws.on('error', reject);
    ws.on('message', (data: Buffer) => {
      const text = data.toString();
      if (text === PING) return void ws.send(PONG);
      if (text.startsWith(EVENT)) {
        const [event, payload] = JSON.parse(text.slice(EVENT.length)) as [string, unknown];
        return onEvent(event, payload);
      }
      if (text.startsWith(OPEN)) return void ws.send(`${CONNECT}${JSON.stringify({ token })}`);
      if (text.startsWith(CONNECT_ERROR)) return reject(new Error(text.slice(CONNECT_ERROR.length)));
      if (text.startsWith(CONNECT)) resolve({ close: () => ws.close() });
    });
  });
}
