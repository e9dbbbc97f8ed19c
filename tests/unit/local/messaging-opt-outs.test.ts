/**
 * The local messaging service's opt-out list and delivery events, through the shop's own code and the real AWS SDK
 * (docs/local-messaging.md#opt-out-lists and #what-reaches-the-shop-through-sns).
 */
import {
  DeleteOptedOutNumberCommand,
  DescribeOptedOutNumbersCommand,
  PutOptedOutNumberCommand,
  SendTextMessageCommand,
} from '@aws-sdk/client-pinpoint-sms-voice-v2';
import type { SNSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { deliveryEventSnsEvent, localEventTopicArn, type TextDeliveryEvent } from '../../../functions/local/messaging/messaging-local.ts';
import { deleteOptedOut, isOptedOut, OptedOutError, putOptedOut, sendText } from '../../../functions/src/platform/messaging/sms-voice.ts';
import { optedOutNumbers, textsTo } from '../../fixtures/messaging.ts';
import { refusal, shopNumber, useMessagingService } from './messaging-setup.ts';

const customer = '+12065550123';
const { service, received, sdk, until } = useMessagingService();

describe('the opt-out list', () => {
  it('refuses a text to a number on it as AWS does, keeps nothing, and lets texts through once the number is deleted', async () => {
    await putOptedOut(customer);
    await putOptedOut(customer);
    expect(await isOptedOut(customer)).toBe(true);
    expect(await isOptedOut('+12065550124')).toBe(false);
    expect(await optedOutNumbers()).toEqual([customer]);
    expect(await (await fetch(`${service().url}/`)).text()).toContain(`<li>${customer} <span class="meta">since`);

    await expect(sendText({ to: customer, body: 'Your order is ready.' })).rejects.toThrow(OptedOutError);
    const raw = await refusal(
      sdk().send(new SendTextMessageCommand({ DestinationPhoneNumber: customer, OriginationIdentity: shopNumber, MessageBody: 'Hi', DryRun: true })),
    );
    expect(raw).toMatchObject({
      name: 'ConflictException',
      Reason: 'DESTINATION_PHONE_NUMBER_OPTED_OUT',
      ResourceType: 'opted-out-number',
      ResourceId: customer,
      $metadata: { httpStatusCode: 400 },
    });
    expect(await textsTo(customer)).toEqual([]);

    expect(await deleteOptedOut(customer)).toBe(true);
    expect(await deleteOptedOut(customer)).toBe(false);
    expect(await isOptedOut(customer)).toBe(false);
    const id = await sendText({ to: customer, body: 'Your order is ready.' });
    expect((await textsTo(customer)).map((text) => text.id)).toEqual([id]);
  });

  it('answers in the API’s shapes, by the list’s name or ARN, and takes a number without its +', async () => {
    const put = await sdk().send(new PutOptedOutNumberCommand({ OptOutListName: 'Default', OptedOutNumber: '12065550123' }));
    expect(put).toMatchObject({ OptOutListName: 'Default', OptedOutNumber: customer, EndUserOptedOut: false });
    expect(put.OptedOutTimestamp).toBeInstanceOf(Date);
    expect(Math.abs(put.OptedOutTimestamp!.getTime() - Date.now())).toBeLessThan(60_000);

    const described = await sdk().send(new DescribeOptedOutNumbersCommand({ OptOutListName: put.OptOutListArn! }));
    expect(put.OptOutListArn).toMatch(/^arn:aws:sms-voice:us-east-1:\d{12}:opt-out-list\/Default$/);
    expect(described).toMatchObject({ OptOutListName: 'Default', OptedOutNumbers: [{ OptedOutNumber: customer, OptedOutTimestamp: put.OptedOutTimestamp }] });
    expect(described.NextToken).toBeUndefined();
    const deleted = await sdk().send(new DeleteOptedOutNumberCommand({ OptOutListName: 'Default', OptedOutNumber: customer }));
    expect(deleted).toMatchObject({ OptOutListName: 'Default', OptedOutNumber: customer, EndUserOptedOut: false });
    // Here the timestamp is when the number was taken off the list.
    expect(deleted.OptedOutTimestamp!.getTime()).toBeGreaterThanOrEqual(put.OptedOutTimestamp!.getTime());
  });

  it('pages the list with MaxResults and NextToken, and narrows it to the named numbers', async () => {
    const numbers = ['+12065550131', '+12065550132', '+12065550133'];
    for (const number of numbers) await putOptedOut(number);
    const first = await sdk().send(new DescribeOptedOutNumbersCommand({ OptOutListName: 'Default', MaxResults: 2 }));
    expect(first.OptedOutNumbers?.map((entry) => entry.OptedOutNumber)).toEqual(numbers.slice(0, 2));
    const second = await sdk().send(new DescribeOptedOutNumbersCommand({ OptOutListName: 'Default', MaxResults: 2, NextToken: first.NextToken! }));
    expect(second.OptedOutNumbers?.map((entry) => entry.OptedOutNumber)).toEqual(numbers.slice(2));
    expect(second.NextToken).toBeUndefined();

    const named = await sdk().send(new DescribeOptedOutNumbersCommand({ OptOutListName: 'Default', OptedOutNumbers: ['+12065550133', customer] }));
    expect(named.OptedOutNumbers?.map((entry) => entry.OptedOutNumber)).toEqual(['+12065550133']);
    expect(await optedOutNumbers()).toEqual([...numbers].reverse());
  });

  it('refuses another list, a number not on it, a bad number, a bad token and too many numbers as AWS does', async () => {
    await putOptedOut(customer);
    expect(await refusal(sdk().send(new PutOptedOutNumberCommand({ OptOutListName: 'Shop', OptedOutNumber: customer })))).toMatchObject({
      name: 'ResourceNotFoundException',
      ResourceType: 'opt-out-list',
      ResourceId: 'Shop',
    });
    expect(await refusal(sdk().send(new DeleteOptedOutNumberCommand({ OptOutListName: 'Default', OptedOutNumber: '+12065550199' })))).toMatchObject({
      name: 'ResourceNotFoundException',
      ResourceType: 'opted-out-number',
      ResourceId: '+12065550199',
    });
    expect(await refusal(sdk().send(new PutOptedOutNumberCommand({ OptOutListName: 'Default', OptedOutNumber: '+0123' })))).toMatchObject({
      name: 'ValidationException',
      Reason: 'FIELD_VALIDATION_FAILED',
      Fields: [{ Name: 'OptedOutNumber', Message: expect.stringContaining('pattern') }],
    });
    expect(await refusal(sdk().send(new PutOptedOutNumberCommand({ OptOutListName: 'Default' } as never)))).toMatchObject({
      name: 'ValidationException',
      Reason: 'MISSING_PARAMETER',
      Fields: [{ Name: 'OptedOutNumber', Message: 'Member must not be null' }],
    });
    expect(await refusal(sdk().send(new DescribeOptedOutNumbersCommand({ OptOutListName: 'Default', NextToken: 'not-a-token' })))).toMatchObject({
      name: 'ValidationException',
      Reason: 'INVALID_NEXT_TOKEN',
    });
    const six = ['1', '2', '3', '4', '5', '6'].map((digit) => `+1206555014${digit}`);
    expect(await refusal(sdk().send(new DescribeOptedOutNumbersCommand({ OptOutListName: 'Default', OptedOutNumbers: six })))).toMatchObject({
      name: 'ValidationException',
      Fields: [{ Name: 'OptedOutNumbers' }],
    });
    expect(await optedOutNumbers()).toEqual([customer]);
  });
});

const deliveryOf = (event: SNSEvent) => JSON.parse(event.Records[0]!.Sns.Message) as TextDeliveryEvent;
/** Waits for the delivery event of the text with this MessageId. */
const eventFor = (messageId: string) => until(() => received.deliveryEvents.find((event) => deliveryOf(event).messageId === messageId));

describe('delivery events', () => {
  it('delivers TEXT_DELIVERED for a text naming a configuration set, with the MessageId the send answered, as SNS invokes a Lambda', async () => {
    const id = await sendText({ to: customer, body: 'Order 1042 is ready.', context: { orderId: '1042' } });
    const event = await eventFor(id);
    expect(event.Records).toHaveLength(1);
    expect(event.Records[0]).toMatchObject({ EventSource: 'aws:sns', Sns: { Type: 'Notification', TopicArn: localEventTopicArn } });
    const [text] = await textsTo(customer);
    expect(deliveryOf(event)).toEqual({
      eventType: 'TEXT_DELIVERED',
      eventVersion: '1.0',
      eventTimestamp: expect.any(Number),
      isFinal: true,
      originationPhoneNumber: shopNumber,
      destinationPhoneNumber: customer,
      messageId: id,
      messageRequestTimestamp: Date.parse(text!.at),
      messageEncoding: 'GSM',
      messageType: 'TRANSACTIONAL',
      messageStatus: 'DELIVERED',
      messageStatusDescription: 'Message has been accepted by phone',
      context: { orderId: '1042' },
      configurationSetName: 'spices-test',
      totalMessageParts: 1,
    });
    // The lead's tests build the same event from the kept text.
    const built = deliveryOf(deliveryEventSnsEvent(text!));
    expect({ ...built, eventTimestamp: 0 }).toEqual({ ...deliveryOf(event), eventTimestamp: 0 });
  });

  it('delivers TEXT_CARRIER_UNREACHABLE for the failing number, and counts parts as a carrier would', async () => {
    const failing = '+12065550199';
    const id = await sendText({ to: failing, body: `${'a'.repeat(161)}` });
    expect(deliveryOf(await eventFor(id))).toMatchObject({
      eventType: 'TEXT_CARRIER_UNREACHABLE',
      messageStatus: 'CARRIER_UNREACHABLE',
      isFinal: true,
      destinationPhoneNumber: failing,
      messageEncoding: 'GSM',
      totalMessageParts: 2,
    });
    const emoji = await sendText({ to: customer, body: 'Ready 🌶' });
    expect(deliveryOf(await eventFor(emoji))).toMatchObject({ eventType: 'TEXT_DELIVERED', messageEncoding: 'Unicode', totalMessageParts: 1 });
  });

  it('sends no event for a text without a configuration set, and a failing onEvent only logs, never failing the send', async () => {
    const bare = await sdk().send(new SendTextMessageCommand({ DestinationPhoneNumber: customer, OriginationIdentity: shopNumber, MessageBody: 'No set' }));
    // Events go out in the order the texts were accepted: once the next text's event is here, the first had its turn.
    const next = await sendText({ to: customer, body: 'With the set' });
    await eventFor(next);
    expect(received.deliveryEvents.map((event) => deliveryOf(event).messageId)).toEqual([next]);
    expect(bare.MessageId).toBeDefined();

    received.failEvents = true;
    const id = await sendText({ to: customer, body: 'Still sent' });
    expect(await until(() => received.logLines.find((line) => line.includes(`onEvent failed for ${id}`)))).toContain('the delivery-event function is down');
    expect((await textsTo(customer)).map((text) => text.id)).toContain(id);
  });
});
