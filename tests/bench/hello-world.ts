import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import Fastify from 'fastify';

/** The yardstick: a bare Fastify hello-world in its own process, like the app will be. */
export async function startHelloWorld(): Promise<{ url: string; stop: () => void }> {
  const child: ChildProcess = fork(new URL(import.meta.url), ['--serve'], { execArgv: ['--import', 'tsx'] });
  const [port] = (await once(child, 'message')) as [number];
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

if (process.argv.includes('--serve')) {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.(typeof address === 'object' && address ? address.port : 0);
}
