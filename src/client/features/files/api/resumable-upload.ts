/*
 * Uploads over RESUMABLE_UPLOAD_THRESHOLD_BYTES go through tus (/api/v1/uploads) with
 * tus-js-client, loaded only when one starts. What the server has is kept: a dropped
 * connection is retried from the server's offset, and the upload's address is stored
 * (localStorage, by the file's fingerprint) so that after a reload the same file picked again
 * carries on where it stopped. The last PATCH answers the FileItem.
 */
import type { DetailedError, PreviousUpload, UploadOptions } from 'tus-js-client';
import type { Endpoint } from '../../../../contract/endpoints.ts';
import { RESUMABLE_UPLOAD_METADATA, RESUMABLE_UPLOAD_PATH, fileItemSchema, type FileItem } from '../../../../contract/files.ts';
import { apiErrorOf, csrfHeaders, networkError, reportApiError, type ApiError } from '../../../lib/api-client.ts';

const loadTus = () => import('tus-js-client');

/** Small enough that a chunk gets through a patchy mobile connection, large enough to keep requests few. */
const CHUNK_BYTES = 2 * 1024 * 1024;
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];
const resumableEndpoint: Endpoint = { method: 'patch', path: RESUMABLE_UPLOAD_PATH };

function baseOptions(): UploadOptions {
  return {
    endpoint: new URL(RESUMABLE_UPLOAD_PATH, window.location.href).href,
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onBeforeRequest: (request) => {
      for (const [name, value] of Object.entries(csrfHeaders(request.getMethod()))) request.setHeader(name, value);
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function toApiError(error: Error | DetailedError): ApiError {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) return networkError();
  return reportApiError(resumableEndpoint, apiErrorOf(response.getStatus(), '', parseJson(response.getBody())));
}

const inFolder = (folderId: string) => (upload: PreviousUpload) => upload.metadata[RESUMABLE_UPLOAD_METADATA.folderId] === folderId && !!upload.uploadUrl;
const newestFirst = (a: PreviousUpload, b: PreviousUpload) => b.creationTime.localeCompare(a.creationTime);

export type ResumableCallbacks = {
  onProgress: (sent: number, total: number) => void;
  /** The saved file, or null when the answer could not be read. */
  onSuccess: (item: FileItem | null) => void;
  /** After tus's own retries; `retry` carries on from what the server has. */
  onError: (error: ApiError) => void;
};

export type ResumableUpload = { retry: () => void; cancel: () => Promise<void> };

/** Starts (or, when this browser began the same file in this folder before, resumes) a tus upload. */
export async function startResumableUpload(folderId: string, file: File, callbacks: ResumableCallbacks): Promise<ResumableUpload> {
  const tus = await loadTus();
  const upload = new tus.Upload(file, {
    ...baseOptions(),
    metadata: { [RESUMABLE_UPLOAD_METADATA.folderId]: folderId, [RESUMABLE_UPLOAD_METADATA.filename]: file.name },
    onProgress: callbacks.onProgress,
    onSuccess: ({ lastResponse }) => {
      const parsed = fileItemSchema.safeParse(parseJson(lastResponse.getBody()));
      callbacks.onSuccess(parsed.success ? parsed.data : null);
    },
    onError: (error) => callbacks.onError(toApiError(error)),
  });

  const [previous] = (await upload.findPreviousUploads()).filter(inFolder(folderId)).sort(newestFirst);
  if (previous) upload.resumeFromPreviousUpload(previous);
  upload.start();

  return {
    retry: () => upload.start(),
    cancel: async () => {
      const url = upload.url;
      // Offline, the server cannot be told; this browser at least stops offering to resume it.
      await upload.abort(true).catch(() => forgetStoredUploads((stored) => stored.uploadUrl === url));
    },
  };
}

/** An upload this browser started in a folder and did not finish (seen after a reload). */
export type UnfinishedUpload = { key: string; uploadUrl: string; name: string; size: number };

// tus-js-client stores each upload under a key starting "tus::": with none, it need not load.
function hasStoredUploads(): boolean {
  try {
    return Object.keys(window.localStorage).some((key) => key.startsWith('tus::'));
  } catch {
    return false;
  }
}

export async function findUnfinishedUploads(folderId: string): Promise<UnfinishedUpload[]> {
  if (!hasStoredUploads()) return [];
  const { defaultOptions } = await loadTus();
  const stored = await defaultOptions.urlStorage.findAllUploads();
  return stored
    .filter(inFolder(folderId))
    .sort(newestFirst)
    .map((upload) => ({
      key: upload.urlStorageKey,
      uploadUrl: upload.uploadUrl ?? '',
      name: upload.metadata[RESUMABLE_UPLOAD_METADATA.filename] ?? 'Unnamed file',
      size: upload.size ?? 0,
    }));
}

async function forgetStoredUploads(match: (upload: PreviousUpload) => boolean): Promise<void> {
  const { defaultOptions } = await loadTus();
  const stored = await defaultOptions.urlStorage.findAllUploads();
  await Promise.all(stored.filter(match).map((upload) => defaultOptions.urlStorage.removeUpload(upload.urlStorageKey)));
}

/** Ends an unfinished upload on the server (if it can be reached) and forgets it here. */
export async function discardUnfinishedUpload(upload: UnfinishedUpload): Promise<void> {
  const tus = await loadTus();
  await tus.Upload.terminate(upload.uploadUrl, { ...baseOptions(), retryDelays: null }).catch(() => undefined);
  await forgetStoredUploads((stored) => stored.urlStorageKey === upload.key);
}
