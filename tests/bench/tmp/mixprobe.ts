import { runMix } from '../mixed-load.ts';
import { startHelloWorld } from '../hello-world.ts';
const hello = await startHelloWorld();
const world = { students: Array.from({ length: 2000 }, (_, i) => ({ token: 't' + i, conversationId: 'c' + i })), postIds: ['p1', 'p2'], hashtags: ['x'] };
const r = await runMix({ baseUrls: [hello.url], world, connections: 100, seconds: 5 });
console.log(r.rps, r.p50, r.p99, r.errors);
hello.stop();
process.exit(0);
