/**
 * The dish form's draft: a dish as editable text (prices in dollars as typed, rows with keys so React
 * keeps each row's inputs), the EditableDish request made from it (prices in integer cents), and its
 * messages by field path ('sizes.0.price', 'extras.1.ingredient'), from the shared schema or from the
 * server's refusal ('body.sizes.0.price'). Pure: the form's hook holds the state.
 */
import { allergens as allAllergens, dietLabels as allDietLabels, type Allergen, type DietLabel } from '@functions/catalogue/contract/allergens';
import type { Category, Size } from '@functions/catalogue/contract/catalogue';
import { editableDishSchema, type EditableDish, type OwnerMenuDish } from '@functions/catalogue/contract/menu-editor';
import { sizeOrder } from '@functions/catalogue/contract/pricing';
import { addIssues, serverErrors as serverErrorsAt, type FieldErrors } from '../../../components/form/draft-form.ts';
import { parseUsd, usdInputValue } from '../../../lib/money.ts';

export type TipDraft = { key: string; text: string };
export type SizeDraft = { key: string; size: Size; price: string; amount: string; catering: boolean };
/** `id`: an extra the menu already has (sent back, so carts holding it stay valid); none for a new one. */
export type ExtraDraft = { key: string; id?: string; ingredient: string; price: string; allergens: Allergen[] };
export type Relation = 'goesWith' | 'similar';

export type DishDraft = {
  name: string;
  /** '' until the owner chooses one for a new dish. */
  category: Category | '';
  description: string;
  tips: TipDraft[];
  canBeSpicy: boolean;
  featured: boolean;
  hidden: boolean;
  includedIngredients: string[];
  sizes: SizeDraft[];
  extras: ExtraDraft[];
  goesWith: string[];
  similar: string[];
  allergens: Allergen[];
  dietLabels: DietLabel[];
};

export type { FieldErrors };

let nextKey = 0;
/** A row's key, so React keeps each row's inputs as rows come and go. */
export function rowKey(): string {
  nextKey += 1;
  return `row-${nextKey}`;
}

const knownAllergens = (list: readonly string[]): Allergen[] => allAllergens.filter((allergen) => list.includes(allergen));
const knownDietLabels = (list: readonly string[]): DietLabel[] => allDietLabels.filter((label) => list.includes(label));

/** A size row for a size the dish does not have yet (the first free one in the menu's order). */
export function newSizeDraft(taken: readonly Size[]): SizeDraft {
  const size = sizeOrder.find((candidate) => !taken.includes(candidate)) ?? 'medium';
  return { key: rowKey(), size, price: '', amount: '', catering: false };
}

export function newExtraDraft(): ExtraDraft {
  return { key: rowKey(), ingredient: '', price: '', allergens: [] };
}

/** The form's start: the dish as saved, or an empty dish with one size to fill in. */
export function draftOf(dish?: OwnerMenuDish): DishDraft {
  if (!dish) {
    return {
      name: '',
      category: '',
      description: '',
      tips: [],
      canBeSpicy: false,
      featured: false,
      hidden: false,
      includedIngredients: [],
      sizes: [{ ...newSizeDraft([]), size: 'medium' }],
      extras: [],
      goesWith: [],
      similar: [],
      allergens: [],
      dietLabels: [],
    };
  }
  return {
    name: dish.name,
    category: dish.category,
    description: dish.description,
    tips: dish.tips.map((text) => ({ key: rowKey(), text })),
    canBeSpicy: dish.canBeSpicy,
    featured: dish.featured,
    hidden: dish.hidden,
    includedIngredients: [...dish.includedIngredients],
    sizes: dish.sizes.map((size) => ({ key: rowKey(), size: size.size, price: usdInputValue(size.price), amount: size.amount, catering: size.catering })),
    extras: dish.extras.map((extra) => ({
      key: rowKey(),
      id: extra.id,
      ingredient: extra.ingredient,
      price: usdInputValue(extra.price),
      allergens: knownAllergens(extra.allergens),
    })),
    goesWith: [...dish.goesWith],
    similar: [...dish.similar],
    allergens: knownAllergens(dish.allergens),
    dietLabels: knownDietLabels(dish.dietLabels),
  };
}

/** The request the draft stands for; a price that is not one becomes NaN, which the schema refuses. */
export function requestOf(draft: DishDraft): EditableDish {
  return {
    name: draft.name.trim(),
    category: draft.category as Category,
    description: draft.description.trim(),
    tips: draft.tips.map((tip) => tip.text.trim()),
    canBeSpicy: draft.canBeSpicy,
    featured: draft.featured,
    hidden: draft.hidden,
    includedIngredients: draft.includedIngredients.map((ingredient) => ingredient.trim()),
    sizes: draft.sizes.map((size) => ({ size: size.size, price: parseUsd(size.price) ?? Number.NaN, amount: size.amount.trim(), catering: size.catering })),
    extras: draft.extras.map((extra) => ({
      ...(extra.id ? { id: extra.id } : {}),
      ingredient: extra.ingredient.trim(),
      price: parseUsd(extra.price) ?? Number.NaN,
      allergens: extra.allergens,
    })),
    goesWith: draft.goesWith,
    similar: draft.similar,
    allergens: draft.allergens,
    dietLabels: draft.dietLabels,
  };
}

/** Whether two reads of a dish hold the same values in every field the form edits (a photo or a switch aside). */
export function sameEdit(one: OwnerMenuDish, other: OwnerMenuDish): boolean {
  return JSON.stringify(requestOf(draftOf(one))) === JSON.stringify(requestOf(draftOf(other)));
}

/**
 * The version a save goes over (docs/business-rules.md#the-menu-editor): the version of `base`, the
 * dish the draft was made from; or of `saved`, the dish as read since, when it is newer and none of
 * the fields the form edits moved (a photo added raises the version too). A newer read with another
 * field changed is another owner's save: the draft's own version makes the save a 409, never a loss.
 */
export function saveVersionOf(saved: OwnerMenuDish | undefined, base: OwnerMenuDish | undefined): number {
  if (saved && base && saved.version > base.version && sameEdit(saved, base)) return saved.version;
  return base?.version ?? 0;
}

/** Whether the draft asks for anything other than the dish as saved (or an empty new dish). */
export function isChanged(draft: DishDraft, saved: OwnerMenuDish | undefined): boolean {
  const comparable = (d: DishDraft) =>
    JSON.stringify({ ...requestOf(d), sizes: d.sizes.map(({ key: _key, ...size }) => size), extras: d.extras.map(({ key: _key, ...extra }) => extra) });
  return comparable(draft) !== comparable(draftOf(saved));
}

/**
 * The field a message belongs under, from the path a schema issue or a server detail names
 * ('body.sizes.0.price' → 'sizes.0.price'): a repeated size under its size, a repeated extra under
 * its name, an allergen under its group.
 */
export function fieldPathOf(issuePath: string): string {
  return issuePath
    .replace(/^body\.?/, '')
    .replace(/^sizes\.(\d+)$/, 'sizes.$1.size')
    .replace(/^extras\.(\d+)$/, 'extras.$1.ingredient')
    .replace(/^(extras\.\d+\.allergens)\.\d+$/, '$1')
    .replace(/^(allergens|dietLabels)\.\d+$/, '$1');
}

/** The input the keyboard goes to for a message: a companion's or an ingredient's is the list's own control. */
export function focusPathOf(path: string): string {
  return path.replace(/^(goesWith|similar|includedIngredients)\.\d+$/, '$1');
}

function priceProblem(text: string, { free }: { free: boolean }): string | undefined {
  if (text.trim() === '') return free ? 'Enter a price (0 when it is free)' : 'Enter a price';
  return parseUsd(text) === null ? 'Enter a price in dollars, e.g. 12.50' : undefined;
}

/** The draft's problems by field path, checked with the schema the server uses (the first message of each field). */
export function draftErrors(draft: DishDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (draft.category === '') errors.category = 'Choose a category';
  draft.sizes.forEach((size, index) => {
    const problem = priceProblem(size.price, { free: false });
    if (problem) errors[`sizes.${index}.price`] = problem;
  });
  draft.extras.forEach((extra, index) => {
    const problem = priceProblem(extra.price, { free: true });
    if (problem) errors[`extras.${index}.price`] = problem;
  });
  const result = editableDishSchema.safeParse(requestOf(draft));
  if (result.success) return errors;
  return addIssues(
    errors,
    result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
    fieldPathOf,
  );
}

/** The server's refusal by field path (the first message of each); only a 400 names fields. */
export function serverErrors(error: unknown): FieldErrors {
  return serverErrorsAt(error, fieldPathOf);
}

/** Every field path the form shows a message under, in the order the form shows them. */
export function fieldPaths(draft: DishDraft): string[] {
  return [
    'name',
    'category',
    'description',
    'tips',
    ...draft.tips.map((_, index) => `tips.${index}`),
    'includedIngredients',
    ...draft.includedIngredients.map((_, index) => `includedIngredients.${index}`),
    'sizes',
    ...draft.sizes.flatMap((_, index) => [`sizes.${index}.size`, `sizes.${index}.price`, `sizes.${index}.amount`, `sizes.${index}.catering`]),
    'extras',
    ...draft.extras.flatMap((_, index) => [`extras.${index}.ingredient`, `extras.${index}.price`, `extras.${index}.allergens`]),
    'canBeSpicy',
    'featured',
    'hidden',
    'allergens',
    'dietLabels',
    'goesWith',
    ...draft.goesWith.map((_, index) => `goesWith.${index}`),
    'similar',
    ...draft.similar.map((_, index) => `similar.${index}`),
  ];
}

/** The first path of `paths` with a message, in the form's order. */
export function firstErrorPath(draft: DishDraft, errors: FieldErrors): string | undefined {
  return fieldPaths(draft).find((path) => errors[path]);
}
