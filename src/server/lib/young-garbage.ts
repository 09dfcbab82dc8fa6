/*
 * Node copies every chunk of a request body into a fresh buffer, and V8 frees those only at
 * its next garbage collection, which a stream carrying few JavaScript objects rarely sets
 * off: a 25 MiB upload would leave about 25 MiB of spent chunks in memory for a while.
 * Streams of uploads count their bytes here, and every few MiB a minor GC (about a
 * millisecond) returns the spent chunks, so the process's memory stays flat while it streams.
 */
import { Transform } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const EVERY_BYTES = 2 * 1024 * 1024;

type Gc = (options: { type: 'minor'; execution: 'sync' }) => void;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as Gc;

/** A counter of streamed bytes that collects young garbage once per few MiB. */
export function youngGarbageCounter(): (bytes: number) => void {
  let sinceLast = 0;
  return (bytes) => {
    sinceLast += bytes;
    if (sinceLast < EVERY_BYTES) return;
    sinceLast = 0;
    gc({ type: 'minor', execution: 'sync' });
  };
}

/** A pass-through stream that counts what passes with youngGarbageCounter. */
export function youngGarbageCollecting(): Transform {
  const count = youngGarbageCounter();
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      count(chunk.length);
      done(null, chunk);
    },
  });
}
