/**
 * The SES identities the shop sends from, and the grant that lets a function send through them
 * only. Shared by the API stack (routes with `sendsEmail`) and the mail stack (the notify function).
 */
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { EmailIdentity, type IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';

/** The address may be verified on its own or through its domain; SES checks whichever identity matches. */
export function sendingIdentities(scope: Construct, fromEmail: string): IEmailIdentity[] {
  const fromDomain = fromEmail.split('@')[1];
  return [
    EmailIdentity.fromEmailIdentityName(scope, 'FromAddressIdentity', fromEmail),
    ...(fromDomain ? [EmailIdentity.fromEmailIdentityName(scope, 'FromDomainIdentity', fromDomain)] : []),
  ];
}

/** ses:SendEmail/SendRawEmail on exactly these identities. */
export function grantSendFrom(identities: readonly IEmailIdentity[], grantee: IGrantable): void {
  for (const identity of identities) identity.grantSendEmail(grantee);
}
