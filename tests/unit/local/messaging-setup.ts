/**
 * A local messaging service of the test file's own on a free port, with the shop's variables pointed at it as the
 * local host sets them, and what it hands the shop (replies, SNS events, log lines) collected for the test to wait on.
 */
import { PinpointSMSVoiceV2Client } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import type { SNSEvent } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { startMessagingLocal, type InboundText, type RunningMessagingLocal } from '../../../functions/local/messaging/messaging-local.ts';

export const shopNumber = '+12065550100';

export type Received = {
  replies: InboundText[];
  inboundEvents: SNSEvent[];
  deliveryEvents: SNSEvent[];
  logLines: string[];
  /** Set by a test to make the next callbacks of that kind throw. */
  failInboundSns: boolean;
  failEvents: boolean;
};

export function useMessagingService(): {
  service: () => RunningMessagingLocal;
  received: Received;
  sdk: () => PinpointSMSVoiceV2Client;
  until: <T>(find: () => T | undefined) => Promise<T>;
} {
  const received: Received = { replies: [], inboundEvents: [], deliveryEvents: [], logLines: [], failInboundSns: false, failEvents: false };
  let waiters: (() => void)[] = [];
  const notify = () => {
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  };
  let service: RunningMessagingLocal | undefined;

  beforeAll(async () => {
    service = await startMessagingLocal({
      originationNumbers: [shopNumber],
      log: (line) => {
        received.logLines.push(line);
        notify();
      },
      onInbound: (message) => void received.replies.push(message),
      onInboundSns: async (event) => {
        if (received.failInboundSns) throw new Error('the inbound function is down');
        received.inboundEvents.push(event);
      },
      onEvent: async (event) => {
        if (received.failEvents) throw new Error('the delivery-event function is down');
        received.deliveryEvents.push(event);
        notify();
      },
    });
    vi.stubEnv('TABLE_NAME', 'spices-test');
    vi.stubEnv('AWS_REGION', 'us-east-1');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'local');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local');
    vi.stubEnv('SMS_VOICE_ENDPOINT', service.url);
    vi.stubEnv('SMS_ORIGINATION_NUMBER', shopNumber);
    vi.stubEnv('SMS_CONFIGURATION_SET', 'spices-test');
    vi.stubEnv('MESSAGING_URL', `${service.url}/`);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await service?.stop();
  });
  beforeEach(async () => {
    await fetch(`${service!.url}/store`, { method: 'DELETE' });
    received.replies.length = 0;
    received.inboundEvents.length = 0;
    received.deliveryEvents.length = 0;
    received.logLines.length = 0;
    received.failInboundSns = false;
    received.failEvents = false;
  });

  return {
    service: () => service!,
    received,
    sdk: () => new PinpointSMSVoiceV2Client({ region: 'us-east-1', endpoint: service!.url, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    /** Resolves with what `find` answers, checked again each time the service hands the shop something (vitest's timeout bounds it). */
    until: async <T>(find: () => T | undefined): Promise<T> => {
      for (;;) {
        const found = find();
        if (found !== undefined) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
  };
}

/** The SDK's exception, for its name and the members AWS gives it. */
export async function refusal(sending: Promise<unknown>): Promise<Error & Record<string, unknown>> {
  const error: unknown = await sending.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof Error)) throw new Error('The request was not refused');
  return error as Error & Record<string, unknown>;
}
