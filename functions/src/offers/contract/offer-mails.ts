/**
 * The owner's offer e-mails (docs/business-rules.md#offer-e-mails): what the owner writes (a subject, plain text,
 * and an offer to feature), the preview the server renders from it, and each e-mail's progress once sent. Shared
 * with the web's compose screen, so the owner is told at once what the server would refuse.
 *
 * The owner's text is plain text: the shop lays it out and escapes it (never HTML from the request).
 */
import * as z from 'zod';

export const offerMailLimits = {
  subject: { min: 3, max: 120 },
  body: { min: 10, max: 5_000 },
  mailIdLength: 26,
} as const;

/** A ULID, made by the compose screen when it opens, so a send repeated (a double click, a retry after a lost answer) sends once. */
export const offerMailIdSchema = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Must be an e-mail id');

/** What the owner writes: the subject, the text (paragraphs are its lines), and an offer code to feature (its words and code). */
export const offerMailDraftSchema = z.strictObject({
  subject: z
    .string()
    .trim()
    .min(offerMailLimits.subject.min, `A subject has at least ${offerMailLimits.subject.min} characters`)
    .max(offerMailLimits.subject.max, `A subject has at most ${offerMailLimits.subject.max} characters`)
    .refine((subject) => !/[\r\n]/.test(subject), 'A subject is one line'),
  body: z
    .string()
    .trim()
    .min(offerMailLimits.body.min, `Write at least ${offerMailLimits.body.min} characters`)
    .max(offerMailLimits.body.max, `At most ${offerMailLimits.body.max.toLocaleString('en-US')} characters`),
  /** The offer featured (a code offer, live or scheduled); null: none. */
  offerId: z
    .string()
    .regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Must be an offer id')
    .nullable(),
});
export type OfferMailDraft = z.infer<typeof offerMailDraftSchema>;

/** POST /owner/offer-mails/preview: the draft; answers the e-mail as a subscriber would get it. */
export const offerMailPreviewRequestSchema = offerMailDraftSchema;
export const offerMailPreviewSchema = z.strictObject({ subject: z.string(), html: z.string(), text: z.string() });
export type OfferMailPreview = z.infer<typeof offerMailPreviewSchema>;

/** POST /owner/offer-mails: the draft and its id, sent to every subscriber now. */
export const offerMailSendRequestSchema = z.strictObject({ mailId: offerMailIdSchema, ...offerMailDraftSchema.shape });
export type OfferMailSendRequest = z.infer<typeof offerMailSendRequestSchema>;

/** 'sending': its queue is being drained; 'sent': nothing is left queued. */
export const offerMailStates = ['sending', 'sent'] as const;

/** An offer e-mail as the owner's list shows it: what was sent, to how many, and how far it has gone. */
export const offerMailSchema = z.strictObject({
  mailId: offerMailIdSchema,
  subject: z.string(),
  body: z.string(),
  offerId: z.string().nullable(),
  /** The featured offer's code and words when it was sent (the offer may change later). */
  offer: z.strictObject({ code: z.string(), words: z.string() }).nullable(),
  state: z.enum(offerMailStates),
  createdAt: z.string(),
  finishedAt: z.string().optional(),
  /** Subscribers it was queued for; of them: sent, skipped (unsubscribed before their turn, or no longer a customer), failed (SES refused). */
  recipients: z.number().int().min(0),
  sent: z.number().int().min(0),
  skipped: z.number().int().min(0),
  failed: z.number().int().min(0),
  /** Opened at least once, as far as SES can tell (images shown); 0 when opens are not tracked. */
  opened: z.number().int().min(0),
});
export type OfferMail = z.infer<typeof offerMailSchema>;

/** GET /owner/offer-mails: the e-mails, newest first, how many would receive one now, and the sending rate used. */
export const ownerOfferMailsAnswerSchema = z.strictObject({
  mails: z.array(offerMailSchema),
  subscribers: z.number().int().min(0),
  /** Whether opens are recorded on this stage (an SES configuration set with an event destination). */
  opensTracked: z.boolean(),
});
export type OwnerOfferMailsAnswer = z.infer<typeof ownerOfferMailsAnswerSchema>;

/** POST /owner/offer-mails (201, or 200 when the same id was sent before): the e-mail as it stands. */
export const ownerOfferMailAnswerSchema = z.strictObject({ mail: offerMailSchema });
export type OwnerOfferMailAnswer = z.infer<typeof ownerOfferMailAnswerSchema>;
