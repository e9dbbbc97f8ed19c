/**
 * The error every API call fails with. Kept apart from the client (which checks answers with zod)
 * so the query client's retry rule can recognise it without loading the schemas.
 */
import type { ErrorCode } from '@functions/platform/contract/error';

/** The server's codes, plus two of the client's own: no answer at all, or an answer of the wrong shape. */
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'BAD_RESPONSE';

export type ApiErrorDetail = { path: string; message: string };

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: ApiErrorDetail[];
  readonly requestId: string | undefined;
  /** From a 429's Retry-After header: how long until the server takes the request again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: { status: number; code: ApiErrorCode; message: string; details?: ApiErrorDetail[]; requestId?: string; retryAfterSeconds?: number }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.requestId = init.requestId;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
