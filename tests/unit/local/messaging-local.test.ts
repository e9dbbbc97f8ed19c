/**
 * The local messaging service (functions/local/messaging/) through the shop's own sending code and the real
 * AWS SDK: what it keeps and lists, and what it refuses as AWS does (docs/local-messaging.md).
 */
import { PinpointSMSVoiceV2Client, SendTextMessageCommand, SendVoiceMessageCommand } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMessagingLocal, type InboundText, type RunningMessagingLocal } from '../../../functions/local/messaging/messaging-local.ts';
import { messagingConfigured, sendText, sendVoice } from '../../../functions/src/platform/messaging/sms-voice.ts';
import { callsTo, textsTo, waitForCall, waitForText } from '../../fixtures/messaging.ts';

const shopNumber = '+12065550100';
const customer = '+12065550123';
const replies: InboundText[] = [];
let service: RunningMessagingLocal;

beforeAll(async () => {
  service = await startMessagingLocal({ originationNumbers: [shopNumber], log: () => undefined, onInbound: (message) => void replies.push(message) });
  // As the local host sets them for the functions: the stand-in's address, the shop's number, local credentials.
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
  await service.stop();
});
beforeEach(async () => {
  await fetch(`${service.url}/store`, { method: 'DELETE' });
  replies.length = 0;
});

/** The real SDK, signed with local credentials, for what the shop's functions never send. */
const sdk = () => new PinpointSMSVoiceV2Client({ region: 'us-east-1', endpoint: service.url, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

/** The SDK's exception, for its name and the members AWS gives it. */
async function refusal(sending: Promise<unknown>): Promise<Error & Record<string, unknown>> {
  const error: unknown = await sending.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof Error)) throw new Error('The request was not refused');
  return error as Error & Record<string, unknown>;
}

const page = async () => (await fetch(`${service.url}/`)).text();

describe('the local messaging service, through the shop’s sending code and the real AWS SDK', () => {
  it('keeps a text and a call with who, what and context, answers their MessageIds, and lists them newest first', async () => {
    expect(messagingConfigured()).toBe(true);
    const textId = await sendText({ to: customer, body: 'Order 1042 is ready for pickup.', context: { orderId: '1042', step: 'ready' } });
    const callId = await sendVoice({ to: customer, text: 'A new order is waiting. Open the board to accept it.', context: { orderId: '1042' } });

    expect(await textsTo(customer)).toEqual([
      {
        id: textId,
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        to: customer,
        from: shopNumber,
        body: 'Order 1042 is ready for pickup.',
        messageType: 'TRANSACTIONAL',
        configurationSet: 'spices-test',
        context: { orderId: '1042', step: 'ready' },
      },
    ]);
    expect(await callsTo(customer)).toEqual([
      {
        id: callId,
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        to: customer,
        from: shopNumber,
        body: 'A new order is waiting. Open the board to accept it.',
        textType: 'TEXT',
        voice: 'JOANNA',
        configurationSet: 'spices-test',
        context: { orderId: '1042' },
      },
    ]);
    expect(await waitForText(customer, (text) => text.body.includes('1042'))).toMatchObject({ id: textId });
    expect(await waitForCall(customer, (call) => call.voice === 'JOANNA')).toMatchObject({ id: callId });
    expect(service.sent().texts.map((text) => text.id)).toEqual([textId]);

    const html = await page();
    expect(html).toContain('Order 1042 is ready for pickup.');
    expect(html).toContain('A new order is waiting. Open the board to accept it.');
    // Newest first: the call came after the text.
    expect(html.indexOf(callId)).toBeLessThan(html.indexOf(textId));
  });

  it('refuses a number that is not E.164 with a ValidationException naming the field, and keeps nothing', async () => {
    const error = await refusal(sendText({ to: '206-555-0123', body: 'Your order is ready.' }));
    expect(error.name).toBe('ValidationException');
    expect(error.Reason).toBe('FIELD_VALIDATION_FAILED');
    expect(error.Fields).toEqual([{ Name: 'DestinationPhoneNumber', Message: expect.stringContaining('E.164') }]);
    expect((await refusal(sendVoice({ to: '+0123', text: 'Hello' }))).name).toBe('ValidationException');
    expect(service.sent()).toEqual({ texts: [], calls: [] });
  });

  it('refuses a number the account does not own as not found (HTTP 400, as the API reference gives it)', async () => {
    const error = await refusal(
      sdk().send(new SendTextMessageCommand({ DestinationPhoneNumber: customer, OriginationIdentity: '+12065550199', MessageBody: 'Hello' })),
    );
    expect(error.name).toBe('ResourceNotFoundException');
    expect(error).toMatchObject({ ResourceType: 'phone-number', ResourceId: '+12065550199', $metadata: { httpStatusCode: 400 } });
    const call = await refusal(
      sdk().send(new SendVoiceMessageCommand({ DestinationPhoneNumber: customer, OriginationIdentity: 'pool-other', MessageBody: 'Hi' })),
    );
    expect(call.name).toBe('ResourceNotFoundException');
    expect(service.sent()).toEqual({ texts: [], calls: [] });
  });

  it('takes 1,600 characters in a text and 3,000 in a spoken call, counting an emoji as one, and refuses one more', async () => {
    await sendText({ to: customer, body: '🌶'.repeat(1600) });
    const long = await refusal(sendText({ to: customer, body: 'x'.repeat(1601) }));
    expect(long.name).toBe('ValidationException');
    expect(long.Fields).toEqual([{ Name: 'MessageBody', Message: 'Member must have length between 1 and 1600' }]);

    await sendVoice({ to: customer, text: 'a'.repeat(3000) });
    const longCall = await refusal(sendVoice({ to: customer, text: 'a'.repeat(3001) }));
    expect(longCall.name).toBe('ValidationException');
    expect(longCall.Fields).toEqual([{ Name: 'MessageBody', Message: 'A TEXT message must have at most 3000 characters' }]);
    // SSML may be twice as long, tags included.
    const ssml = `<speak>${'a'.repeat(5985)}</speak>`;
    await sdk().send(
      new SendVoiceMessageCommand({ DestinationPhoneNumber: customer, OriginationIdentity: shopNumber, MessageBody: ssml, MessageBodyTextType: 'SSML' }),
    );

    const sent = service.sent();
    expect(sent.texts.map((text) => [...text.body].length)).toEqual([1600]);
    expect(sent.calls.map((call) => [call.textType, call.voice, call.body.length])).toEqual([
      ['SSML', 'MATTHEW', 6000],
      ['TEXT', 'JOANNA', 3000],
    ]);
  });

  it('refuses a text without a body as a missing parameter, and a blank body or a context the model forbids as invalid', async () => {
    const missing = await refusal(sdk().send(new SendTextMessageCommand({ DestinationPhoneNumber: customer, OriginationIdentity: shopNumber })));
    expect(missing).toMatchObject({
      name: 'ValidationException',
      Reason: 'MISSING_PARAMETER',
      Fields: [{ Name: 'MessageBody', Message: 'Member must not be null' }],
    });
    const blank = await refusal(sendText({ to: customer, body: '   ' }));
    expect(blank).toMatchObject({ name: 'ValidationException', Reason: 'FIELD_VALIDATION_FAILED' });
    const sixEntries = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((key) => [key, 'x']));
    expect(await refusal(sendText({ to: customer, body: 'Hi', context: sixEntries }))).toMatchObject({ Fields: [{ Name: 'Context' }] });
    expect(await refusal(sendText({ to: customer, body: 'Hi', context: { orderId: ' 1042' } }))).toMatchObject({ Fields: [{ Name: 'Context.orderId' }] });
    expect(service.sent()).toEqual({ texts: [], calls: [] });
  });

  it('shows what was sent as text on its page, never as markup', async () => {
    await sendText({ to: customer, body: '<script>alert("hi")</script> & <b>bold</b>' });
    const html = await page();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>bold');
    expect(html).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
  });

  it('answers a request without a signature, and an operation it does not know, as the AWS front door does', async () => {
    const unsigned = await fetch(`${service.url}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'PinpointSMSVoiceV2.SendTextMessage' },
      body: JSON.stringify({ DestinationPhoneNumber: customer, OriginationIdentity: shopNumber, MessageBody: 'Hi' }),
    });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toMatchObject({ __type: expect.stringMatching(/#MissingAuthenticationTokenException$/) });

    const signature = 'AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/sms-voice/aws4_request, SignedHeaders=host;x-amz-date, Signature=0a1b2c';
    const unknown = await fetch(`${service.url}/`, {
      method: 'POST',
      headers: { authorization: signature, 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'PinpointSMSVoiceV2.DescribePhoneNumbers' },
      body: '{}',
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ __type: expect.stringMatching(/#UnknownOperationException$/) });
    expect(service.sent()).toEqual({ texts: [], calls: [] });
  });

  it('keeps a customer’s reply to the shop’s number and hands it to onInbound before answering', async () => {
    const reply = (body: unknown, contentType = 'application/json') =>
      fetch(`${service.url}/_control/inbound`, { method: 'POST', headers: { 'content-type': contentType }, body: JSON.stringify(body) });

    const answer = await reply({ from: customer, to: shopNumber, body: 'STOP' });
    expect(answer.status).toBe(200);
    const kept = (await answer.json()) as InboundText;
    expect(kept).toMatchObject({ from: customer, to: shopNumber, body: 'STOP' });
    expect(replies).toEqual([kept]);
    expect(((await (await fetch(`${service.url}/store`)).json()) as { inbound: InboundText[] }).inbound).toEqual([kept]);
    expect(await page()).toContain(`from ${customer} to ${shopNumber}`);

    expect((await reply({ from: customer, to: '+12065550199', body: 'HELP' })).status).toBe(404);
    expect((await reply({ from: customer, to: shopNumber, body: 'HELP' }, 'text/plain')).status).toBe(415);
    expect(replies).toHaveLength(1);
  });
});
