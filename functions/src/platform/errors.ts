/**
 * Typed failures the domain and the services raise, by what went wrong (the code), never by HTTP
 * status: the error middleware decides the status of each code (platform/http/errors.ts) and answers
 * with the one error body; anything else is an unexpected 500.
 */
import type { ErrorCode } from './contract/error.ts';

export type ErrorDetail = { path: string; message: string };

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    /** Extra answer headers, e.g. Retry-After with TOO_MANY_REQUESTS. */
    readonly headers?: Record<string, string>,
    /** A write that lost to another's: the thing as it is now (e.g. the order), shaped for the answer. */
    readonly current?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const validationError = (message: string, details?: ErrorDetail[]) => new AppError('VALIDATION', message, details);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string, details?: ErrorDetail[]) => new AppError('CONFLICT', message, details);
/** A 409 carrying the thing as it is now, so the screen shows it without reading it again. */
export const conflictWithCurrent = (message: string, current: unknown) => new AppError('CONFLICT', message, undefined, undefined, current);
export const unauthorized = (message = 'Not logged in!') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
