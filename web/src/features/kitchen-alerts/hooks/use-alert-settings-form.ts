/**
 * The alert settings form's state, as the day's settings form keeps it (features/shop-settings/hooks/
 * use-settings-form.ts): a draft from the saved answer, the shared schema's messages once Save was pressed, the
 * server's refusal by field until that field is edited, Save through PUT /owner/alerts over the version the draft was
 * made from, and Reload after a 409 (another owner saved meanwhile).
 */
import { alertLimits, type AlertsAnswer } from '@functions/alerts/contract/alerts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useReloadAlerts, useSaveAlerts } from '../../../api/alerts.ts';
import { fieldId, withoutPaths } from '../../../components/form/draft-form.ts';
import {
  draftErrors,
  draftOf,
  fieldPaths,
  isChanged,
  phoneKey,
  saveOf,
  saveVersionOf,
  serverErrors,
  type AlertSettingsDraft,
  type FieldErrors,
} from './alert-settings-draft.ts';

export function useAlertSettingsForm(saved: AlertsAnswer, formId: string) {
  const save = useSaveAlerts();
  const reloadAlerts = useReloadAlerts();
  const [base, setBase] = useState<AlertsAnswer>(saved);
  const [draft, setDraft] = useState<AlertSettingsDraft>(() => draftOf(saved.settings));
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<FieldErrors>({});
  const [refusalAboutFields, setRefusalAboutFields] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const [reloading, setReloading] = useState(false);
  const focusAfterRender = useRef<string | null>(null);
  const version = saveVersionOf(saved, base);

  const errors: FieldErrors = { ...(submitted ? draftErrors(draft) : {}), ...refused };

  const edit = (path: string, change: (current: AlertSettingsDraft) => AlertSettingsDraft) => {
    setDraft(change);
    setRefused((current) => withoutPaths(current, path));
    setJustSaved(false);
  };

  const focus = (path: string) => document.getElementById(fieldId(formId, path))?.focus();

  useEffect(() => {
    if (!focusAfterRender.current) return;
    focus(focusAfterRender.current);
    focusAfterRender.current = null;
  });

  const addPhone = () => {
    if (draft.kitchenPhones.length >= alertLimits.kitchenPhones.max) return;
    focusAfterRender.current = `kitchenPhones.${draft.kitchenPhones.length}`;
    edit('kitchenPhones', (current) => ({ ...current, kitchenPhones: [...current.kitchenPhones, { key: phoneKey(), phone: '' }] }));
  };

  const removePhone = (key: string) => {
    // The rows after it move up, and messages name rows by place: they all go. The add button takes the focus.
    edit('kitchenPhones', (current) => ({ ...current, kitchenPhones: current.kitchenPhones.filter((row) => row.key !== key) }));
    focusAfterRender.current = 'kitchenPhones';
  };

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
      { ...saveOf(draft), version },
      {
        onSuccess: (answer) => {
          setBase(answer);
          setDraft(draftOf(answer.settings));
          setRefused({});
          setSubmitted(false);
          setJustSaved(true);
        },
        onError: (error) => {
          const byField = serverErrors(error, draft);
          setRefused(byField);
          const paths = fieldPaths(draft);
          setRefusalAboutFields(Object.keys(byField).length > 0 && Object.keys(byField).every((path) => paths.includes(path)));
          const firstRefused = paths.find((path) => byField[path]);
          if (firstRefused) focus(firstRefused);
        },
      },
    );
  };

  /** After a 409: the settings read again and the draft started from them (unsaved changes here go). */
  const reload = async () => {
    setReloading(true);
    try {
      const fresh = await reloadAlerts();
      setBase(fresh);
      setDraft(draftOf(fresh.settings));
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
    addPhone,
    removePhone,
    submit,
    saving: save.isPending,
    saveError: save.error,
    refusalAboutFields,
    justSaved,
    changed: isChanged(draft, saved.settings),
    reload: () => void reload(),
    reloading,
  };
}
