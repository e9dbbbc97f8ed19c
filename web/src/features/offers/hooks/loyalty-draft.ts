/**
 * The loyalty settings' form (docs/business-rules.md#points-in-the-table): points per dollar, the months points last
 * (empty: never) and up to ten rewards (a name, its points, and dollars off or one dish free) as editable text; the
 * PUT /owner/loyalty request made from it, and its messages by field path ('pointsPerDollar', 'rewards.1.points'),
 * from the shared schema or from the server's refusal ('body.rewards.1.points'). Pure.
 */
import {
  loyaltyLimits,
  loyaltySaveRequestSchema,
  type LoyaltySaveRequest,
  type LoyaltySettings,
  type OwnerLoyaltyAnswer,
  type Reward,
} from '@functions/offers/contract/offers';
import { addIssues, serverErrors as serverErrorsAt, type FieldErrors } from '../../../components/form/draft-form.ts';
import { parseUsd, usdInputValue } from '../../../lib/money.ts';

export type RewardKind = Reward['kind'];

export type RewardDraft = {
  /** The row's key, so React keeps each row's inputs as rows come and go. */
  key: string;
  /** Kept from the saved reward; a new row's is made once, when it is added. */
  rewardId: string;
  name: string;
  points: string;
  kind: RewardKind;
  /** Dollars as typed ('5.00'); the request carries cents. */
  amount: string;
  dishId: string;
};

export type LoyaltyDraft = {
  pointsPerDollar: string;
  /** Whole months as typed; empty for points that never expire. */
  expiryMonths: string;
  rewards: RewardDraft[];
};

/** A new shop's starting point: the rate owners most often pick, points that last a year, no rewards yet. */
const firstSettings: LoyaltySettings = { pointsPerDollar: 10, expiryMonths: 12, rewards: [] };

let nextKey = 0;
/** A reward row's key, and a new reward's id (the schema's lower-case letters, digits and hyphens). */
function rowKey(): string {
  nextKey += 1;
  return `reward-${Date.now().toString(36)}-${nextKey}`;
}

function rewardDraftOf(reward: Reward): RewardDraft {
  return {
    key: rowKey(),
    rewardId: reward.rewardId,
    name: reward.name,
    points: String(reward.points),
    kind: reward.kind,
    amount: reward.kind === 'amount' ? usdInputValue(reward.cents) : '',
    dishId: reward.kind === 'dish' ? reward.dishId : '',
  };
}

/** A new reward's row: dollars off, nothing filled in. */
export function newReward(): RewardDraft {
  const key = rowKey();
  return { key, rewardId: key, name: '', points: '', kind: 'amount', amount: '', dishId: '' };
}

export function draftOf(settings: LoyaltySettings | null): LoyaltyDraft {
  const from = settings ?? firstSettings;
  return {
    pointsPerDollar: String(from.pointsPerDollar),
    expiryMonths: from.expiryMonths === null ? '' : String(from.expiryMonths),
    rewards: from.rewards.map(rewardDraftOf),
  };
}

/** A whole number typed into a field, or NaN (which the schema refuses) for anything else. */
function wholeNumber(text: string): number {
  const trimmed = text.trim().replaceAll(',', '');
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function rewardOf(row: RewardDraft): Reward {
  const parts = { rewardId: row.rewardId, name: row.name.trim(), points: wholeNumber(row.points) };
  return row.kind === 'amount' ? { ...parts, kind: 'amount', cents: parseUsd(row.amount) ?? Number.NaN } : { ...parts, kind: 'dish', dishId: row.dishId };
}

/** The settings the draft stands for, without their version. */
export function settingsOf(draft: LoyaltyDraft): LoyaltySettings {
  return {
    pointsPerDollar: wholeNumber(draft.pointsPerDollar),
    expiryMonths: draft.expiryMonths.trim() === '' ? null : wholeNumber(draft.expiryMonths),
    rewards: draft.rewards.map(rewardOf),
  };
}

export function requestOf(draft: LoyaltyDraft, version: number): LoyaltySaveRequest {
  return { ...settingsOf(draft), version };
}

/** The fields a reward row shows a message under; an id (never typed) is told at its name. */
const rewardFields = new Set(['name', 'points', 'cents', 'dishId']);

/** A path of the request ('rewards.0.cents', 'rewards.0.rewardId') as the draft's field path, or '' for none. */
export function fieldPathOf(requestPath: string): string {
  const path = requestPath.replace(/^body\.?/, '');
  if (path === 'pointsPerDollar' || path === 'expiryMonths' || path === 'rewards') return path;
  const reward = /^rewards\.(\d+)\.(\w+)/.exec(path);
  if (!reward) return '';
  return `rewards.${reward[1]}.${rewardFields.has(reward[2]!) ? reward[2] : 'name'}`;
}

/** The draft's problems by field path, checked with the schema the server uses (the first message of each field). */
export function draftErrors(draft: LoyaltyDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (Number.isNaN(wholeNumber(draft.pointsPerDollar))) errors.pointsPerDollar = 'Enter a whole number of points';
  if (draft.expiryMonths.trim() !== '' && Number.isNaN(wholeNumber(draft.expiryMonths)))
    errors.expiryMonths = 'Enter a whole number of months, or leave it empty';
  draft.rewards.forEach((row, index) => {
    if (Number.isNaN(wholeNumber(row.points))) errors[`rewards.${index}.points`] = 'Enter a whole number of points';
    if (row.kind === 'amount' && parseUsd(row.amount) === null) errors[`rewards.${index}.cents`] = 'Enter an amount in dollars, e.g. 5.00';
    if (row.kind === 'dish' && row.dishId === '') errors[`rewards.${index}.dishId`] = 'Choose the dish';
  });
  const result = loyaltySaveRequestSchema.safeParse(requestOf(draft, 0));
  if (result.success) return errors;
  const issues = result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  return addIssues(errors, issues, fieldPathOf);
}

/** The server's refusal by field path ('body.rewards.0.points' → the row's points). */
export function serverErrors(error: unknown): FieldErrors {
  return serverErrorsAt(error, fieldPathOf);
}

/** Every field path the form shows a message under, in the order of its fields. */
export function fieldPaths(draft: LoyaltyDraft): string[] {
  return [
    'pointsPerDollar',
    'expiryMonths',
    ...draft.rewards.flatMap((row, index) => [
      `rewards.${index}.name`,
      `rewards.${index}.points`,
      `rewards.${index}.${row.kind === 'amount' ? 'cents' : 'dishId'}`,
    ]),
    'rewards',
  ];
}

/** Whether two reads hold the same settings. */
function sameSettings(one: LoyaltySettings | null, other: LoyaltySettings | null): boolean {
  return JSON.stringify(one) === JSON.stringify(other);
}

/**
 * The version a save goes over (the day's settings' rule): that of the answer the draft was made from, or of a newer
 * read with the same settings; a newer read with a setting changed is another owner's save: a 409, never a loss.
 */
export function saveVersionOf(saved: OwnerLoyaltyAnswer, base: OwnerLoyaltyAnswer): number {
  return saved.version > base.version && sameSettings(saved.settings, base.settings) ? saved.version : base.version;
}

/** Whether the draft asks for anything other than the saved settings (always, before the first save). */
export function isChanged(draft: LoyaltyDraft, saved: LoyaltySettings | null): boolean {
  return saved === null || JSON.stringify(settingsOf(draft)) !== JSON.stringify(settingsOf(draftOf(saved)));
}

export const maxRewards = loyaltyLimits.rewards.max;
