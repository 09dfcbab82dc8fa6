/*
 * HTTP/1.1 over a bare TCP socket, for what fetch and inject hide: a request sent in
 * pieces, a body still being sent while the answer comes, the connection's fate after.
 */
import { connect as connectTcp, type Socket } from 'node:net';

export type RawResponse = { status: number; headers: Record<string, string>; body: string };

export class RawConnection {
  private buffer = Buffer.alloc(0);
  private wake: () => void = () => undefined;
  /** The socket's error (a reset, a broken pipe), if it had one. */
  error: Error | undefined;
  isClosed = false;

  constructor(readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake();
    });
    socket.on('error', (error) => {
      this.error = error;
      this.wake();
    });
    socket.on('close', () => {
      this.isClosed = true;
      this.wake();
    });
  }

  /** Resolves once the bytes are handed to the kernel; rejects if the connection failed. */
  write(data: string | Buffer): Promise<void> {
    return new Promise((resolve, reject) => {
      this.socket.write(data, (error) => (error ? reject(error) : resolve()));
    });
  }

  /** The next whole response (Content-Length framed) on this connection. */
  async response(): Promise<RawResponse> {
    for (;;) {
      const parsed = this.takeResponse();
      if (parsed) return parsed;
      if (this.error) throw this.error;
      if (this.isClosed) throw new Error('connection closed before a whole response arrived');
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  /** Resolves once the server has closed the connection. */
  async closed(): Promise<void> {
    while (!this.isClosed) await new Promise<void>((resolve) => (this.wake = resolve));
  }

  close(): void {
    this.socket.destroy();
  }

  private takeResponse(): RawResponse | undefined {
    const headEnd = this.buffer.indexOf('\r\n\r\n');
    if (headEnd < 0) return undefined;
    const [statusLine = '', ...lines] = this.buffer.subarray(0, headEnd).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const length = Number(headers['content-length'] ?? 0);
    const bodyStart = headEnd + 4;
    if (this.buffer.length < bodyStart + length) return undefined;
    const body = this.buffer.subarray(bodyStart, bodyStart + length).toString('utf8');
    this.buffer = this.buffer.subarray(bodyStart + length);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }
}

/** Opens a TCP connection to the app's base URL (http://host:port). */
export function rawConnect(baseUrl: string): Promise<RawConnection> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connectTcp(Number(port), hostname);
    socket.once('connect', () => resolve(new RawConnection(socket)));
    socket.once('error', reject);
  });
}
