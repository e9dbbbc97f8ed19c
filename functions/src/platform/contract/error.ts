/** The one error body every call answers with on failure. */
import * as z from 'zod';

export const errorCodeSchema = z.enum([
  'VALIDATION',
  'BAD_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  /** The card provider (Stripe) did not answer or refused unexpectedly: nothing was changed, try again. */
  'UPSTREAM',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    /** A 409 of a write that lost to another's: the thing as it is now (POST /owner/orders/{orderId}/status: the order). */
    current: z.unknown().optional(),
    requestId: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
