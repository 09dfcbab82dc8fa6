/* The server in a process of its own, as `npm start` runs it, for the benchmarks. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

export type ServerProcess = { baseUrl: string; process: ChildProcess; stop: () => void; rssBytes: () => number };

/** The resident set of a process, from /proc (Linux); NaN elsewhere. */
function rssOf(pid: number | undefined): number {
  try {
    const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib ? Number(kib) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
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
  await waitForHealth(baseUrl);
  return { baseUrl, process: child, stop: () => child.kill('SIGTERM'), rssBytes: () => rssOf(child.pid) };
}
