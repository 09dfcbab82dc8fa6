/*
 * A multipart upload that reports its progress. ky (fetch) cannot tell how much of a
 * request body has been sent, so this one request goes through XMLHttpRequest, with
 * everything else callApi gives: the csrf header, the contract's error body as an
 * ApiError, a 401 reported as a lost session, the answer parsed with the caller's schema.
 */
import type { z } from 'zod';
import { API_BASE_PATH, buildPath, type Endpoint, type PathParams } from '../../contract/endpoints.ts';
import { apiErrorOf, csrfHeaders, networkError, reportApiError } from './api-client.ts';

export type UploadProgress = (sent: number, total: number) => void;

type SendOptions<E extends Endpoint> = {
  params: PathParams<E['path']>;
  body: FormData;
  onProgress?: UploadProgress;
  /** Aborting rejects with a DOMException named AbortError. */
  signal?: AbortSignal;
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function sendWithProgress<E extends Endpoint, S extends z.ZodType>(endpoint: E, schema: S, options: SendOptions<E>): Promise<z.output<S>> {
  const { signal, onProgress } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The upload was cancelled.', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method.toUpperCase(), `${API_BASE_PATH}${buildPath(endpoint, options.params)}`);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(csrfHeaders(endpoint.method))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);

    xhr.onload = () => {
      settle();
      const body = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) return reject(reportApiError(endpoint, apiErrorOf(xhr.status, xhr.statusText, body)));
      const parsed = schema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(parsed.error);
    };
    xhr.onerror = () => {
      settle();
      reject(networkError());
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    xhr.send(options.body);
  });
}
