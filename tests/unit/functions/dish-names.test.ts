/**
 * Dish names in the menu editor (docs/business-rules.md#dish-names): tidied before they are checked
 * and stored (NFKC, no format characters, one space), refused with control characters or nothing
 * visible, compared by a skeleton that folds accents, case and Cyrillic/Greek look-alikes, and never
 * the web address of another dish. Extras' and ingredients' names are tidied the same way; companions
 * listed twice are kept once.
 */
import { describe, expect, it } from 'vitest';
import { hasControlCharacter, nameSkeleton, normaliseName } from '../../../functions/src/catalogue/contract/dish-name.ts';
import { editableDishSchema } from '../../../functions/src/catalogue/contract/menu-editor.ts';
import { menuIssues, newDishId, sameNameMessage, samePageMessage } from '../../../functions/src/catalogue/rules/menu-editor.ts';
import { dishRecord, editableDish } from '../../fixtures/dishes.ts';

const dish = editableDish;
const record = (id: string, name: string) => dishRecord(id, name);

/** The starter menu's Jollof Rice and Akara, and a dish renamed since it was made (its id is its first name's). */
const menu = [record('jollof-rice', 'Jollof Rice'), record('akara', 'Akara'), record('suya', 'Beef Suya Skewers')];

/** The name as the schema hands it on, or the messages it refuses it with (each naming `name`). */
function checked(name: string): { name: string } | { refused: string[] } {
  const parsed = editableDishSchema.safeParse(dish({ name }));
  if (parsed.success) return { name: parsed.data.name };
  expect(parsed.error.issues.every((issue) => issue.path.join('.') === 'name')).toBe(true);
  return { refused: parsed.error.issues.map((issue) => issue.message) };
}

/** The issues a new dish with this name meets against the menu. */
function issuesOfNew(name: string) {
  const parsed = editableDishSchema.parse(dish({ name }));
  return menuIssues(parsed, newDishId(parsed.name, new Set(menu.map((each) => each.id))), menu);
}

describe('a dish name is tidied before it is checked and stored', () => {
  it.each([
    ['Jollof  Rice', 'Jollof Rice'],
    ['Jollof\u00a0Rice', 'Jollof Rice'],
    ['  Jollof \u2003 Rice\t'.replace('\t', ' '), 'Jollof Rice'],
    ['Ak\u200bara', 'Akara'],
    ['\u200dAkara\u2060\ufeff', 'Akara'],
    ['Ｊｏｌｌｏｆ Rice', 'Jollof Rice'],
    ['Jollof\u202eRice', 'JollofRice'],
    ['Crème Brûlée', 'Crème Brûlée'],
    ['Ẹ̀fọ́ Rírò', 'Ẹ̀fọ́ Rírò'.normalize('NFKC')],
  ])('%j → %j', (typed, stored) => {
    expect(normaliseName(typed)).toBe(stored);
    expect(checked(typed)).toEqual({ name: stored });
  });

  it('refuses control characters, and a name with no letter or digit, naming the field', () => {
    expect(checked('\u0000')).toEqual({ refused: ['The name cannot contain control characters'] });
    expect(checked('Jollof\u0000Rice')).toEqual({ refused: ['The name cannot contain control characters'] });
    expect(checked('Jollof\nRice')).toEqual({ refused: ['The name cannot contain control characters'] });
    expect(checked('\u001b[31mRice')).toEqual({ refused: ['The name cannot contain control characters'] });
    expect(checked('\u200b\u200b')).toEqual({ refused: ['The name cannot be empty'] });
    expect(checked('\u00a0\u3000')).toEqual({ refused: ['The name cannot be empty'] });
    expect(checked('!!! ***')).toEqual({ refused: ['The name needs at least one letter or digit'] });
    expect(checked('🌶️🌶️')).toEqual({ refused: ['The name needs at least one letter or digit'] });
    expect(checked('7 Up')).toEqual({ name: '7 Up' });
    expect(hasControlCharacter('Jollof Rice')).toBe(false);
  });

  it('counts the length after tidying, and still refuses a hyphen (a full-width one too)', () => {
    expect(checked(`${'a'.repeat(60)}\u200b\u200b`)).toEqual({ name: 'a'.repeat(60) });
    expect(checked('a'.repeat(61))).toEqual({ refused: ['The name can be at most 60 characters'] });
    expect(checked('Puff－Puff')).toEqual({ refused: ['A name cannot contain a hyphen (the dish’s web address uses them)'] });
  });
});

describe('two names are the same name when their skeletons are', () => {
  it('folds accents, case, spacing and Cyrillic or Greek look-alikes of Latin letters', () => {
    const jollof = nameSkeleton('Jollof Rice');
    for (const lookAlike of [
      'JOLLOF RICE',
      'Jollof  Rice',
      'Jollof\u00a0Rice',
      'Ｊｏｌｌｏｆ Rice',
      'J\u043ellof Rice',
      'J\u03bfll\u03bff Ri\u0441e',
      'Jóllof Rice',
      'J\u200bollof Rice',
    ]) {
      expect(nameSkeleton(lookAlike), lookAlike).toBe(jollof);
    }
    expect(nameSkeleton('\u0410\u043a\u0430r\u0430')).toBe(nameSkeleton('Akara'));
    expect(nameSkeleton('Jollof Rice Special')).not.toBe(jollof);
  });

  it.each([
    ['Jollof  Rice', sameNameMessage],
    ['Jollof\u00a0Rice', sameNameMessage],
    ['Ak\u200bara', sameNameMessage],
    ['Ｊｏｌｌｏｆ Rice', sameNameMessage],
    ['J\u043ellof Rice', sameNameMessage],
    ['\u0410kara', sameNameMessage],
    ['Jollof Rice!', samePageMessage],
    ['Jollof Rice.', samePageMessage],
    ['Suya', samePageMessage],
    ['Beef: Suya Skewers', samePageMessage],
  ])('refuses a new dish named %j: %s', (name, message) => {
    expect(issuesOfNew(name)).toEqual([{ path: 'body.name', message }]);
  });

  it('takes a name of its own, and lets a dish keep (or respell) its own name', () => {
    expect(issuesOfNew('Jollof Rice with Chicken')).toEqual([]);
    expect(issuesOfNew('Moi Moi')).toEqual([]);
    const own = editableDishSchema.parse(dish({ name: 'JOLLOF  RICE' }));
    expect(menuIssues(own, 'jollof-rice', menu)).toEqual([]);
    const renamed = editableDishSchema.parse(dish({ name: 'Suya' }));
    expect(menuIssues(renamed, 'suya', menu)).toEqual([]);
  });
});

describe('the other names of a dish, and its companions', () => {
  it('tidies extras’ and ingredients’ names, and finds one listed twice however it is spelled', () => {
    const parsed = editableDishSchema.parse(
      dish({ includedIngredients: ['Goat\u00a0\u00a0meat', 'Scent\u200b leaf'], extras: [{ ingredient: ' Ｅｘｔｒａ goat ', price: 400, allergens: [] }] }),
    );
    expect(parsed.includedIngredients).toEqual(['Goat meat', 'Scent leaf']);
    expect(parsed.extras[0]!.ingredient).toBe('Extra goat');

    const twice = editableDishSchema.safeParse(dish({ includedIngredients: ['Goat meat', 'G\u043eat  meat'] }));
    expect(twice.error?.issues).toEqual([expect.objectContaining({ path: ['includedIngredients', 1], message: 'This ingredient is listed twice' })]);
    const extras = editableDishSchema.safeParse(
      dish({
        extras: [
          { ingredient: 'Plantain', price: 100, allergens: [] },
          { ingredient: 'PLANTAIN\u200b', price: 200, allergens: [] },
        ],
      }),
    );
    expect(extras.error?.issues).toEqual([expect.objectContaining({ path: ['extras', 1], message: 'This extra is listed twice' })]);
    for (const bad of ['\u0000', '\u200b', '***']) {
      const refused = editableDishSchema.safeParse(dish({ extras: [{ ingredient: bad, price: 0, allergens: [] }], includedIngredients: [bad] }));
      expect(refused.error?.issues.map((issue) => issue.path.join('.')).sort(), JSON.stringify(bad)).toEqual(['extras.0.ingredient', 'includedIngredients.0']);
    }
  });

  it('refuses a companion or a similar dish listed twice, naming the second place (decisions.md)', () => {
    const parsed = editableDishSchema.safeParse(dish({ goesWith: ['akara', 'jollof-rice', 'akara'], similar: ['suya', 'suya'] }));
    expect(parsed.success).toBe(false);
    const issues = parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
    expect(issues).toEqual(
      expect.arrayContaining([
        ['goesWith.2', 'This dish is listed twice'],
        ['similar.1', 'This dish is listed twice'],
      ]),
    );
    // Each dish once is fine up to the limit; one over it is refused.
    expect(editableDishSchema.safeParse(dish({ goesWith: Array.from({ length: 8 }, (_, n) => `dish-${n}`) })).success).toBe(true);
    expect(editableDishSchema.safeParse(dish({ goesWith: Array.from({ length: 9 }, (_, n) => `dish-${n}`) })).success).toBe(false);
  });
});
