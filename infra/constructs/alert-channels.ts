/**
 * The kitchen's alert channels on the AWS side (docs/business-rules.md#never-miss-an-order): Web Push's VAPID identity,
 * and the number texts and calls go out from (AWS End User Messaging SMS and voice). Each is optional per stage: a stage
 * deployed without one gives its functions no variable and no permission for it, and they send what they can.
 * Shared by the alerts stack (the stream and timer functions) and the API's area stacks (the routes marked `pushesAlerts`).
 */
import { Stack } from 'aws-cdk-lib';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { StringParameter, type IStringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';

/** Web Push's VAPID identity (functions/src/platform/push/vapid-keys.ts reads the same three). */
export type WebPushParameters = {
  /** The VAPID public key (base64url P-256 point): not secret, browsers subscribe with it. */
  publicKey: string;
  /** Who push services may write to about the shop's pushes: a mailto: of the owner (or an https: URL of the shop). */
  subject: string;
  /** Name (not value) of the SSM SecureString parameter holding the VAPID private key. */
  privateKeyParameterName: string;
};

/** The number the kitchen's texts and calls come from (functions/src/platform/messaging/sms-voice.ts). */
export type TextMessagingParameters = {
  /** The origination number in E.164, e.g. +12065550100. */
  originationNumber: string;
  /** Its id in AWS End User Messaging SMS (`phone-…`): its ARN, the one resource the functions may send from, ends in it. */
  phoneNumberId: string;
  /** A configuration set whose event destinations receive the kitchen's delivery events, when the stage has one. */
  configurationSetName?: string;
  /** The number's opt-out list (its name: `Default` unless the deploy names another), kept in step with the customers' STOP and START. */
  optOutListName: string;
};

/** The variables a function that pushes is given: none on a stage without VAPID keys (it then sends no push). */
export function webPushEnvironment(push: WebPushParameters | undefined): Record<string, string> {
  if (!push) return {};
  return { VAPID_PUBLIC_KEY: push.publicKey, VAPID_SUBJECT: push.subject, VAPID_PRIVATE_KEY_PARAMETER: push.privateKeyParameterName };
}

/** The variables a function that texts and calls is given: none on a stage without a number (it then neither texts nor calls). */
export function textMessagingEnvironment(sms: TextMessagingParameters | undefined): Record<string, string> {
  if (!sms) return {};
  return {
    SMS_ORIGINATION_NUMBER: sms.originationNumber,
    ...(sms.configurationSetName ? { SMS_CONFIGURATION_SET: sms.configurationSetName } : {}),
  };
}

/** The private key's parameter, imported once per scope (construct id `VapidPrivateKey`), however many functions read it. */
function vapidPrivateKey(scope: Construct, push: WebPushParameters): IStringParameter {
  const existing = scope.node.tryFindChild('VapidPrivateKey') as IStringParameter | undefined;
  return existing ?? StringParameter.fromSecureStringParameterAttributes(scope, 'VapidPrivateKey', { parameterName: push.privateKeyParameterName });
}

/** Lets the function read the VAPID private key (through the Parameters and Secrets extension): that parameter only. */
export function grantWebPush(scope: Construct, grantee: IGrantable, push: WebPushParameters): void {
  Grant.addToPrincipal({ grantee, actions: ['ssm:GetParameter'], resourceArns: [vapidPrivateKey(scope, push).parameterArn] });
}

/** The ARNs a text or call may name: the stage's phone number, and its configuration set when it has one. */
export function textMessagingArns(scope: Construct, sms: TextMessagingParameters): string[] {
  const stack = Stack.of(scope);
  return [
    stack.formatArn({ service: 'sms-voice', resource: 'phone-number', resourceName: sms.phoneNumberId }),
    ...(sms.configurationSetName ? [stack.formatArn({ service: 'sms-voice', resource: 'configuration-set', resourceName: sms.configurationSetName })] : []),
  ];
}

/**
 * Lets the function text and call from the stage's number only (and through its configuration set): no other number,
 * pool or sender id of the account, and nothing else of the service.
 */
export function grantTextMessaging(scope: Construct, grantee: IGrantable, sms: TextMessagingParameters): void {
  Grant.addToPrincipal({ grantee, actions: ['sms-voice:SendTextMessage', 'sms-voice:SendVoiceMessage'], resourceArns: textMessagingArns(scope, sms) });
}
