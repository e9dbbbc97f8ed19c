/**
 * The settings form's state: a draft started from the saved settings, its messages (the shared
 * schema's once Save was pressed, then as the owner types; the server's refusal by field until
 * that field is edited), Save through PUT /owner/settings, and 'Saved' until the next edit. A save
 * is over the version of the settings the draft was made from; when another owner saved meanwhile
 * (409), Reload reads them again and starts the draft from theirs (docs/business-rules.md#the-days-settings).
 */
import type { OwnerShopSettings } from '@functions/shop/contract/shop-settings';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fieldId, withoutPaths } from '../../../components/form/draft-form.ts';
import { useReloadShopSettings, useSaveShopSettings } from '../../../api/shop-settings.ts';
import {
  closureKey,
  draftErrors,
  draftOf,
  fieldPaths,
  isChanged,
  saveVersionOf,
  serverErrors,
  updateOf,
  usualHours,
  type FieldErrors,
  type SettingsDraft,
} from './settings-draft.ts';

export function useSettingsForm(saved: OwnerShopSettings, formId: string) {
  const save = useSaveShopSettings();
  const reloadSettings = useReloadShopSettings();
  // The settings as they were when the draft was made from them: a save is over their version.
  const [base, setBase] = useState<OwnerShopSettings>(saved);
  const [reloading, setReloading] = useState(false);
  const version = saveVersionOf(saved, base);
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(saved));
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<FieldErrors>({});
  const [justSaved, setJustSaved] = useState(false);
  const [refusalAboutFields, setRefusalAboutFields] = useState(false);
  // A field to focus once the render that adds it is done (a new closure's date).
  const focusAfterRender = useRef<string | null>(null);

  const clientErrors = submitted ? draftErrors(draft) : {};
  const errors: FieldErrors = { ...clientErrors, ...refused };

  /** Changes the draft; `path` is the field edited, whose server message goes. */
  const edit = (path: string, change: (current: SettingsDraft) => SettingsDraft) => {
    setDraft(change);
    setRefused((current) => withoutPaths(current, path));
    setJustSaved(false);
  };

  const focus = (path: string) => document.getElementById(fieldId(formId, path))?.focus();

  const addClosure = () => {
    const index = draft.closures.length;
    edit('closures', (current) => ({ ...current, closures: [...current.closures, { key: closureKey(), date: '', note: '' }] }));
    focusAfterRender.current = `closures.${index}.date`;
  };

  const removeClosure = (key: string) => {
    // The rows after it move up, and the server's messages name rows by place: they all go.
    edit('closures', (current) => ({ ...current, closures: current.closures.filter((closure) => closure.key !== key) }));
  };

  const addSpecialHours = () => {
    const index = draft.specialHours.length;
    edit('specialHours', (current) => ({
      ...current,
      specialHours: [...current.specialHours, { key: closureKey(), date: '', from: usualHours.open, to: usualHours.close, note: '' }],
    }));
    focusAfterRender.current = `specialHours.${index}.date`;
  };

  const removeSpecialHours = (key: string) => {
    // As with closures, the server's messages name rows by place: they all go.
    edit('specialHours', (current) => ({ ...current, specialHours: current.specialHours.filter((day) => day.key !== key) }));
  };

  useEffect(() => {
    if (!focusAfterRender.current) return;
    document.getElementById(fieldId(formId, focusAfterRender.current))?.focus();
    focusAfterRender.current = null;
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setJustSaved(false);
    const problems = draftErrors(draft);
    const first = fieldPaths(draft).find((path) => problems[path]);
    if (first) {
      focus(first);
      return;
    }
    save.mutate(
      { ...updateOf(draft), version },
      {
        onSuccess: (settings) => {
          setBase(settings);
          setDraft(draftOf(settings));
          setRefused({});
          setSubmitted(false);
          setJustSaved(true);
        },
        onError: (error) => {
          const byField = serverErrors(error);
          setRefused(byField);
          const paths = fieldPaths(draft);
          setRefusalAboutFields(Object.keys(byField).length > 0 && Object.keys(byField).every((path) => paths.includes(path)));
          const firstRefused = paths.find((path) => byField[path]);
          if (firstRefused) focus(firstRefused);
        },
      },
    );
  };

  /** After a 409: the settings read again, the draft started from them as the other owner left them (unsaved changes here go). */
  const reload = async () => {
    setReloading(true);
    try {
      const fresh = await reloadSettings();
      setBase(fresh);
      setDraft(draftOf(fresh));
      setRefused({});
      setSubmitted(false);
      setJustSaved(false);
      save.reset();
    } catch {
      // Not read: the refusal stays, and Reload can be pressed again.
    } finally {
      setReloading(false);
    }
  };

  return {
    draft,
    errors,
    edit,
    addClosure,
    removeClosure,
    addSpecialHours,
    removeSpecialHours,
    submit,
    saving: save.isPending,
    saveError: save.error,
    /** Every message of the refusal shows under a field: no alert above the form then. */
    refusalAboutFields,
    justSaved,
    changed: isChanged(draft, saved),
    reload: () => void reload(),
    reloading,
  };
}
