/**
 * The settings form's state: the form kit's draft form (components/form/use-draft-form.ts) over the shop's settings,
 * saved through PUT /owner/settings over the version the draft was made from (docs/business-rules.md#the-days-settings),
 * and the edits of its two lists, closures and special hours.
 */
import type { OwnerShopSettings, ShopSettingsSave } from '@functions/shop/contract/shop-settings';
import { useDraftForm, type DraftFormRules } from '../../../components/form/use-draft-form.ts';
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
  type SettingsDraft,
} from './settings-draft.ts';

const rules: DraftFormRules<OwnerShopSettings, SettingsDraft, ShopSettingsSave> = {
  draftOf,
  draftErrors,
  fieldPaths,
  serverErrors: (error) => serverErrors(error),
  saveVersionOf,
  bodyOf: (draft, version) => ({ ...updateOf(draft), version }),
  isChanged,
};

export function useSettingsForm(saved: OwnerShopSettings, formId: string) {
  const form = useDraftForm({ saved, formId, rules, save: useSaveShopSettings(), reloadSaved: useReloadShopSettings() });
  const { draft, edit } = form;

  const addClosure = () => {
    const index = draft.closures.length;
    edit('closures', (current) => ({ ...current, closures: [...current.closures, { key: closureKey(), date: '', note: '' }] }));
    form.focusAfterRender(`closures.${index}.date`);
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
    form.focusAfterRender(`specialHours.${index}.date`);
  };

  const removeSpecialHours = (key: string) => {
    // As with closures, the server's messages name rows by place: they all go.
    edit('specialHours', (current) => ({ ...current, specialHours: current.specialHours.filter((day) => day.key !== key) }));
  };

  return { ...form, addClosure, removeClosure, addSpecialHours, removeSpecialHours };
}
