import { join } from 'node:path';
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Grant } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { type Queue } from 'aws-cdk-lib/aws-sqs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { tokenKeyPrefix } from '../../functions/src/platform/table/one-time-token-store.ts';
import { emailClaimPrefix, userKeyPrefix } from '../../functions/src/accounts/store/user.ts';
import { notificationMarkerPrefix, notifyStreamFilter } from '../../functions/src/mail/store/notification.ts';
import { quotePartition } from '../../functions/src/platform/table/keys.ts';
import { repoRoot } from '../../repo-paths.ts';
import { emailDeadLettersAlarm } from '../constructs/alarms.ts';
import { grantSendFrom, sendingIdentities } from '../constructs/sending-identity.ts';
import { shopFunction } from '../constructs/shop-function.ts';
import { offerMails, type OfferMails } from '../constructs/offer-mails.ts';
import { consumeTableStream } from '../constructs/stream-consumer.ts';

export type MailStackProps = StackProps & {
  /** The data stack's table, by its fixed name. */
  tableName: string;
  /** The table's stream (a cross-stack reference: its ARN carries a creation label, unlike the table's). */
  tableStreamArn: string;
  stage: string;
  /** Who receives enquiries and new orders. */
  ownerEmail: string;
  /** The SES identity the shop sends from. */
  fromEmail: string;
  /** The postal address offer e-mails carry (none: the kitchen's own). */
  postalAddress?: string | undefined;
  /** Name (not value) of the SSM SecureString parameter holding the session secret (the owner's links are signed with a key derived from it). */
  sessionSecretParameterName: string;
  /** The site's https origin for links in e-mails, e.g. https://shop.example.com (the distribution's domain without a custom one). */
  siteOrigin: string;
};

/** How the stream is read: what a failing record may cost before it goes to the dead-letter queue. */
export const notifyStreamSettings = {
  batchSize: 10,
  retryAttempts: 20,
  maxRecordAge: Duration.hours(6),
} as const;

/**
 * The stream's e-mails (the owner's, and the customers' order messages): the notify function on the table's stream (new items of the notified types
 * only), a dead-letter queue for records it could not deliver, and an alarm (to the data stack's alarm topic) when one lands there.
 */
export class MailStack extends Stack {
  readonly notifyFunction: NodejsFunction;
  readonly deadLetterQueue: Queue;
  readonly deadLettersAlarm: Alarm;
  /** The owner's offer e-mails: the drain, SES's configuration set and its events' function (infra/constructs/offer-mails.ts). */
  readonly offerMails: OfferMails;

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);

    const table = TableV2.fromTableAttributes(this, 'Table', { tableName: props.tableName, tableStreamArn: props.tableStreamArn });

    this.notifyFunction = shopFunction(this, 'Notify', {
      entry: join(repoRoot, 'functions', 'src', 'mail', 'handlers', 'notify.ts'),
      description: 'Table stream: e-mails the owner about new enquiries and orders, and customers about their orders',
      environment: {
        TABLE_NAME: props.tableName,
        STAGE: props.stage,
        OWNER_EMAIL: props.ownerEmail,
        FROM_EMAIL: props.fromEmail,
        SESSION_SECRET_PARAMETER: props.sessionSecretParameterName,
        SITE_ORIGIN: props.siteOrigin,
      },
    });

    // The owner's action links are signed in the e-mail: the function reads the session secret (through the extension).
    const sessionSecret = StringParameter.fromSecureStringParameterAttributes(this, 'SessionSecret', {
      parameterName: props.sessionSecretParameterName,
    });
    Grant.addToPrincipal({ grantee: this.notifyFunction, actions: ['ssm:GetParameter'], resourceArns: [sessionSecret.parameterArn] });

    // Only the "already notified" markers (read one before sending, write one after); for a
    // password-reset request: the user it names (read) and the link's hashed token (write); for a first order's
    // receipt while the address is not verified: the user, the address's claim (read) and the verification link's
    // hashed token (write); for a catering quote's link: the quote (read, and its new link's digest added).
    Grant.addToPrincipal({
      grantee: this.notifyFunction,
      actions: ['dynamodb:GetItem'],
      resourceArns: [table.tableArn],
      conditions: {
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${notificationMarkerPrefix}*`, `${userKeyPrefix}*`, `${emailClaimPrefix}*`, quotePartition] },
      },
    });
    Grant.addToPrincipal({
      grantee: this.notifyFunction,
      actions: ['dynamodb:UpdateItem'],
      resourceArns: [table.tableArn],
      conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [quotePartition] } },
    });
    Grant.addToPrincipal({
      grantee: this.notifyFunction,
      actions: ['dynamodb:PutItem'],
      resourceArns: [table.tableArn],
      conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${notificationMarkerPrefix}*`, `${tokenKeyPrefix}*`] } },
    });
    const identities = sendingIdentities(this, props.fromEmail);
    grantSendFrom(identities, this.notifyFunction);

    ({ deadLetterQueue: this.deadLetterQueue, deadLettersAlarm: this.deadLettersAlarm } = consumeTableStream(this, 'Notify', {
      fn: this.notifyFunction,
      table,
      filter: notifyStreamFilter,
      settings: notifyStreamSettings,
      stage: props.stage,
      alarm: {
        what: emailDeadLettersAlarm,
        description:
          'An e-mail of the stream (an owner notice of an enquiry or order, or a customer order message or reset link) could not be sent and its stream record went to the dead-letter queue: look the item up in the table by the record in the queue.',
      },
    }));

    this.offerMails = offerMails(this, {
      table,
      stage: props.stage,
      identities,
      environment: {
        TABLE_NAME: props.tableName,
        STAGE: props.stage,
        FROM_EMAIL: props.fromEmail,
        SESSION_SECRET_PARAMETER: props.sessionSecretParameterName,
        SITE_ORIGIN: props.siteOrigin,
      },
      postalAddress: props.postalAddress,
      grantSessionSecret: (fn) => Grant.addToPrincipal({ grantee: fn, actions: ['ssm:GetParameter'], resourceArns: [sessionSecret.parameterArn] }),
    });
  }
}
