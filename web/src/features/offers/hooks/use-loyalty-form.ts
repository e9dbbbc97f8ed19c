/**
 * The loyalty settings form's state: the form kit's draft form (components/form/use-draft-form.ts), as the day's
 * settings and the kitchen's alerts keep theirs, over GET /owner/loyalty's answer, saved through PUT /owner/loyalty
 * over the version the draft was made from (Reload after a 409), and the edits of the rewards' rows.
 */
import type { LoyaltySaveRequest, OwnerLoyaltyAnswer } from '@functions/offers/contract/offers';
import { useReloadOwnerLoyalty, useSaveOwnerLoyalty } from '../../../api/loyalty.ts';
import { useDraftForm, type DraftFormRules } from '../../../components/form/use-draft-form.ts';
import {
  draftErrors,
  draftOf,
  fieldPaths,
  isChanged,
  maxRewards,
  newReward,
  requestOf,
  saveVersionOf,
  serverErrors,
  type LoyaltyDraft,
} from './loyalty-draft.ts';

const rules: DraftFormRules<OwnerLoyaltyAnswer, LoyaltyDraft, LoyaltySaveRequest> = {
  draftOf: (answer) => draftOf(answer.settings),
  draftErrors,
  fieldPaths,
  serverErrors,
  saveVersionOf,
  bodyOf: requestOf,
  isChanged: (draft, answer) => isChanged(draft, answer.settings),
};

export function useLoyaltyForm(saved: OwnerLoyaltyAnswer, formId: string) {
  const form = useDraftForm({ saved, formId, rules, save: useSaveOwnerLoyalty(), reloadSaved: useReloadOwnerLoyalty() });
  const { draft, edit } = form;

  const addReward = () => {
    if (draft.rewards.length >= maxRewards) return;
    form.focusAfterRender(`rewards.${draft.rewards.length}.name`);
    edit('rewards', (current) => ({ ...current, rewards: [...current.rewards, newReward()] }));
  };

  const removeReward = (key: string) => {
    // The rows after it move up, and messages name rows by place: they all go. The add button takes the focus.
    edit('rewards', (current) => ({ ...current, rewards: current.rewards.filter((row) => row.key !== key) }));
    form.focusAfterRender('rewards');
  };

  return { ...form, addReward, removeReward };
}
