/**
 * The offer editor's state: a draft started from the saved offer (or new, of the kind asked for), its messages (what
 * the draft cannot send once Save was pressed; the server's refusal by field until that field is edited), Save through
 * POST or PUT over the version the draft was made from, and Reload after a 409 (another owner saved the offer
 * meanwhile: the list is read again and the draft starts from their offer). A save hands the saved offer on.
 */
import type { StoredOffer } from '@functions/offers/contract/offers';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useCreateOffer, useReloadOwnerOffers, useSaveOffer } from '../../../api/offers.ts';
import { fieldId, withoutPaths, type FieldErrors } from '../../../components/form/draft-form.ts';
import {
  draftErrors,
  draftOf,
  fieldPaths,
  isChanged,
  newDraft,
  requestOf,
  saveVersionOf,
  serverErrors,
  type OfferDraft,
  type OfferKind,
} from './offer-draft.ts';
import { offerWords } from './offer-words.ts';

export type OfferForm = ReturnType<typeof useOfferForm>;

export function useOfferForm({
  saved,
  kind,
  formId,
  onSaved,
}: {
  /** The offer as the server last answered; none for a new one. */
  saved: StoredOffer | undefined;
  /** A new offer's kind (the list's New code or New automatic offer). */
  kind: OfferKind;
  formId: string;
  onSaved: (offer: StoredOffer) => void;
}) {
  const create = useCreateOffer();
  const update = useSaveOffer();
  const reloadOffers = useReloadOwnerOffers();
  // The offer as it was when the draft was made from it: a save is over its version.
  const [base, setBase] = useState<StoredOffer | undefined>(saved);
  const [draft, setDraft] = useState<OfferDraft>(() => (saved ? draftOf(saved) : newDraft(kind)));
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<FieldErrors>({});
  const [refusalAboutFields, setRefusalAboutFields] = useState(false);
  const [reloading, setReloading] = useState(false);
  // A field to focus once the render that shows it is done (a message on a field that was hidden).
  const focusAfterRender = useRef<string | null>(null);

  const ownErrors = draftErrors(draft);
  const errors: FieldErrors = { ...(submitted ? ownErrors : {}), ...refused };

  /** Changes the draft; `path` is the field edited, whose server message goes. */
  const edit = (path: string, change: (current: OfferDraft) => OfferDraft) => {
    setDraft(change);
    setRefused((current) => withoutPaths(current, path));
  };

  const focus = (path: string) => document.getElementById(fieldId(formId, path))?.focus();

  useEffect(() => {
    if (!focusAfterRender.current) return;
    focus(focusAfterRender.current);
    focusAfterRender.current = null;
  });

  const onRefused = (error: unknown) => {
    const byField = serverErrors(error);
    setRefused(byField);
    const paths = fieldPaths(draft);
    const aboutFields = Object.keys(byField).length > 0 && Object.keys(byField).every((path) => paths.includes(path));
    setRefusalAboutFields(aboutFields);
    // Otherwise the alert above Save takes the keyboard (FormRefusal).
    const first = paths.find((path) => byField[path]);
    if (aboutFields && first) focus(first);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const first = fieldPaths(draft).find((path) => ownErrors[path]);
    if (first) {
      focus(first);
      return;
    }
    const definition = requestOf(draft);
    if (!saved || !base) {
      create.mutate(definition, { onSuccess: onSaved, onError: onRefused });
      return;
    }
    update.mutate({ offerId: saved.offerId, request: { ...definition, version: saveVersionOf(saved, base) } }, { onSuccess: onSaved, onError: onRefused });
  };

  /** After a 409: the offers read again, the draft started from the offer as the other owner left it (unsaved changes here go). */
  const reload = async () => {
    if (!saved) return;
    setReloading(true);
    try {
      const fresh = (await reloadOffers()).offers.find((offer) => offer.offerId === saved.offerId);
      if (fresh) {
        setBase(fresh);
        setDraft(draftOf(fresh));
      }
      setRefused({});
      setSubmitted(false);
      update.reset();
    } catch {
      // Not read: the refusal stays, and Reload can be pressed again.
    } finally {
      setReloading(false);
    }
  };

  const mutation = saved ? update : create;
  return {
    draft,
    errors,
    edit,
    /** Puts the keyboard on `path` once the next render has drawn it. */
    focusSoon: (path: string) => {
      focusAfterRender.current = path;
    },
    submit,
    saving: mutation.isPending,
    saveError: mutation.error,
    /** Every message of the refusal shows under a field: no alert above Save then. */
    refusalAboutFields,
    // A save leaves the editor (onSaved): it never stays to say so.
    justSaved: false,
    changed: isChanged(draft, saved),
    reload: () => void reload(),
    reloading,
    /** The offer in the customer's words as the draft stands; null while a field cannot be read yet. */
    words: Object.keys(ownErrors).length === 0 ? offerWords(requestOf(draft)) : null,
  };
}
