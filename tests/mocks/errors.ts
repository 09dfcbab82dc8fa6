import { HttpResponse } from 'msw';
import { apiErrorSchema } from '../../src/contract/common.ts';

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** An error response in the contract's one error shape. */
export function apiError(statusCode: number, code: string, message: string) {
  const body = apiErrorSchema.parse({ statusCode, error: reasons[statusCode] ?? 'Error', code, message });
  return HttpResponse.json(body, { status: statusCode });
}

export const unauthenticated = () => apiError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
