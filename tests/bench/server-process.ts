/* The server in a process of its own, as `npm start` runs it, for the benchmarks. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

export type ServerProcess = {
  baseUrl: string;
  process: ChildProcess;
  /** Asks the server to shut down; resolves once its process has exited. */
  stop: () => Promise<void>;
  rssBytes: () => number;
  cpuMicros: () => number;
};

// /proc counts CPU time in USER_HZ ticks, a hundred a second on Linux whatever the kernel's own tick.
const MICROS_PER_TICK = 10_000;

/** The resident set of a process, from /proc (Linux); NaN elsewhere. */
function rssOf(pid: number | undefined): number {
  try {
    const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib ? Number(kib) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** The CPU time a process has used so far (user and system), from /proc (Linux); NaN elsewhere. */
function cpuMicrosOf(pid: number | undefined): number {
  try {
    // The command name (field 2) may hold spaces; utime and stime are fields 14 and 15.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * MICROS_PER_TICK;
  } catch {
    return Number.NaN;
  }
}

/**
 * `run`'s result with the servers' CPU time per request it made: steadier than requests a second
 * on a shared machine, where the load generator and other work take turns on the same cores.
 */
export async function withServerCpu<T extends { total: number }>(servers: ServerProcess[], run: () => Promise<T>): Promise<T & { serverCpuMicrosPerRequest: number }> {
  const used = () => servers.reduce((sum, server) => sum + server.cpuMicros(), 0);
  const before = used();
  const result = await run();
  return { ...result, serverCpuMicrosPerRequest: (used() - before) / result.total };
}

async function waitForHealth(baseUrl: string) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const ok = await fetch(`${baseUrl}/api/v1/health`).then((r) => r.ok).catch(() => false);
    if (ok) return;
    await delay(200);
  }
  throw new Error('server did not start');
}

export async function startServerProcess(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = 43000 + Math.floor(Math.random() * 2000);
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    // The write benchmark posts thousands a second as one user, which the spam brakes would refuse.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error', REDIS_URL: '', DATABASE_URL: '', WRITE_RATE_LIMITS: 'off', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForHealth(baseUrl);
  const stop = () => {
    child.kill('SIGTERM');
    return exited;
  };
  return { baseUrl, process: child, stop, rssBytes: () => rssOf(child.pid), cpuMicros: () => cpuMicrosOf(child.pid) };
}
