/**
 * The offers' store against a mocked DynamoDB (the real table's behaviour is the integration test's, offers.test.ts):
 * which items each write sends, on which conditions, and what each cancellation reason means; and the owner's
 * request and answer schemas.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  offerPathSchema,
  offerUpdateRequestSchema,
  ownerOffersAnswerSchema,
  type Offer,
  type StoredOffer,
} from '../../../functions/src/offers/contract/offers.ts';
import { createOffer, getOffer, listOffers, updateOffer } from '../../../functions/src/offers/store/offers.ts';
import { MalformedItemError } from '../../../functions/src/platform/table/stored-item.ts';
import { offerCodeKey, offerKey } from '../../../functions/src/platform/table/keys.ts';
import { anAutomaticOffer, anOffer } from '../../fixtures/offers.ts';

process.env.TABLE_NAME ??= 'spices-unit';

const table = mockClient(DynamoDBDocumentClient);
beforeEach(() => table.reset());

const offerId = '01KC0FFERS00000000000000AB';
const updatedAt = '2026-12-07T18:00:00.000Z';
const stored = (offer: Offer, version = 1): StoredOffer => ({ ...offer, offerId, version, updatedAt });
const itemOf = (offer: StoredOffer) => ({ ...offerKey(offer.offerId), type: 'offer', ...offer });
/** A code offer with this code (the fixture's `changes` type knows only the keys both kinds share). */
const codeOffer = (code: string): Offer => anOffer({ code } as Parameters<typeof anOffer>[0]);
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({ message: 'Transaction cancelled', $metadata: {}, CancellationReasons: codes.map((Code) => ({ Code })) });

/** The TransactItems of the one transaction sent. */
function sentItems() {
  const calls = table.commandCalls(TransactWriteCommand);
  expect(calls).toHaveLength(1);
  return calls[0]!.args[0].input.TransactItems!;
}

describe('the keys', () => {
  it('claim a code upper-cased, so SPRING10 and spring10 are one claim', () => {
    expect(offerCodeKey('spring10')).toEqual({ pk: 'OFFERCODE#SPRING10', sk: 'OFFER' });
    expect(offerCodeKey('Spring10')).toEqual(offerCodeKey('SPRING10'));
    expect(offerKey(offerId)).toEqual({ pk: 'OFFER', sk: offerId });
  });
});

describe('createOffer', () => {
  it('puts the offer and its code claim in one transaction, each only if new', async () => {
    table.on(TransactWriteCommand).resolves({});
    const offer = stored(codeOffer('SPRING10'));
    expect(await createOffer(offer)).toBe('created');
    const [put, claim] = sentItems();
    expect(put?.Put).toMatchObject({ Item: itemOf(offer), ConditionExpression: 'attribute_not_exists(pk)' });
    expect(claim?.Put).toMatchObject({ Item: { pk: 'OFFERCODE#SPRING10', sk: 'OFFER', offerId }, ConditionExpression: 'attribute_not_exists(pk)' });
  });

  it('puts an automatic offer alone (it claims no code)', async () => {
    table.on(TransactWriteCommand).resolves({});
    expect(await createOffer(stored(anAutomaticOffer()))).toBe('created');
    expect(sentItems()).toHaveLength(1);
  });

  it("answers 'codeTaken' when the claim's condition failed", async () => {
    table.on(TransactWriteCommand).rejects(cancelled('None', 'ConditionalCheckFailed'));
    expect(await createOffer(stored(anOffer()))).toBe('codeTaken');
  });

  it("throws when the offer's own condition failed (an id used twice is a bug, not a taken code)", async () => {
    table.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None'));
    await expect(createOffer(stored(anOffer()))).rejects.toBeInstanceOf(TransactionCanceledException);
  });
});

describe('updateOffer', () => {
  const now = new Date('2026-12-07T19:00:00.000Z');

  it("answers 'missing' for no such offer and 'stale' for another version, writing nothing", async () => {
    table.on(GetCommand).resolves({});
    expect(await updateOffer({ ...anOffer(), offerId }, 1, now)).toBe('missing');
    table.on(GetCommand).resolves({ Item: itemOf(stored(anOffer(), 2)) });
    expect(await updateOffer({ ...anOffer(), offerId }, 1, now)).toBe('stale');
    expect(table.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('replaces the offer over the version read, raising it, and leaves an unchanged code where it is', async () => {
    table.on(GetCommand).resolves({ Item: itemOf(stored(anOffer(), 3)) });
    table.on(TransactWriteCommand).resolves({});
    const saved = await updateOffer({ ...anOffer({ minimumFoodCents: 4000 }), offerId }, 3, now);
    expect(saved).toMatchObject({ offerId, minimumFoodCents: 4000, version: 4, updatedAt: now.toISOString() });
    const items = sentItems();
    expect(items).toHaveLength(1);
    expect(items[0]?.Put).toMatchObject({
      Item: { pk: 'OFFER', sk: offerId, version: 4 },
      ConditionExpression: 'attribute_exists(pk) AND #version = :expected',
      ExpressionAttributeValues: { ':expected': 3 },
    });
  });

  it('moves a changed code: the old claim deleted only while it is this offer’s, the new one put only while free', async () => {
    table.on(GetCommand).resolves({ Item: itemOf(stored(codeOffer('OLD-CODE'))) });
    table.on(TransactWriteCommand).resolves({});
    await updateOffer({ ...codeOffer('NEW-CODE'), offerId }, 1, now);
    const [, release, claim] = sentItems();
    expect(release?.Delete).toMatchObject({ Key: { pk: 'OFFERCODE#OLD-CODE', sk: 'OFFER' }, ConditionExpression: 'offerId = :offerId' });
    expect(release?.Delete?.ExpressionAttributeValues).toEqual({ ':offerId': offerId });
    expect(claim?.Put).toMatchObject({ Item: { pk: 'OFFERCODE#NEW-CODE', offerId }, ConditionExpression: 'attribute_not_exists(pk)' });
  });

  it('releases the code when a code offer becomes automatic, and claims one when an automatic offer gets a code', async () => {
    table.on(GetCommand).resolves({ Item: itemOf(stored(codeOffer('OLD-CODE'))) });
    table.on(TransactWriteCommand).resolves({});
    await updateOffer({ ...anAutomaticOffer(), offerId }, 1, now);
    expect(sentItems().map((item) => Object.keys(item)[0])).toEqual(['Put', 'Delete']);
    table.reset();
    table.on(GetCommand).resolves({ Item: itemOf(stored(anAutomaticOffer())) });
    table.on(TransactWriteCommand).resolves({});
    await updateOffer({ ...codeOffer('FRESH'), offerId }, 1, now);
    expect(sentItems().map((item) => Object.keys(item)[0])).toEqual(['Put', 'Put']);
  });

  it("answers 'stale' when another save landed after the read, 'codeTaken' when the new code is another offer's", async () => {
    table.on(GetCommand).resolves({ Item: itemOf(stored(codeOffer('OLD-CODE'))) });
    table.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None', 'None'));
    expect(await updateOffer({ ...codeOffer('NEW-CODE'), offerId }, 1, now)).toBe('stale');
    table.on(TransactWriteCommand).rejects(cancelled('None', 'None', 'ConditionalCheckFailed'));
    expect(await updateOffer({ ...codeOffer('NEW-CODE'), offerId }, 1, now)).toBe('codeTaken');
  });
});

describe('listOffers and getOffer', () => {
  it('read every page of the partition, newest first, without the table’s own attributes', async () => {
    const first = stored(codeOffer('FIRST'));
    const second = { ...stored(anAutomaticOffer()), offerId: '01KC0FFERS00000000000000AC' };
    table
      .on(QueryCommand)
      .resolvesOnce({ Items: [itemOf(second)], LastEvaluatedKey: offerKey(second.offerId) })
      .resolvesOnce({ Items: [itemOf(first)] });
    expect(await listOffers()).toEqual([second, first]);
    const queries = table.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries[0]).toMatchObject({ ExpressionAttributeValues: { ':pk': 'OFFER' }, ScanIndexForward: false });
    expect(queries[1]?.ExclusiveStartKey).toEqual(offerKey(second.offerId));
  });

  it('refuse an item that is not an offer, naming its key', async () => {
    table.on(GetCommand).resolves({ Item: { ...itemOf(stored(anOffer())), discount: { kind: 'percent', percent: 150 } } });
    await expect(getOffer(offerId)).rejects.toThrow(MalformedItemError);
    await expect(getOffer(offerId)).rejects.toThrow(`OFFER/${offerId}`);
  });
});

describe('the owner’s requests and answers', () => {
  const { offerId: _id, ...definition } = anOffer();

  it('an update carries the version read, and the definition’s rules still hold', () => {
    expect(offerUpdateRequestSchema.safeParse({ ...definition, version: 2 }).success).toBe(true);
    expect(offerUpdateRequestSchema.safeParse(definition).success).toBe(false);
    expect(offerUpdateRequestSchema.safeParse({ ...definition, version: 0 }).success).toBe(false);
    expect(offerUpdateRequestSchema.safeParse({ ...definition, version: 2, validTo: definition.validFrom }).success).toBe(false);
    expect(offerUpdateRequestSchema.safeParse({ ...definition, version: 2, offerId }).success).toBe(false);
  });

  it('a path takes a ULID only', () => {
    expect(offerPathSchema.safeParse({ offerId }).success).toBe(true);
    expect(offerPathSchema.safeParse({ offerId: '../OFFERCODE#SAVE5' }).success).toBe(false);
    expect(offerPathSchema.safeParse({ offerId: offerId.toLowerCase() }).success).toBe(false);
  });

  it('the list answers stored offers, each with its version', () => {
    expect(ownerOffersAnswerSchema.safeParse({ offers: [stored(anOffer())] }).success).toBe(true);
    expect(ownerOffersAnswerSchema.safeParse({ offers: [{ ...anOffer(), offerId }] }).success).toBe(false);
  });
});
