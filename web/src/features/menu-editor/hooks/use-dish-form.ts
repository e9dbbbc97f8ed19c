/**
 * The dish form's state: a draft started from the dish as saved (or empty for a new one), its
 * messages (the shared schema's once Save was pressed, then as the owner types; the server's refusal
 * by field until that field is edited), Save through POST or PUT, and 'Saved' until the next edit.
 * A refused save keeps every change on screen. A save is over the version of the dish the draft was
 * made from; when another owner saved meanwhile (409), Reload reads the menu again and starts the
 * draft from their dish (docs/business-rules.md#the-menu-editor).
 */
import type { OwnerMenuDish } from '@functions/catalogue/contract/menu-editor';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fieldId, withoutPaths } from '../../../components/form/draft-form.ts';
import { useCreateDish, useReloadOwnerMenu, useSaveDish } from '../../../api/menu-editor.ts';
import {
  draftErrors,
  draftOf,
  fieldPaths,
  firstErrorPath,
  focusPathOf,
  isChanged,
  requestOf,
  saveVersionOf,
  serverErrors,
  type DishDraft,
  type FieldErrors,
} from './dish-draft.ts';

export type DishForm = ReturnType<typeof useDishForm>;

export function useDishForm({
  saved,
  formId,
  savedBefore = false,
  onCreated,
}: {
  /** The dish as the server last answered; none for a new dish. */
  saved: OwnerMenuDish | undefined;
  formId: string;
  /** Just created (the screen came here from the new dish's Save): say it is saved. */
  savedBefore?: boolean;
  onCreated: (dish: OwnerMenuDish) => void;
}) {
  const create = useCreateDish();
  const update = useSaveDish();
  const [draft, setDraft] = useState<DishDraft>(() => draftOf(saved));
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<FieldErrors>({});
  const [refusalAboutFields, setRefusalAboutFields] = useState(false);
  const [justSaved, setJustSaved] = useState(savedBefore);
  // The dish as it was when the draft was made from it: a save is over its version.
  const [base, setBase] = useState<OwnerMenuDish | undefined>(saved);
  const reloadMenu = useReloadOwnerMenu();
  const [reloading, setReloading] = useState(false);
  const version = saveVersionOf(saved, base);
  // A field to focus once the render that adds it is done (a new row's first input).
  const focusAfterRender = useRef<string | null>(null);

  const clientErrors = submitted ? draftErrors(draft) : {};
  const errors: FieldErrors = { ...clientErrors, ...refused };

  /** Changes the draft; `path` is the field edited, whose server message goes. */
  const edit = (path: string, change: (current: DishDraft) => DishDraft) => {
    setDraft(change);
    setRefused((current) => withoutPaths(current, path));
    setJustSaved(false);
  };

  const focus = (path: string) => document.getElementById(fieldId(formId, focusPathOf(path)))?.focus();
  /** Puts the keyboard on `path` once the next render has drawn it. */
  const focusSoon = (path: string) => {
    focusAfterRender.current = path;
  };

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
    const first = firstErrorPath(draft, byField);
    if (aboutFields && first) focus(first);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setJustSaved(false);
    const first = firstErrorPath(draft, draftErrors(draft));
    if (first) {
      focus(first);
      return;
    }
    const dish = requestOf(draft);
    if (!saved) {
      create.mutate(dish, { onSuccess: (answer) => onCreated(answer.dish), onError: onRefused });
      return;
    }
    update.mutate(
      { dishId: saved.id, dish, version },
      {
        onSuccess: (answer) => {
          setBase(answer.dish);
          setDraft(draftOf(answer.dish));
          setRefused({});
          setSubmitted(false);
          setJustSaved(true);
        },
        onError: onRefused,
      },
    );
  };

  /** After a 409: the menu read again, the draft started from the dish as the other owner left it (unsaved changes here go). */
  const reload = async () => {
    if (!saved) return;
    setReloading(true);
    try {
      const fresh = (await reloadMenu()).dishes.find((dish) => dish.id === saved.id);
      if (fresh) {
        setBase(fresh);
        setDraft(draftOf(fresh));
      }
      setRefused({});
      setSubmitted(false);
      setJustSaved(false);
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
    focusSoon,
    submit,
    saving: mutation.isPending,
    saveError: mutation.error,
    /** Every message of the refusal shows under a field: no alert above Save then. */
    refusalAboutFields,
    justSaved,
    changed: isChanged(draft, saved),
    /** Only for a dish already saved (a new one has nothing to read again). */
    reload: saved ? () => void reload() : undefined,
    reloading,
  };
}
