/**
 * The customers' texts on the AWS side (docs/business-rules.md#customer-updates): the same number as the kitchen's
 * alerts (infra/constructs/alert-channels.ts), its opt-out list, and the configuration set whose events are the texts'
 * delivery receipts. Shared by the messaging functions of the alerts stack and the API's routes marked `textsCustomers`.
 */
import { Stack } from 'aws-cdk-lib';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import type { TextMessagingParameters } from './alert-channels.ts';

/** The configuration set the customers' texts go through (created by the stack when the stage has a number). */
export const customerTextsConfigurationSetName = (stage: string) => `spices-${stage}-texts`;

/** The number's opt-out list: the one resource a STOP (put) or a START (delete) may change. */
export function optOutListArn(scope: Construct, sms: TextMessagingParameters): string {
  return Stack.of(scope).formatArn({ service: 'sms-voice', resource: 'opt-out-list', resourceName: sms.optOutListName });
}

/**
 * The variables of a function that texts customers or asks whether the stage does: the number and its opt-out list,
 * and the configuration set when it sends; none on a stage without a number (it then texts nobody).
 */
export function customerTextsEnvironment(sms: TextMessagingParameters | undefined, configurationSetName?: string): Record<string, string> {
  if (!sms) return {};
  return {
    SMS_ORIGINATION_NUMBER: sms.originationNumber,
    SMS_OPT_OUT_LIST: sms.optOutListName,
    ...(configurationSetName ? { SMS_CONFIGURATION_SET: configurationSetName } : {}),
  };
}

/** Lets the function text (never call) from the stage's number, through the customers' configuration set only. */
export function grantSendCustomerTexts(scope: Construct, grantee: IGrantable, sms: TextMessagingParameters, configurationSetArn: string): void {
  const number = Stack.of(scope).formatArn({ service: 'sms-voice', resource: 'phone-number', resourceName: sms.phoneNumberId });
  Grant.addToPrincipal({ grantee, actions: ['sms-voice:SendTextMessage'], resourceArns: [number, configurationSetArn] });
}

export type OptOutAction = 'sms-voice:PutOptedOutNumber' | 'sms-voice:DeleteOptedOutNumber';

/** Lets the function put a number on (STOP) or take it off (START) the number's opt-out list: that list alone. */
export function grantOptOutList(scope: Construct, grantee: IGrantable, sms: TextMessagingParameters, actions: readonly OptOutAction[]): void {
  Grant.addToPrincipal({ grantee, actions: [...actions], resourceArns: [optOutListArn(scope, sms)] });
}
