/* Every refusal on /uploads in the contract's error shape, whether we or tus made it. */
import type { ApiError, ErrorCode } from '../../../contract/common.ts';
import { HttpError } from '../../lib/http-error.ts';
import { errorBody } from '../../plugins/errors.ts';

const INTERNAL_MESSAGE = 'Something went wrong on our side.';

const codeByStatus: Record<number, ErrorCode> = {
  403: 'VALIDATION_FAILED', // tus: a required header is missing
  404: 'NOT_FOUND',
  409: 'CONFLICT', // Upload-Offset is not where the upload stands
  410: 'NOT_FOUND', // expired
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

type TusError = { status_code: number; body: string };

const isTusError = (error: unknown): error is TusError =>
  typeof error === 'object' && error !== null && typeof (error as TusError).status_code === 'number' && typeof (error as TusError).body === 'string';

export function tusErrorBody(error: unknown, requestId: string | undefined): ApiError {
  if (error instanceof HttpError) {
    return errorBody(error.statusCode, error.code, error.message, error.details ? { details: error.details } : {});
  }
  if (isTusError(error) && error.status_code < 500) {
    const status = error.status_code === 403 ? 400 : error.status_code;
    return errorBody(status, codeByStatus[error.status_code] ?? 'VALIDATION_FAILED', error.body.trim() || 'The upload request is not valid.');
  }
  return errorBody(500, 'INTERNAL', INTERNAL_MESSAGE, requestId ? { requestId } : {});
}
