/**
 * How a customer hears about their orders besides e-mail (docs/business-rules.md#customer-updates): texts, with the
 * consent US carriers require, and Web Push on the customer's own devices. Shared with the web: checkout shows the
 * consent words, the account's settings and the order's page read and change these.
 */
import * as z from 'zod';
import { business } from '../../platform/config/business.ts';
import type { PushEndpointOptions } from '../../platform/contract/push-endpoint.ts';
import { pushSubscriptionSchema } from '../../platform/contract/push-subscription.ts';

/**
 * The words beside "Text me about this order", exactly as shown and as kept with the consent (what is sent, how often,
 * rates, STOP and HELP: what carriers and the TCPA ask a consent to say). A change of words is a new consent.
 */
export const textConsentWords = `${business.name} will text this number about this order: when the kitchen accepts it, when it is ready or on its way, if it changes or is cancelled, and a reminder before a scheduled order (up to 6 texts an order; never marketing). Message and data rates may apply. Reply STOP to stop, HELP for help.`;

/** Where a consent was given: the page that showed the words. */
export const consentPages = ['/order/schedule', '/account/notifications'] as const;
export type ConsentPage = (typeof consentPages)[number];

export const customerUpdateLimits = { devices: { max: 10, labelMax: 60 } } as const;

/** A device of the customer's that takes their order's updates (its subscription stays on the server). */
export const customerDeviceSchema = z.object({ deviceId: z.string(), label: z.string(), addedAt: z.string() });
export type CustomerDevice = z.infer<typeof customerDeviceSchema>;

/** GET /account/notifications: where the customer is told, and what this stage can send. */
export const notificationsAnswerSchema = z.object({
  texts: z.object({
    /** Texts about each order by default (checkout starts ticked); each order keeps its own consent. */
    on: z.boolean(),
    /** The account's phone (E.164) the texts go to; null without one. */
    phone: z.string().nullable(),
    /** The number replied STOP: no text goes to it until it replies START (or the customer turns texts on again). */
    stopped: z.boolean(),
  }),
  devices: z.array(customerDeviceSchema),
  channels: z.object({ texts: z.boolean(), push: z.boolean() }),
  /** The VAPID public key a device subscribes with (absent when push is not set up). */
  applicationServerKey: z.string().optional(),
  /** Locally only: where the page takes its subscription (docs/local-push.md). */
  localPushOrigin: z.string().optional(),
});
export type NotificationsAnswer = z.infer<typeof notificationsAnswerSchema>;

/** PUT /account/notifications: texts on or off for the account's phone (on keeps the consent words shown there). */
export const notificationsSaveSchema = z.strictObject({ texts: z.boolean() });
export type NotificationsSave = z.infer<typeof notificationsSaveSchema>;

/** POST /account/notifications/devices: this device's subscription (checked before anything is stored) and its name. */
export function customerDeviceRequestSchemaFor(options: PushEndpointOptions = {}) {
  return z.strictObject({
    subscription: pushSubscriptionSchema(options),
    label: z
      .string()
      .trim()
      .min(1, 'Name this device')
      .max(customerUpdateLimits.devices.labelMax, `At most ${customerUpdateLimits.devices.labelMax} characters`),
  });
}
export const customerDeviceRequestSchema = customerDeviceRequestSchemaFor();
export type CustomerDeviceRequest = z.input<typeof customerDeviceRequestSchema>;

/** POST /account/notifications/devices's answer: the device as listed (a subscription already known answers its device). */
export const customerDeviceAnswerSchema = z.object({ device: customerDeviceSchema });
export type CustomerDeviceAnswer = z.infer<typeof customerDeviceAnswerSchema>;

export const customerDevicePathSchema = z.strictObject({ deviceId: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Must be a device id') });

/** What a push to a customer's device carries (the service worker shows it and opens `url` on a tap). */
export const customerPushPayloadSchema = z.object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string() });
export type CustomerPushPayload = z.infer<typeof customerPushPayloadSchema>;
