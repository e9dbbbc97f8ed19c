/** Maps any thrown value to an AppError and the one error body. */
import type { ErrorBody } from '../contracts/error.ts';
import { AppError } from '../domain/errors.ts';

type MiddyHttpError = Error & { statusCode?: number; expose?: boolean };

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const httpError = error as MiddyHttpError | undefined;
  // Errors raised by middy's body parser (createError from @middy/util).
  if (httpError && typeof httpError.statusCode === 'number' && httpError.statusCode < 500) {
    if (/malformed JSON/i.test(httpError.message)) {
      return new AppError(400, 'BAD_JSON', 'The request body is not valid JSON.');
    }
    if (httpError.statusCode === 415) {
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The request body must be JSON (Content-Type: application/json).');
    }
    return new AppError(400, 'VALIDATION', httpError.message);
  }
  return new AppError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
}

export function errorBody(error: AppError, requestId?: string): ErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.details?.length ? { details: error.details } : {}),
      ...(requestId ? { requestId } : {}),
    },
  };
}
