/**
 * The compose form (/kitchen/offers/emails/new): the subject, the text (plain text: each line a paragraph), an offer
 * code to feature (none, or a code offer that has not ended), and beside them (below on narrow screens) the preview of
 * the e-mail as a subscriber gets it. Send asks first, in a dialog that says it cannot be undone; the server's refusals
 * show under their fields, or above Send.
 */
import { offerMailLimits, type OfferMail } from '@functions/offers/contract/offer-mails';
import { offerWords } from '@functions/offers/contract/offer-words';
import type { StoredOffer } from '@functions/offers/contract/offers';
import { useId } from 'react';
import { useOwnerOffers } from '../../../api/offers.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { draftControl } from '../../../components/form/draft-form.ts';
import { FormSection } from '../../../components/form/draft-form-parts.tsx';
import { SelectField, SubmitButton, TextAreaField, TextField } from '../../../components/form/form-fields.tsx';
import { FormRefusal } from '../../../components/form/form-refusal.tsx';
import { sendLabel, subscribersWords } from '../hooks/offer-mail-words.ts';
import { useOfferMailCompose, type OfferMailCompose, type OfferMailFormDraft } from '../hooks/use-offer-mail-compose.ts';
import { OfferMailPreview } from './offer-mail-preview.tsx';
import styles from './offer-mail-form.module.scss';

type CodeOffer = Extract<StoredOffer, { kind: 'code' }>;

/** The offers an e-mail may feature: code offers that have not ended (by their state or their end date). */
export function featurableOffers(offers: readonly StoredOffer[], now: number = Date.now()): CodeOffer[] {
  return offers.filter(
    (offer): offer is CodeOffer => offer.kind === 'code' && offer.state !== 'ended' && (offer.validTo === null || Date.parse(offer.validTo) > now),
  );
}

/** 'SAVE5 · $5 off orders over $30', with '(paused)' when it is. */
function offerLabel(offer: CodeOffer): string {
  return `${offer.code} · ${offerWords(offer)}${offer.state === 'paused' ? ' (paused)' : ''}`;
}

function OfferPicker({ form, formId }: { form: OfferMailCompose; formId: string }) {
  const offers = useOwnerOffers();
  const codes = offers.data ? featurableOffers(offers.data.offers) : [];
  const first = offers.data ? 'No offer' : offers.isError ? 'The offers could not be loaded' : 'Loading the offers…';
  const options = [{ value: '', label: first }, ...codes.map((offer) => ({ value: offer.offerId, label: offerLabel(offer) }))];
  return (
    <SelectField
      label="Feature an offer (optional)"
      options={options}
      disabled={!offers.data}
      hint={
        offers.data && codes.length === 0
          ? 'No code offer is running or starting later: add one on the Offers page to feature it.'
          : 'Its code and what it takes off are shown in a box under your text, with how to use it at checkout.'
      }
      control={draftControl(form, formId, 'offerId', form.draft.offerId, (current: OfferMailFormDraft, offerId) => ({ ...current, offerId }))}
    />
  );
}

/** `subscribers`: how many would receive it now (undefined until known); `onSent` takes the e-mail as the server answered. */
export function OfferMailForm({ subscribers, onSent }: { subscribers: number | undefined; onSent: (mail: OfferMail) => void }) {
  const formId = useId();
  const form = useOfferMailCompose({ formId, onSent });
  const { draft } = form;
  const nobody = subscribers === 0;
  const bodyLength = draft.body.trim().length;

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label="New offer e-mail">
      <div className={styles.write}>
        <FormSection
          id={`${formId}-mail-section`}
          title="The e-mail"
          intro="Plain text: each line becomes a paragraph. The greeting with the customer’s name, the menu button, the unsubscribe link and the kitchen’s address are added for you."
        >
          <TextField
            label="Subject"
            maxLength={offerMailLimits.subject.max}
            autoComplete="off"
            placeholder="e.g. This weekend: 20 % off jollof"
            hint={`What the inbox shows, ${offerMailLimits.subject.min} to ${offerMailLimits.subject.max} characters on one line.`}
            control={draftControl(form, formId, 'subject', draft.subject, (current: OfferMailFormDraft, subject) => ({ ...current, subject }))}
          />
          <TextAreaField
            label="Text"
            rows={10}
            hint={`Plain text, no formatting or links: each line becomes a paragraph. ${bodyLength.toLocaleString('en-US')} of ${offerMailLimits.body.max.toLocaleString('en-US')} characters.`}
            control={draftControl(form, formId, 'body', draft.body, (current: OfferMailFormDraft, body) => ({ ...current, body }))}
          />
          <OfferPicker form={form} formId={formId} />
        </FormSection>
        <div className={styles.sendBar}>
          <FormRefusal error={form.confirming ? undefined : form.sendError} aboutFields={form.refusalAboutFields} />
          <div className={styles.sendRow}>
            <SubmitButton pending={form.sending} pendingLabel="Sending…" disabled={nobody}>
              {sendLabel(subscribers)}
            </SubmitButton>
            <p className={styles.sendHint}>
              {nobody
                ? 'Nobody is subscribed yet: customers opt in from their account or after an order, and confirm by e-mail.'
                : 'You are asked once more before it goes. It goes out gradually, at the rate the shop may send.'}
            </p>
          </div>
        </div>
      </div>
      <div className={styles.look}>
        <OfferMailPreview preview={form.preview} />
      </div>
      {form.confirming ? (
        <ConfirmDialog
          title={subscribers === undefined ? 'Send this e-mail to your subscribers?' : `Send this e-mail to ${subscribersWords(subscribers)}?`}
          confirmLabel="Send it now"
          pendingLabel="Sending…"
          pending={form.sending}
          onConfirm={form.confirm}
          onCancel={form.cancel}
        >
          <p>“{draft.subject.trim()}” goes to everyone subscribed to offers right now. A sent e-mail cannot be undone or changed.</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
