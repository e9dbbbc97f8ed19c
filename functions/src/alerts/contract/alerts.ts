/**
 * The kitchen's alerts (docs/business-rules.md#never-miss-an-order): the ladder each new order climbs until someone
 * accepts it (a push to the kitchen's devices at once, a text, a call, the customer told, the order given up), the
 * kitchen's numbers, auto-accept, and the devices that take push alerts. Shared with the web: the owner's settings
 * screen reads and saves these.
 */
import * as z from 'zod';
import { phoneSchema } from '../../platform/contract/phone.ts';
import type { PushEndpointOptions } from '../../platform/contract/push-endpoint.ts';
import { pushSubscriptionSchema } from '../../platform/contract/push-subscription.ts';

export const alertLimits = {
  kitchenPhones: { max: 3 },
  /** Minutes after the ladder starts; each step after the one before it. */
  minutes: { min: 1, max: 240 },
  /** A scheduled order is given up this long before its time at the latest. */
  beforeSlotMinutes: { min: 15, max: 24 * 60 },
  autoAcceptUpToCents: { min: 100, max: 100_000 },
  devices: { max: 12, labelMax: 60 },
} as const;

const minutesSchema = z
  .number()
  .int('Whole minutes')
  .min(alertLimits.minutes.min, `At least ${alertLimits.minutes.min} minute`)
  .max(alertLimits.minutes.max, `At most ${alertLimits.minutes.max} minutes`);

/** The ladder's steps after the push, in minutes from its start (docs/business-rules.md#the-ladder). */
export const ladderSchema = z
  .strictObject({
    textAfterMinutes: minutesSchema,
    callAfterMinutes: minutesSchema,
    tellCustomerAfterMinutes: minutesSchema,
    /** An order for as soon as possible is given up this long after its ladder started. */
    giveUpAfterMinutes: minutesSchema,
    /** A scheduled order is given up this long before its time (or at `giveUpAfterMinutes`, whichever is later). */
    giveUpBeforeSlotMinutes: z
      .number()
      .int('Whole minutes')
      .min(alertLimits.beforeSlotMinutes.min, `At least ${alertLimits.beforeSlotMinutes.min} minutes`)
      .max(alertLimits.beforeSlotMinutes.max, 'At most a day'),
  })
  .refine((ladder) => ladder.textAfterMinutes < ladder.callAfterMinutes, { message: 'The call comes after the text', path: ['callAfterMinutes'] })
  .refine((ladder) => ladder.callAfterMinutes < ladder.tellCustomerAfterMinutes, {
    message: 'The customer is told after the call',
    path: ['tellCustomerAfterMinutes'],
  })
  .refine((ladder) => ladder.tellCustomerAfterMinutes < ladder.giveUpAfterMinutes, {
    message: 'The order is given up after the customer is told',
    path: ['giveUpAfterMinutes'],
  });
export type Ladder = z.infer<typeof ladderSchema>;

/** Auto-accept (off by default): orders up to an amount, never catering, only while open and not paused. */
export const autoAcceptSchema = z.strictObject({
  enabled: z.boolean(),
  upToCents: z
    .number()
    .int('Whole cents')
    .min(alertLimits.autoAcceptUpToCents.min, 'At least $1.00')
    .max(alertLimits.autoAcceptUpToCents.max, 'At most $1,000.00'),
});
export type AutoAccept = z.infer<typeof autoAcceptSchema>;

/** The owner's alert settings as stored and read. */
export const alertSettingsSchema = z.object({
  /** The kitchen's numbers (E.164) texted and called; none: push and e-mail only. */
  kitchenPhones: z.array(z.string()),
  ladder: z.object({
    textAfterMinutes: z.number().int(),
    callAfterMinutes: z.number().int(),
    tellCustomerAfterMinutes: z.number().int(),
    giveUpAfterMinutes: z.number().int(),
    giveUpBeforeSlotMinutes: z.number().int(),
  }),
  autoAccept: z.object({ enabled: z.boolean(), upToCents: z.number().int() }),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

/** Ritual calls at 3 minutes and gives up at 10, ToGo escalates at 0, 5 and 10: ours text at 2, call at 5, tell at 10, give up at 20. */
export const defaultAlertSettings: AlertSettings = {
  kitchenPhones: [],
  ladder: { textAfterMinutes: 2, callAfterMinutes: 5, tellCustomerAfterMinutes: 10, giveUpAfterMinutes: 20, giveUpBeforeSlotMinutes: 60 },
  autoAccept: { enabled: false, upToCents: 5000 },
};

/** PUT /owner/alerts: the whole settings over the version the owner read. */
export const alertSettingsSaveSchema = z.strictObject({
  kitchenPhones: z
    .array(phoneSchema)
    .max(alertLimits.kitchenPhones.max, `At most ${alertLimits.kitchenPhones.max} numbers`)
    .refine((phones) => new Set(phones).size === phones.length, 'Each number once'),
  ladder: ladderSchema,
  autoAccept: autoAcceptSchema,
  version: z.number().int().min(0),
});
export type AlertSettingsSave = z.infer<typeof alertSettingsSaveSchema>;

/** A device that takes the kitchen's push alerts (its subscription stays on the server). */
export const alertDeviceSchema = z.object({
  deviceId: z.string(),
  label: z.string(),
  addedAt: z.string(),
  addedBy: z.string(),
  /** When "Send a test alert" last went to it. */
  testedAt: z.string().optional(),
});
export type AlertDevice = z.infer<typeof alertDeviceSchema>;

/**
 * POST /owner/alerts/devices: this device's subscription (the browser's to give, checked before anything is stored:
 * platform/contract/push-endpoint.ts) and a name the owner knows it by. Off AWS the API builds it with the local push
 * service's origin (docs/local-push.md).
 */
export function alertDeviceRequestSchemaFor(options: PushEndpointOptions = {}) {
  return z.strictObject({
    subscription: pushSubscriptionSchema(options),
    label: z.string().trim().min(1, 'Name this device').max(alertLimits.devices.labelMax, `At most ${alertLimits.devices.labelMax} characters`),
  });
}
export const alertDeviceRequestSchema = alertDeviceRequestSchemaFor();
export type AlertDeviceRequest = z.input<typeof alertDeviceRequestSchema>;
export type CheckedAlertDeviceRequest = z.output<typeof alertDeviceRequestSchema>;

export const alertDevicePathSchema = z.strictObject({ deviceId: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Must be a device id') });

/** GET /owner/alerts: the settings, their version, the devices, and which channels this stage can use. */
export const alertsAnswerSchema = z.object({
  settings: alertSettingsSchema,
  version: z.number().int(),
  devices: z.array(alertDeviceSchema),
  channels: z.object({
    /** Web Push is set up (VAPID keys): devices can turn alerts on. */
    push: z.boolean(),
    /** Texts and calls are set up (an origination number): without, the ladder pushes and e-mails only. */
    phone: z.boolean(),
  }),
  /** The VAPID public key a device subscribes with (absent when push is not set up). */
  applicationServerKey: z.string().optional(),
  /** Locally only: where the page takes its subscription (docs/local-push.md); in AWS the browser's PushManager gives it. */
  localPushService: z.string().optional(),
});
export type AlertsAnswer = z.infer<typeof alertsAnswerSchema>;
