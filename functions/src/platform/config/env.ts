/**
 * The functions' configuration, read from environment variables once and checked with zod. Both
 * hosts set the same variables: the CDK API stack in AWS, the local host on this machine.
 */
import * as z from 'zod';

const envSchema = z.object({
  TABLE_NAME: z.string().min(1),
  /** 'local' (npm start), 'test' (npm test), or the deployed stage's name, e.g. 'production'. */
  STAGE: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .default('production'),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  /** Set only off AWS: DynamoDB Local, or LocalStack. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  /** Set only off AWS: the SES emulator, or LocalStack. */
  SES_ENDPOINT: z.url().optional(),
  /** The media bucket (menu photos): only the functions of media routes have it (functions/src/platform/media/media.ts). */
  MEDIA_BUCKET: z.string().min(1).optional(),
  /** The media bucket's region (us-east-1, beside CloudFront) when the functions run in another. */
  MEDIA_BUCKET_REGION: z.string().min(1).optional(),
  /** Set only off AWS: s3rver (functions/local/s3-local.ts), addressed path-style. */
  S3_ENDPOINT: z.url().optional(),
  /** The largest export answered inline (default 1 MB, reports/use-cases/sales-report.ts); the test stack sets a few KB. */
  EXPORT_INLINE_MAX_BYTES: z.coerce.number().int().positive().optional(),
  /** The session-signing secret itself: only on the local host and in tests. */
  SESSION_SECRET: z.string().min(32).optional(),
  /** In AWS: the name of the SSM SecureString parameter holding the session-signing secret. */
  SESSION_SECRET_PARAMETER: z.string().min(1).optional(),
  /** The address e-mails come from (a verified SES identity in AWS). */
  FROM_EMAIL: z.email().default('hello@spices-kitchen.example'),
  /** Who receives enquiries and new orders. */
  OWNER_EMAIL: z.email().default('owner@spices-kitchen.example'),
  /** The shop's origin for links in e-mails the stream sends (no request to read it from). */
  SITE_ORIGIN: z
    .url()
    .default('http://localhost:8800')
    .transform((origin) => origin.replace(/\/+$/, '')),
  /** Who checks the contact forms' robot-check tokens: Google reCAPTCHA, or the local test provider (never on a deployed stage). */
  ROBOT_CHECK_PROVIDER: z.enum(['recaptcha', 'local']).default('recaptcha'),
  /** The reCAPTCHA secret itself: only for running the API off AWS against Google. */
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  /** In AWS: the name of the SSM SecureString parameter holding the reCAPTCHA secret. */
  RECAPTCHA_SECRET_PARAMETER: z.string().min(1).optional(),
  /** Card payments (payments/store/card-payment-settings.ts): the Stripe secret key and webhook secret themselves, off AWS only (test mode). */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** In AWS: the names of the SSM SecureString parameters holding them. */
  STRIPE_SECRET_KEY_PARAMETER: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET_PARAMETER: z.string().min(1).optional(),
  /** Off AWS only: the local Stripe-compatible service's origin (docs/local-stripe.md). */
  STRIPE_API_URL: z.url().optional(),
  /** In AWS, the pages publisher only (functions/src/pages/use-cases/publish-bucket.ts): the site bucket, its region and CloudFront's routing function. */
  SITE_BUCKET: z.string().min(1).optional(),
  SITE_BUCKET_REGION: z.string().min(1).optional(),
  SITE_ROUTING_FUNCTION: z.string().min(1).optional(),
  /**
   * The postal address every offer e-mail carries (CAN-SPAM: a street address or a registered P.O. box); none: the
   * kitchen's own address (platform/config/business.ts). A deployed stage sets it from the \`postalAddress\` context.
   */
  OFFER_MAIL_POSTAL_ADDRESS: z.string().trim().min(10).max(200).optional(),
  /** In AWS: the SES configuration set offer e-mails are sent with, whose event destination records opens (none: opens are not known). */
  OFFER_MAIL_CONFIGURATION_SET: z.string().min(1).optional(),
  /** The function a scheduled order's reminder timer calls (messaging/use-cases/order-reminders.ts); none: no reminders. */
  ORDER_REMINDER_TARGET_ARN: z.string().min(1).optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Local and test stages may use the local test providers (robot check, e-mail emulator); AWS stages never. */
export function isDeployedStage(stage: string = env().STAGE): boolean {
  return stage !== 'local' && stage !== 'test';
}

let cached: Env | undefined;

/**
 * A link into the shop for an e-mail, e.g. shopUrl('/login'). Built from the configured origin
 * alone, never from a request's Host or X-Forwarded-Host, which a client can forge.
 */
export function shopUrl(path: `/${string}`): string {
  return `${env().SITE_ORIGIN}/spices${path}`;
}

/** The parsed environment; a missing or malformed variable fails loudly at the first use. */
export function env(): Env {
  cached ??= envSchema.parse(process.env);
  return cached;
}
