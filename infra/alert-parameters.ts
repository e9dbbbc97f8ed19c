/**
 * The deploy parameters of the kitchen's alerts (docs/business-rules.md#never-miss-an-order), read with the others by
 * `readDeployConfig` (infra/spices-app.ts): Web Push's VAPID identity, and the number the kitchen's texts and calls
 * come from. Each group is optional and whole: a stage without VAPID keys sends no push, a stage without a number
 * neither texts nor calls; a half-given group fails the synth, never a deployed function.
 */
import type { TextMessagingParameters, WebPushParameters } from './constructs/alert-channels.ts';

export type AlertDeployConfig = {
  /** The VAPID public key, base64url (not secret: the browsers subscribe with it). */
  vapidPublicKey?: string;
  /** Who push services may contact about the shop's pushes: mailto: of the owner, or an https: URL of the shop. */
  vapidSubject?: string;
  /** Name (not value) of the SSM SecureString parameter holding the VAPID private key. */
  vapidPrivateKeyParameterName?: string;
  /** The origination number in E.164, registered in AWS End User Messaging SMS (README.md#kitchen-alerts). */
  smsOriginationNumber?: string;
  /** That number's id in AWS End User Messaging SMS (`phone-…`): the only number the functions may send from. */
  smsPhoneNumberId?: string;
  /** A configuration set for the texts' and calls' delivery events; optional even with a number. */
  smsConfigurationSetName?: string;
  /** The opt-out list of the number (its name), which customers' STOP and START keep in step; `Default` when not given. */
  smsOptOutListName?: string;
};

/** Each parameter's environment variable (its context key is its name), as `parameters` in infra/spices-app.ts. */
export const alertParameters = {
  vapidPublicKey: 'SPICES_VAPID_PUBLIC_KEY',
  vapidSubject: 'SPICES_VAPID_SUBJECT',
  vapidPrivateKeyParameterName: 'SPICES_VAPID_PRIVATE_KEY_PARAMETER',
  smsOriginationNumber: 'SPICES_SMS_ORIGINATION_NUMBER',
  smsPhoneNumberId: 'SPICES_SMS_PHONE_NUMBER_ID',
  smsConfigurationSetName: 'SPICES_SMS_CONFIGURATION_SET',
  smsOptOutListName: 'SPICES_SMS_OPT_OUT_LIST',
} as const satisfies Record<keyof AlertDeployConfig, string>;

/** An uncompressed P-256 point (0x04, x, y: 65 bytes) in base64url without padding, as `web-push generate-vapid-keys` prints it. */
function isVapidPublicKey(key: string): boolean {
  if (!/^[A-Za-z0-9_-]{87}$/.test(key)) return false;
  const bytes = Buffer.from(key, 'base64url');
  return bytes.length === 65 && bytes[0] === 0x04;
}

/** A contact push services accept (RFC 8292): a mailto: address, or an https: URL. */
function isVapidSubject(subject: string): boolean {
  if (!URL.canParse(subject)) return false;
  const url = new URL(subject);
  if (url.protocol === 'mailto:') return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(url.pathname);
  return url.protocol === 'https:' && url.hostname !== 'localhost';
}

/**
 * The VAPID identity as the stacks take it, or undefined when the stage sends no push. All three or none, checked here
 * at synth: a function given a public key without its private key would refuse every push.
 */
export function webPushParameters(config: AlertDeployConfig): WebPushParameters | undefined {
  const { vapidPublicKey: publicKey, vapidSubject: subject, vapidPrivateKeyParameterName: privateKeyParameterName } = config;
  const given = [publicKey, subject, privateKeyParameterName].filter(Boolean).length;
  if (given === 0) return undefined;
  if (!publicKey || !subject || !privateKeyParameterName) {
    throw new Error(
      `vapidPublicKey, vapidSubject and vapidPrivateKeyParameterName go together: give all three (${alertParameters.vapidPublicKey}, ${alertParameters.vapidSubject}, ${alertParameters.vapidPrivateKeyParameterName}) for push alerts, or none for a stage without push.`,
    );
  }
  if (!isVapidPublicKey(publicKey)) {
    throw new Error('vapidPublicKey must be the public key `npx web-push generate-vapid-keys` prints (87 characters of base64url).');
  }
  if (!isVapidSubject(subject)) throw new Error(`vapidSubject must be a mailto: address or an https: URL (got "${subject}").`);
  if (!privateKeyParameterName.startsWith('/')) throw new Error('vapidPrivateKeyParameterName must be a full SSM parameter name starting with "/".');
  return { publicKey, subject, privateKeyParameterName };
}

/** The opt-out list a number uses unless it was given another: the account's own, which every new number starts on. */
export const defaultOptOutListName = 'Default';

/**
 * The number texts and calls go out from, or undefined when the stage neither texts nor calls. The number and its id
 * together (the functions send from the number; their permission names the id's ARN); a configuration set and an
 * opt-out list only with them.
 */
export function textMessagingParameters(config: AlertDeployConfig): TextMessagingParameters | undefined {
  const {
    smsOriginationNumber: originationNumber,
    smsPhoneNumberId: phoneNumberId,
    smsConfigurationSetName: configurationSetName,
    smsOptOutListName: optOutListName,
  } = config;
  if (!originationNumber && !phoneNumberId) {
    for (const [name, value] of [
      ['smsConfigurationSetName', configurationSetName],
      ['smsOptOutListName', optOutListName],
    ] as const) {
      if (value) throw new Error(`${name} needs smsOriginationNumber and smsPhoneNumberId: a stage without a number sends no text.`);
    }
    return undefined;
  }
  if (!originationNumber || !phoneNumberId) {
    throw new Error(
      `smsOriginationNumber and smsPhoneNumberId go together: give both (${alertParameters.smsOriginationNumber}, ${alertParameters.smsPhoneNumberId}) for texts and calls, or neither for push and e-mail only.`,
    );
  }
  if (!/^\+[1-9]\d{1,14}$/.test(originationNumber)) {
    throw new Error(`smsOriginationNumber must be a phone number in E.164, such as +12065550100 (got "${originationNumber}").`);
  }
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(phoneNumberId)) {
    throw new Error(`smsPhoneNumberId must be the number's id in AWS End User Messaging SMS (phone-…), not its ARN (got "${phoneNumberId}").`);
  }
  if (configurationSetName !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(configurationSetName)) {
    throw new Error(`smsConfigurationSetName must be a configuration set's name, not its ARN (got "${configurationSetName}").`);
  }
  if (optOutListName !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(optOutListName)) {
    throw new Error(`smsOptOutListName must be an opt-out list's name, not its ARN (got "${optOutListName}").`);
  }
  return {
    originationNumber,
    phoneNumberId,
    ...(configurationSetName ? { configurationSetName } : {}),
    optOutListName: optOutListName ?? defaultOptOutListName,
  };
}
