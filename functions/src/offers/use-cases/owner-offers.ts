/**
 * The owner's offers (docs/business-rules.md#offers-and-loyalty): list them, create one, and replace one over the
 * version the owner read. A code is stored upper-case and belongs to one offer, whatever its case; a save over an
 * offer changed since it was read is refused with the offer as it is now, never lost.
 */
import { ulid } from 'ulid';
import type { Offer, OfferCreateRequest, OfferUpdateRequest, OwnerOffersAnswer, StoredOffer } from '../contract/offers.ts';
import { normalizeCode } from '../rules/offer-rules.ts';
import { createOffer, getOffer, listOffers, updateOffer } from '../store/offers.ts';
import { logger } from '../../platform/config/telemetry.ts';
import { conflict, conflictWithCurrent, notFound } from '../../platform/errors.ts';

export const staleOfferMessage = 'This offer was changed meanwhile: look again before saving.';
export const unknownOfferMessage = 'No such offer.';
export const codeTakenMessage = (code: string) => `The code ${code} is taken by another offer.`;

/** The offer with its code made canonical (the schema has upper-cased it already; this is the one rule the checkout uses too). */
function withCanonicalCode<T extends OfferCreateRequest>(definition: T): T {
  if (definition.kind !== 'code') return definition;
  const code = normalizeCode(definition.code);
  // The request schema lets through only what normalizeCode takes; a refusal here is a bug, not the owner's input.
  if (code === undefined) throw new Error('An offer code passed the schema but not normalizeCode');
  return { ...definition, code };
}

function codeTaken(code: string) {
  const message = codeTakenMessage(code);
  return conflict(message, [{ path: 'body.code', message }]);
}

/** GET /owner/offers: every offer, the newest first. */
export async function readOwnerOffers(): Promise<OwnerOffersAnswer> {
  return { offers: await listOffers() };
}

/** POST /owner/offers: a new offer, version 1 (409 when its code is another offer's). */
export async function createOwnerOffer(request: OfferCreateRequest, now = new Date()): Promise<StoredOffer> {
  const offer: StoredOffer = { ...withCanonicalCode(request), offerId: ulid(now.getTime()), version: 1, updatedAt: now.toISOString() };
  if ((await createOffer(offer)) === 'codeTaken') throw codeTaken(offer.kind === 'code' ? offer.code : '');
  logger().info('Offer created', { offerId: offer.offerId, kind: offer.kind });
  return offer;
}

/**
 * PUT /owner/offers/{offerId}: the offer replaced over the version the owner read: 404 for no such offer, 409 with
 * the offer as it is now when it was saved meanwhile, 409 when its new code is another offer's.
 */
export async function updateOwnerOffer(offerId: string, request: OfferUpdateRequest, now = new Date()): Promise<StoredOffer> {
  const { version, ...definition } = request;
  const offer: Offer = { ...withCanonicalCode(definition), offerId };
  const saved = await updateOffer(offer, version, now);
  if (saved === 'missing') throw notFound(unknownOfferMessage);
  if (saved === 'stale') {
    const current = await getOffer(offerId);
    if (!current) throw notFound(unknownOfferMessage);
    throw conflictWithCurrent(staleOfferMessage, current);
  }
  if (saved === 'codeTaken') throw codeTaken(offer.kind === 'code' ? offer.code : '');
  logger().info('Offer changed', { offerId, kind: saved.kind, version: saved.version });
  return saved;
}
