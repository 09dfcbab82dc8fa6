/* Conditional and partial GETs of stored bytes: ETag / If-None-Match, Range / If-Range. */
import type { ByteRange } from '../../lib/storage.ts';
import { HttpError } from '../../lib/http-error.ts';

/** Whether an If-None-Match header names this (strong) ETag; weak forms compare equal, as GET allows. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

const rangeNotSatisfiable = (size: number) =>
  new HttpError(416, 'RANGE_NOT_SATISFIABLE', 'The requested range is past the end of the file.', { 'Content-Range': `bytes */${size}` });

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * The one range of `size` bytes a Range header asks for; undefined for the whole (no header,
 * several ranges, or one we may ignore). A range starting past the end is a 416.
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | undefined {
  const match = header ? SINGLE_RANGE.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '') {
    if (last === '') return undefined;
    const suffix = Number(last);
    if (suffix === 0) throw rangeNotSatisfiable(size);
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) throw rangeNotSatisfiable(size);
  if (end < start) return undefined; // not a valid range: ignored, as RFC 9110 says
  return { start, end };
}
