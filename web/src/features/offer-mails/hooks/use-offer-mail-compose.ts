/**
 * The compose form's state (docs/business-rules.md#offer-e-mails): the draft (subject, text, an offer to feature), its
 * messages (the shared contract's, once Send was pressed; the server's by field until that field is edited), the
 * preview of the draft as it stands (asked a moment after typing stops, and only of a draft the server would take),
 * and Send: the form's button asks first (the confirming dialog), the dialog's sends. The e-mail's id is made once,
 * when the form opens, so a double click or a retry after a lost answer sends one e-mail.
 */
import { offerMailDraftSchema, type OfferMail, type OfferMailDraft } from '@functions/offers/contract/offer-mails';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ulid } from 'ulid';
import { useOfferMailPreview, useSendOfferMail } from '../../../api/offer-mails.ts';
import { addIssues, fieldId, serverErrors, withoutPaths, type FieldErrors } from '../../../components/form/draft-form.ts';
import { isApiError } from '../../../lib/api-error.ts';

/** What the form holds: the offer's id, or '' for none. */
export type OfferMailFormDraft = { subject: string; body: string; offerId: string };

/** The form's fields, in their order on the screen (the first in error takes the keyboard). */
export const offerMailFieldPaths = ['subject', 'body', 'offerId'] as const;

/** A preview is asked this long after the last keystroke. */
export const offerMailPreviewDelayMs = 500;

/** The draft as the API takes it. */
export function draftRequestOf(draft: OfferMailFormDraft): OfferMailDraft {
  return { subject: draft.subject, body: draft.body, offerId: draft.offerId === '' ? null : draft.offerId };
}

/** The contract's messages for the draft, by field (the first of each). */
export function offerMailDraftErrors(draft: OfferMailFormDraft): FieldErrors {
  const parsed = offerMailDraftSchema.safeParse(draftRequestOf(draft));
  const errors: FieldErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const path = String(issue.path[0] ?? '');
    if (path && !(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/** A server's path ('body.subject') as the form's field; '' for none of them. */
export function offerMailFieldOf(detailPath: string): string {
  const field = detailPath.replace(/^body\./, '').split('.')[0] ?? '';
  return (offerMailFieldPaths as readonly string[]).includes(field) ? field : '';
}

/** The server's refusal by the form's fields: a 400's, and a 409's that names one (the featured offer can no longer be). */
export function refusalByField(error: unknown): FieldErrors {
  return isApiError(error) && error.status === 409 ? addIssues({}, error.details, offerMailFieldOf) : serverErrors(error, offerMailFieldOf);
}

/** The draft once it has not changed for `delayMs`. */
function useSettled<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export type OfferMailCompose = ReturnType<typeof useOfferMailCompose>;

export function useOfferMailCompose({ formId, onSent }: { formId: string; onSent: (mail: OfferMail) => void }) {
  const send = useSendOfferMail();
  // One id for everything this form sends: a repeated send answers the e-mail already sent.
  const [mailId] = useState(() => ulid());
  const [draft, setDraft] = useState<OfferMailFormDraft>({ subject: '', body: '', offerId: '' });
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<FieldErrors>({});
  const [refusalAboutFields, setRefusalAboutFields] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // A field to focus once the dialog has closed (a refusal about it).
  const focusAfterClose = useRef<string | null>(null);

  const ownErrors = offerMailDraftErrors(draft);
  const errors: FieldErrors = { ...(submitted ? ownErrors : {}), ...refused };

  const settled = useSettled(draft, offerMailPreviewDelayMs);
  const settledReadable = Object.keys(offerMailDraftErrors(settled)).length === 0;
  const preview = useOfferMailPreview(settledReadable ? draftRequestOf(settled) : null);

  /** Changes the draft; `path` is the field edited, whose server message goes. */
  const edit = (path: string, change: (current: OfferMailFormDraft) => OfferMailFormDraft) => {
    setDraft(change);
    setRefused((current) => withoutPaths(current, path));
  };

  const focus = (path: string) => document.getElementById(fieldId(formId, path))?.focus();

  useEffect(() => {
    if (confirming || !focusAfterClose.current) return;
    focus(focusAfterClose.current);
    focusAfterClose.current = null;
  });

  /** The form's Send: the draft's messages with the keyboard on the first, or the confirming dialog. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const first = offerMailFieldPaths.find((path) => ownErrors[path]);
    if (first) {
      focus(first);
      return;
    }
    send.reset();
    setConfirming(true);
  };

  /** The dialog's Send: the e-mail goes to every subscriber; a refusal closes the dialog and shows where it belongs. */
  const confirm = () => {
    send.mutate(
      { mailId, ...draftRequestOf(draft) },
      {
        onSuccess: onSent,
        onError: (error) => {
          const byField = refusalByField(error);
          setRefused(byField);
          setRefusalAboutFields(Object.keys(byField).length > 0 && isApiError(error) && error.details.every((detail) => offerMailFieldOf(detail.path) !== ''));
          setConfirming(false);
          const first = offerMailFieldPaths.find((path) => byField[path]);
          if (first) focusAfterClose.current = first;
        },
      },
    );
  };

  return {
    draft,
    errors,
    edit,
    submit,
    confirming,
    confirm,
    cancel: () => setConfirming(false),
    sending: send.isPending,
    sendError: send.error,
    /** Every message of the refusal shows under a field: no alert above Send then. */
    refusalAboutFields,
    /** The preview of the draft as it last settled; `waiting` while the draft has moved on since. */
    preview: {
      answer: settledReadable ? preview.data : undefined,
      error: preview.error,
      loading: preview.isFetching,
      waiting: settled !== draft,
      readable: Object.keys(ownErrors).length === 0,
    },
  };
}
