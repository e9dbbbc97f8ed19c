/**
 * The alert settings form's state: the form kit's draft form (components/form/use-draft-form.ts), as the day's
 * settings form keeps it, over the alerts' answer, saved through PUT /owner/alerts over the version the draft was made
 * from, and the edits of the kitchen's numbers.
 */
import { alertLimits, type AlertSettingsSave, type AlertsAnswer } from '@functions/alerts/contract/alerts';
import { useReloadAlerts, useSaveAlerts } from '../../../api/alerts.ts';
import { useDraftForm, type DraftFormRules } from '../../../components/form/use-draft-form.ts';
import { draftErrors, draftOf, fieldPaths, isChanged, phoneKey, saveOf, saveVersionOf, serverErrors, type AlertSettingsDraft } from './alert-settings-draft.ts';

const rules: DraftFormRules<AlertsAnswer, AlertSettingsDraft, AlertSettingsSave> = {
  draftOf: (answer) => draftOf(answer.settings),
  draftErrors,
  fieldPaths,
  serverErrors,
  saveVersionOf,
  bodyOf: (draft, version) => ({ ...saveOf(draft), version }),
  isChanged: (draft, answer) => isChanged(draft, answer.settings),
};

export function useAlertSettingsForm(saved: AlertsAnswer, formId: string) {
  const form = useDraftForm({ saved, formId, rules, save: useSaveAlerts(), reloadSaved: useReloadAlerts() });
  const { draft, edit } = form;

  const addPhone = () => {
    if (draft.kitchenPhones.length >= alertLimits.kitchenPhones.max) return;
    form.focusAfterRender(`kitchenPhones.${draft.kitchenPhones.length}`);
    edit('kitchenPhones', (current) => ({ ...current, kitchenPhones: [...current.kitchenPhones, { key: phoneKey(), phone: '' }] }));
  };

  const removePhone = (key: string) => {
    // The rows after it move up, and messages name rows by place: they all go. The add button takes the focus.
    edit('kitchenPhones', (current) => ({ ...current, kitchenPhones: current.kitchenPhones.filter((row) => row.key !== key) }));
    form.focusAfterRender('kitchenPhones');
  };

  return { ...form, addPhone, removePhone };
}
