/**
 * Typed failures the domain and the services raise, by what went wrong (the code), never by HTTP
 * status: the error middleware decides the status of each code (middleware/errors.ts) and answers
 * with the one error body; anything else is an unexpected 500.
 */
import type { ErrorCode } from '../contracts/error.ts';

export type ErrorDetail = { path: string; message: string };

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    /** Extra answer headers, e.g. Retry-After with TOO_MANY_REQUESTS. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const validationError = (message: string, details?: ErrorDetail[]) => new AppError('VALIDATION', message, details);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string, details?: ErrorDetail[]) => new AppError('CONFLICT', message, details);
export const unauthorized = (message = 'Not logged in!') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
