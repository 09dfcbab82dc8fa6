/*
 * The uploads under way, for every folder: each file's progress and state, outside React so
 * that leaving a folder neither stops its uploads nor loses their progress. Small files go in
 * one multipart request each; larger ones through tus (api/resumable-upload.ts). An upload cut
 * off while the browser is offline carries on by itself once it is back online. A finished
 * upload adds its file to the folder's cache.
 */
import type { QueryClient } from '@tanstack/react-query';
import { ALLOWED_FILE_EXTENSIONS, RESUMABLE_UPLOAD_THRESHOLD_BYTES, fileExtensionOf, type FileItem } from '../../../../contract/files.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { formatBytes } from '../../../lib/bytes.ts';
import { addCachedFiles } from '../api/folder-cache.ts';
import { fileKeys } from '../api/keys.ts';
import { discardUnfinishedUpload, findUnfinishedUploads, startResumableUpload, type ResumableUpload, type UnfinishedUpload } from '../api/resumable-upload.ts';
import { uploadFile } from '../api/upload-file.ts';

/** `offline`: waiting for the connection; `unfinished`: begun before a reload, the file must be chosen again. */
export type UploadStatus = 'uploading' | 'offline' | 'done' | 'failed' | 'unfinished';

export type UploadEntry = {
  id: string;
  folderId: string;
  name: string;
  size: number;
  sent: number;
  status: UploadStatus;
  error?: string;
  /**
   * Whether sending it again could work: true after a lost connection, a 5xx or a 429; false for
   * a file refused before sending (its type, empty) or by the server (4xx: too large, content
   * not matching its type), which the same file would meet again.
   */
  retryable: boolean;
  /** The files a finished upload made, when its answer could be read. */
  fileIds?: string[];
};

type Control = { cancel?: () => void; retry?: () => void; stopWaiting?: () => void; unfinished?: UnfinishedUpload };

export const NOT_ALLOWED_MESSAGE = 'This file type cannot be uploaded. Allowed: PDF, images, Word, PowerPoint, Excel, text and Markdown.';
export const EMPTY_FILE_MESSAGE = 'This file is empty.';

let entries: UploadEntry[] = [];
const controls = new Map<string, Control>();
const listeners = new Set<() => void>();
let counter = 0;

function emit(): void {
  for (const listener of listeners) listener();
}

function put(entry: UploadEntry): void {
  entries = entries.some((item) => item.id === entry.id) ? entries.map((item) => (item.id === entry.id ? entry : item)) : [...entries, entry];
  emit();
}

function patch(id: string, changes: Partial<UploadEntry>): void {
  if (!entries.some((item) => item.id === id)) return;
  entries = entries.map((item) => (item.id === id ? { ...item, ...changes } : item));
  emit();
}

const entryOf = (id: string) => entries.find((item) => item.id === id);
function control(id: string): Control {
  let found = controls.get(id);
  if (!found) {
    found = {};
    controls.set(id, found);
  }
  return found;
}

export function subscribeUploads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const uploadsSnapshot = (): UploadEntry[] => entries;

function refusalOf(file: File): string | undefined {
  if (!(ALLOWED_FILE_EXTENSIONS as readonly string[]).includes(fileExtensionOf(file.name))) return NOT_ALLOWED_MESSAGE;
  if (file.size === 0) return EMPTY_FILE_MESSAGE;
  return undefined;
}

const failureText = (error: unknown) => (isApiError(error, 0) ? error.message : errorMessage(error, catalogue.error));

/**
 * A failure that may pass if tried again: no answer (a cut connection, or the upload code not
 * loading), a timeout, too many requests, or the server's own fault. Any other answer (4xx) is
 * a refusal of this file that sending it again would meet again.
 */
function canRetry(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** Offline, a failed upload waits for the connection and goes on; otherwise (or when refused) it fails with the reason. */
function fail(id: string, error: unknown): void {
  const entry = entryOf(id);
  if (!entry || entry.status === 'done') return;
  const retryable = canRetry(error);
  if (navigator.onLine || !retryable) return patch(id, { status: 'failed', error: failureText(error), retryable });
  patch(id, { status: 'offline', error: undefined });
  const current = control(id);
  current.stopWaiting?.();
  const resume = () => retryUpload(id);
  window.addEventListener('online', resume, { once: true });
  current.stopWaiting = () => window.removeEventListener('online', resume);
}

function succeed(queryClient: QueryClient, id: string, folderId: string, items: FileItem[] | null): void {
  const entry = entryOf(id);
  if (!entry) return;
  if (items) addCachedFiles(queryClient, folderId, items);
  // The answer could not be read: the folder's lists are asked for again.
  else void queryClient.invalidateQueries({ queryKey: fileKeys.all });
  patch(id, { status: 'done', sent: entry.size, error: undefined, fileIds: items?.map((item) => item.id) });
  const { unfinished } = control(id);
  // Picked again after a reload, the file may have started afresh: the old upload is not offered again.
  if (unfinished) void discardUnfinishedUpload(unfinished);
  controls.delete(id);
}

function runMultipart(queryClient: QueryClient, id: string, folderId: string, file: File): void {
  const abort = new AbortController();
  Object.assign(control(id), { cancel: () => abort.abort(), retry: () => runMultipart(queryClient, id, folderId, file) });
  patch(id, { status: 'uploading', sent: 0, error: undefined, retryable: true });
  // The request is a little larger than the file (the multipart framing): progress is its share.
  const onProgress = (loaded: number, total: number) => patch(id, { sent: total > 0 ? Math.round((loaded / total) * file.size) : loaded });
  uploadFile(folderId, file, { signal: abort.signal, onProgress }).then(
    ({ items }) => succeed(queryClient, id, folderId, items),
    (error: unknown) => (abort.signal.aborted ? undefined : fail(id, error)),
  );
}

function runResumable(queryClient: QueryClient, id: string, folderId: string, file: File): void {
  let handle: ResumableUpload | undefined;
  let cancelled = false;
  Object.assign(control(id), {
    cancel: () => {
      cancelled = true;
      void handle?.cancel();
    },
    retry: () => {
      // Until tus is loaded there is nothing to resume: start again.
      if (!handle) return runResumable(queryClient, id, folderId, file);
      patch(id, { status: 'uploading', error: undefined });
      handle.retry();
    },
  });
  patch(id, { status: 'uploading', error: undefined, retryable: true });
  startResumableUpload(folderId, file, {
    onProgress: (sent) => patch(id, { status: 'uploading', sent }),
    onSuccess: (item) => succeed(queryClient, id, folderId, item ? [item] : null),
    onError: (error) => fail(id, error),
  }).then(
    (started) => {
      handle = started;
      if (cancelled) void started.cancel();
    },
    (error: unknown) => fail(id, error),
  );
}

/** Uploads each file into the folder; a file chosen again after a reload takes over its unfinished upload. */
export function startUploads(queryClient: QueryClient, folderId: string, files: File[]): void {
  for (const file of files) {
    const unfinished = entries.find((item) => item.status === 'unfinished' && item.folderId === folderId && item.name === file.name && item.size === file.size);
    const id = unfinished?.id ?? `upload-${++counter}`;
    put({ id, folderId, name: file.name, size: file.size, sent: 0, status: 'uploading', retryable: false });
    const refusal = refusalOf(file);
    if (refusal) patch(id, { status: 'failed', error: refusal });
    else if (file.size > RESUMABLE_UPLOAD_THRESHOLD_BYTES) runResumable(queryClient, id, folderId, file);
    else runMultipart(queryClient, id, folderId, file);
  }
}

/** Resumes an unfinished upload with its file chosen again; another file is refused. */
export function resumeUnfinished(queryClient: QueryClient, id: string, file: File): void {
  const entry = entryOf(id);
  if (!entry) return;
  if (file.name !== entry.name || file.size !== entry.size) {
    return patch(id, { error: `Choose "${entry.name}" (${formatBytes(entry.size)}) to resume this upload.` });
  }
  startUploads(queryClient, entry.folderId, [file]);
}

export function retryUpload(id: string): void {
  const current = controls.get(id);
  current?.stopWaiting?.();
  current?.retry?.();
}

/** Stops an upload under way (the server forgets it too), or forgets a finished, failed or unfinished one. */
export function removeUpload(id: string): void {
  const current = control(id);
  current.stopWaiting?.();
  current.cancel?.();
  // Begun before a reload: the server and this browser forget that upload too (if it was resumed, it is gone already).
  if (current.unfinished) void discardUnfinishedUpload(current.unfinished);
  controls.delete(id);
  entries = entries.filter((item) => item.id !== id);
  emit();
}

/** A file deleted from its folder: the finished upload that made it no longer claims it. */
export function forgetUploadOf(fileId: string): void {
  const before = entries.length;
  entries = entries.filter((item) => !(item.status === 'done' && item.fileIds?.includes(fileId)));
  if (entries.length !== before) emit();
}

/** Lists the uploads this browser began in the folder before a reload and did not finish, once each. */
export async function offerUnfinishedUploads(folderId: string): Promise<void> {
  const found = await findUnfinishedUploads(folderId).catch(() => []);
  for (const upload of found) {
    const known = entries.some(
      (item) => item.folderId === folderId && (controls.get(item.id)?.unfinished?.key === upload.key || (item.status !== 'done' && item.name === upload.name && item.size === upload.size)),
    );
    if (known) continue;
    const id = `upload-${++counter}`;
    control(id).unfinished = upload;
    put({ id, folderId, name: upload.name, size: upload.size, sent: 0, status: 'unfinished', retryable: false });
  }
}

/** Forgets every upload without stopping any: for tests, between renders of the app. */
export function resetUploads(): void {
  entries = [];
  controls.clear();
  emit();
}
