/*
 * A PostgreSQL or Redis server of a test's own, on a free port, that the test can kill
 * and start again: never the machine's shared services. A killed server takes all its
 * processes with it (each runs in its own process group), as a crash would.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { vi } from 'vitest';

/** Debian's PostgreSQL binaries, the newest version installed, unless POSTGRES_BIN names others. */
export const POSTGRES_BIN =
  process.env.POSTGRES_BIN ??
  (() => {
    const root = '/usr/lib/postgresql';
    const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)) : [];
    const newest = versions.sort((a, b) => Number(b) - Number(a))[0] ?? '15';
    return join(root, newest, 'bin');
  })();

export const postgresPresent = existsSync(join(POSTGRES_BIN, 'postgres')) && existsSync(join(POSTGRES_BIN, 'initdb'));
export const redisPresent = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** PostgreSQL refuses to run as root: as root, the server runs as the `postgres` user. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

class PrivateServer {
  private child: ChildProcess | undefined;
  private output = '';

  constructor(
    private readonly command: string,
    private readonly args: string[],
    private readonly user: { uid: number; gid: number } | undefined,
    private readonly ready: () => Promise<void>,
  ) {}

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the server (again) and waits until it answers. */
  async start(): Promise<void> {
    // A start can fail while the last run's processes are still being reaped; it is retried.
    await vi.waitFor(
      async () => {
        if (!this.running) this.spawn();
        await this.ready().catch((error: unknown) => {
          throw new Error(`not ready yet: ${String(error)}\n${this.output.slice(-2000)}`);
        });
      },
      { timeout: 60_000, interval: 100 },
    );
  }

  /** SIGKILL to the whole process group; resolves once the server process is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child?.pid || !this.running) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGKILL');
    await exited;
  }

  private spawn(): void {
    this.output = '';
    const child = spawn(this.command, this.args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], ...this.user });
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.child = child;
  }
}

export class PrivatePostgres {
  readonly url: string;
  private readonly server: PrivateServer;

  private constructor(
    private readonly dir: string,
    port: number,
    user: { uid: number; gid: number } | undefined,
  ) {
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const settings = ['listen_addresses=127.0.0.1', `unix_socket_directories=${dir}`, 'fsync=off', 'full_page_writes=off'];
    const args = ['-D', join(dir, 'data'), '-p', String(port), ...settings.flatMap((setting) => ['-c', setting])];
    this.server = new PrivateServer(join(POSTGRES_BIN, 'postgres'), args, user, async () => {
      const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 2000 });
      client.on('error', () => undefined);
      try {
        await client.connect();
      } finally {
        await client.end().catch(() => undefined);
      }
    });
  }

  static async create(): Promise<PrivatePostgres> {
    const dir = mkdtempSync(join(tmpdir(), 'campus-pg-'));
    const user = postgresUser();
    if (user) chownSync(dir, user.uid, user.gid);
    execFileSync(join(POSTGRES_BIN, 'initdb'), ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale'], {
      stdio: 'ignore',
      ...user,
    });
    return new PrivatePostgres(dir, await freePort(), user);
  }

  start(): Promise<void> {
    return this.server.start();
  }

  kill(): Promise<void> {
    return this.server.kill();
  }

  async destroy(): Promise<void> {
    await this.server.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export class PrivateRedis {
  readonly url: string;
  private readonly server: PrivateServer;

  constructor(port: number) {
    this.url = `redis://127.0.0.1:${port}`;
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    this.server = new PrivateServer('redis-server', args, undefined, async () => {
      const client = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.ping();
      } finally {
        client.disconnect();
      }
    });
  }

  static async create(): Promise<PrivateRedis> {
    return new PrivateRedis(await freePort());
  }

  start(): Promise<void> {
    return this.server.start();
  }

  kill(): Promise<void> {
    return this.server.kill();
  }
}
