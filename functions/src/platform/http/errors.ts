/** Maps any thrown value to an AppError, each error code to its HTTP status, and builds the one error body. */
import type { ErrorBody, ErrorCode } from '../contract/error.ts';
import { AppError } from '../errors.ts';

type MiddyHttpError = Error & { statusCode?: number; expose?: boolean };

/** The HTTP status of each error code: decided here, at the edge, not by the code that raised it. */
export const statusOfCode: Record<ErrorCode, number> = {
  VALIDATION: 400,
  BAD_JSON: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UPSTREAM: 502,
};

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const httpError = error as MiddyHttpError | undefined;
  // Errors raised by middy's body parser (createError from @middy/util).
  if (httpError && typeof httpError.statusCode === 'number' && httpError.statusCode < 500) {
    if (/malformed JSON/i.test(httpError.message)) return new AppError('BAD_JSON', 'The request body is not valid JSON.');
    if (httpError.statusCode === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE', 'The request body must be JSON (Content-Type: application/json).');
    return new AppError('VALIDATION', httpError.message);
  }
  return new AppError('INTERNAL', 'Something went wrong on our side. Please try again.');
}

export function errorBody(error: AppError, requestId?: string): ErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.details?.length ? { details: error.details } : {}),
      ...(error.current !== undefined ? { current: error.current } : {}),
      ...(requestId ? { requestId } : {}),
    },
  };
}
