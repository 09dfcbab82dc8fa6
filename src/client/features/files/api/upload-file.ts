import { endpoints } from '../../../../contract/endpoints.ts';
import { UPLOAD_FIELD, fileListSchema } from '../../../../contract/files.ts';
import { sendWithProgress, type UploadProgress } from '../../../lib/upload-request.ts';

type UploadOptions = { onProgress?: UploadProgress; signal?: AbortSignal };

/** One file in one multipart request, so each has its own progress and can be cancelled alone. */
export function uploadFile(folderId: string, file: File, { onProgress, signal }: UploadOptions = {}) {
  const body = new FormData();
  body.append(UPLOAD_FIELD, file, file.name);
  return sendWithProgress(endpoints.folders.upload, fileListSchema, { params: { folderId }, body, onProgress, signal });
}
