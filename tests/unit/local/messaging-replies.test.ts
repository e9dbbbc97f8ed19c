/**
 * The local messaging service's two-way texts (docs/local-messaging.md#what-reaches-the-shop-through-sns and
 * #its-page): a customer's reply reaches the shop as SNS invokes a Lambda with it, and the page's reply form takes a
 * reply only from the page itself.
 */
import type { SNSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { inboundSnsEvent, localInboundTopicArn, type InboundText } from '../../../functions/local/messaging/messaging-local.ts';
import { sendText } from '../../../functions/src/platform/messaging/sms-voice.ts';
import { replyFrom } from '../../fixtures/messaging.ts';
import { shopNumber, useMessagingService } from './messaging-setup.ts';

const customer = '+12065550123';
const { service, received } = useMessagingService();

const messageOf = (event: SNSEvent) => JSON.parse(event.Records[0]!.Sns.Message) as Record<string, unknown>;

/** The page's form, posted as a browser posts it, from wherever `headers` say. */
const postForm = (fields: Record<string, string>, headers: Record<string, string>) =>
  fetch(`${service().url}/_control/reply-form`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });

const storedReplies = async () => ((await (await fetch(`${service().url}/store`)).json()) as { inbound: InboundText[] }).inbound;

describe('a customer’s reply, as AWS delivers it to the shop', () => {
  it('reaches onInboundSns as one SNS notification from the two-way topic, naming the last text the shop sent that number', async () => {
    const textId = await sendText({ to: customer, body: 'Order 1042 is ready.' });
    const kept = await replyFrom(customer, shopNumber, 'stop texting me');

    expect(received.replies).toEqual([kept]);
    expect(received.inboundEvents).toHaveLength(1);
    const event = received.inboundEvents[0]!;
    expect(event.Records).toHaveLength(1);
    expect(event.Records[0]).toMatchObject({
      EventSource: 'aws:sns',
      EventVersion: '1.0',
      EventSubscriptionArn: expect.stringMatching(new RegExp(`^${localInboundTopicArn}:[0-9a-f-]{36}$`)),
      Sns: {
        Type: 'Notification',
        TopicArn: localInboundTopicArn,
        MessageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        Timestamp: kept.at,
        MessageAttributes: {},
      },
    });
    expect(messageOf(event)).toEqual({
      originationNumber: customer,
      destinationNumber: shopNumber,
      messageKeyword: 'STOP',
      messageBody: 'stop texting me',
      inboundMessageId: kept.id,
      previousPublishedMessageId: textId,
    });
    // The lead's tests build the same message from the kept reply.
    expect(messageOf(inboundSnsEvent(kept))).toEqual(messageOf(event));
  });

  it('names no previous message for a number the shop never texted, and answers 500 naming a failing onInboundSns', async () => {
    const stranger = '+12065550142';
    await replyFrom(stranger, shopNumber, ' help ');
    expect(messageOf(received.inboundEvents[0]!)).toEqual({
      originationNumber: stranger,
      destinationNumber: shopNumber,
      messageKeyword: 'HELP',
      messageBody: ' help ',
      inboundMessageId: expect.any(String),
    });

    received.failInboundSns = true;
    await expect(replyFrom(stranger, shopNumber, 'START')).rejects.toThrow(/answered 500: .*onInboundSns failed: the inbound function is down/s);
  });
});

describe('the page’s reply form', () => {
  const own = () => service().url;

  it('offers a form per texted number and, posted from the page, delivers the reply and goes back to the page', async () => {
    expect(await (await fetch(`${own()}/`)).text()).not.toContain('Reply as');
    await sendText({ to: customer, body: 'Order 1043 is on its way.' });
    const page = await fetch(`${own()}/`);
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    const html = await page.text();
    expect(html).toContain(`Reply as ${customer}`);
    expect(html).toContain('<form class="reply" method="post" action="/_control/reply-form">');
    expect(html).not.toContain('<script');

    const answer = await postForm({ from: customer, to: shopNumber, body: 'Thanks <b>so</b> much' }, { origin: own() });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/');
    expect(received.replies.map((reply) => reply.body)).toEqual(['Thanks <b>so</b> much']);
    expect(messageOf(received.inboundEvents[0]!)).toMatchObject({ originationNumber: customer, messageKeyword: 'THANKS' });
    const after = await (await fetch(`${own()}/`)).text();
    expect(after).toContain('Thanks &lt;b&gt;so&lt;/b&gt; much');
    expect(after).not.toContain('<b>so');

    // The page as localhost is the same service; an older browser names the page in Referer alone.
    const port = service().port;
    expect((await postForm({ from: customer, to: shopNumber, body: 'A' }, { origin: `http://localhost:${port}` })).status).toBe(303);
    expect((await postForm({ from: customer, to: shopNumber, body: 'B' }, { referer: `${own()}/` })).status).toBe(303);
    expect(received.replies).toHaveLength(3);
  });

  it('refuses a post from any other page, one without an origin, and anything but the form’s encoding, keeping nothing', async () => {
    const reply = { from: customer, to: shopNumber, body: 'STOP' };
    const port = service().port;
    const elsewhere: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: `http://rebound.example:${port}` },
      { referer: 'https://evil.example/page' },
      {},
    ];
    for (const headers of elsewhere) {
      const answer = await postForm(reply, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(await answer.text()).toContain('only from the messaging page');
    }
    const json = await fetch(`${own()}/_control/reply-form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: own() },
      body: JSON.stringify(reply),
    });
    expect(json.status).toBe(415);
    expect(await storedReplies()).toEqual([]);
    expect(received.replies).toEqual([]);
  });

  it('checks the reply as the control API does: the shop’s own number, an E.164 sender, some words', async () => {
    const origin = { origin: own() };
    const notOurs = await postForm({ from: customer, to: '+12065550111', body: 'Hi' }, origin);
    expect(notOurs.status).toBe(404);
    expect(await notOurs.text()).toContain('+12065550111 is not one of the shop&#39;s numbers.');
    expect((await postForm({ from: '206-555-0123', to: shopNumber, body: 'Hi' }, origin)).status).toBe(400);
    expect((await postForm({ from: customer, to: shopNumber, body: '' }, origin)).status).toBe(400);
    expect(await storedReplies()).toEqual([]);
  });
});
