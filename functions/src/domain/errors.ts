/**
 * Typed failures the domain and the handlers raise. The error middleware maps each to its status
 * and the one error body; anything else is an unexpected 500.
 */
import type { ErrorCode } from '../contracts/error.ts';

export type ErrorDetail = { path: string; message: string };

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const validationError = (message: string, details?: ErrorDetail[]) =>
  new AppError(400, 'VALIDATION', message, details);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, details?: ErrorDetail[]) => new AppError(409, 'CONFLICT', message, details);
export const unauthorized = (message = 'Not logged in!') => new AppError(401, 'UNAUTHORIZED', message);
