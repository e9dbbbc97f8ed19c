/**
 * The body a browser sends to register for pushes: its PushSubscription as `subscription.toJSON()` writes it
 * (`{ endpoint, expirationTime, keys: { p256dh, auth } }`), checked by ./push-endpoint.ts before the server stores it
 * (docs/local-push.md#the-subscription-check). A refusal is one zod issue on the field at fault, so the API's one
 * error shape names it.
 */
import * as z from 'zod';
import { checkPushSubscription, pushEndpointMaxLength, type PushEndpointOptions } from './push-endpoint.ts';

const shapeSchema = z.strictObject({
  // The check itself says "at most 1024 characters"; this bound only keeps a huge string from being parsed at all.
  endpoint: z
    .string()
    .min(1, 'Push endpoint is required')
    .max(pushEndpointMaxLength * 4, `Push endpoint must be at most ${pushEndpointMaxLength} characters`),
  expirationTime: z.number().int().nonnegative().nullable().default(null),
  keys: z.strictObject({
    p256dh: z.string().min(1, 'Push key p256dh is required').max(1024),
    auth: z.string().min(1, 'Push key auth is required').max(1024),
  }),
});

/**
 * The subscription schema. The API builds it with the local push stand-in's origin off AWS (LOCAL_PUSH_ORIGIN), so
 * the local page's subscriptions pass there; with no options it takes browser push services only.
 */
export function pushSubscriptionSchema(options: PushEndpointOptions = {}) {
  return shapeSchema.transform((value, context) => {
    const checked = checkPushSubscription(value, options);
    if (!checked.ok) {
      context.addIssue({ code: 'custom', path: checked.field.split('.'), message: checked.reason });
      return z.NEVER;
    }
    return { ...checked.subscription, expirationTime: value.expirationTime };
  });
}

/** A subscription as the server keeps it and posts to. */
export type PushSubscriptionBody = z.output<ReturnType<typeof pushSubscriptionSchema>>;
