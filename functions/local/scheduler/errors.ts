/**
 * EventBridge Scheduler's errors as the SDK reads them (restJson1): the status, the type in the
 * `x-amzn-errortype` header and `{ "Message" }` in the body, so the SDK raises its own exception classes.
 */
export const errorStatuses = {
  ValidationException: 400,
  ResourceNotFoundException: 404,
  ConflictException: 409,
  InternalServerException: 500,
} as const;

export type SchedulerErrorType = keyof typeof errorStatuses;

export class SchedulerLocalError extends Error {
  override name = 'SchedulerLocalError';

  constructor(
    readonly type: SchedulerErrorType,
    message: string,
  ) {
    super(message);
  }

  get status(): number {
    return errorStatuses[this.type];
  }
}

export const validationError = (message: string) => new SchedulerLocalError('ValidationException', message);
export const notFoundError = (message: string) => new SchedulerLocalError('ResourceNotFoundException', message);
export const conflictError = (message: string) => new SchedulerLocalError('ConflictException', message);
