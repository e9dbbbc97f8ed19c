import { describe, expect, it } from 'vitest';
import { allergenSentence, chosenAllergens, dietLabelsWithExtras, shownDietLabels, suitsDiet } from '../../../web/src/lib/allergens.ts';

const friedEgg = { ingredient: 'Fried egg', allergens: ['eggs' as const] };
const suyaSkewer = { ingredient: 'Beef suya skewer', allergens: ['peanuts' as const] };
const chicken = { ingredient: 'Grilled chicken thigh', allergens: [] };
const friedFish = { ingredient: 'Fried fish', allergens: ['fish' as const] };
const talia = { ingredient: 'Spaghetti (talia)', allergens: ['wheat' as const] };

describe('allergen words', () => {
  it('lists allergens in label order, lower-cased, with commas or a conjunction', () => {
    expect(allergenSentence(['wheat', 'peanuts'])).toBe('peanuts, wheat');
    expect(allergenSentence(['wheat', 'milk', 'crustacean-shellfish'], 'and')).toBe('milk, crustacean shellfish and wheat');
    expect(allergenSentence(['sesame'], 'or')).toBe('sesame');
    expect(allergenSentence([])).toBe('');
  });

  it('counts a vegan dish as vegetarian, and shows only "Vegan" for it', () => {
    expect(suitsDiet(['vegan'], 'vegetarian')).toBe(true);
    expect(suitsDiet(['vegetarian'], 'vegan')).toBe(false);
    expect(shownDietLabels(['vegan', 'vegetarian', 'gluten-free'])).toEqual(['vegan', 'gluten-free']);
    expect(shownDietLabels(['vegetarian', 'gluten-free'])).toEqual(['vegetarian', 'gluten-free']);
  });
});

describe('the allergens of a dish with its extras', () => {
  it("lists the dish's own allergens first-class, and names the extras that bring the others", () => {
    expect(chosenAllergens(['wheat'], [])).toEqual([{ allergen: 'wheat', fromExtras: [] }]);
    expect(chosenAllergens([], [friedEgg, suyaSkewer, chicken])).toEqual([
      { allergen: 'eggs', fromExtras: ['Fried egg'] },
      { allergen: 'peanuts', fromExtras: ['Beef suya skewer'] },
    ]);
  });

  it('does not credit an extra with an allergen the dish has anyway', () => {
    expect(chosenAllergens(['peanuts'], [suyaSkewer, friedEgg])).toEqual([
      { allergen: 'eggs', fromExtras: ['Fried egg'] },
      { allergen: 'peanuts', fromExtras: [] },
    ]);
  });

  it('names every extra that brings the same allergen', () => {
    const boiledEgg = { ingredient: 'Boiled egg', allergens: ['eggs' as const] };
    expect(chosenAllergens([], [friedEgg, boiledEgg])).toEqual([{ allergen: 'eggs', fromExtras: ['Fried egg', 'Boiled egg'] }]);
  });
});

describe('the diet labels of a dish with its extras', () => {
  const jollof = ['vegan', 'vegetarian', 'gluten-free'] as const;

  it('keeps the labels when the extras break none', () => {
    expect(dietLabelsWithExtras(jollof, [])).toEqual({ kept: ['vegan', 'gluten-free'], broken: [] });
    expect(dietLabelsWithExtras(jollof, [chicken, suyaSkewer])).toEqual({ kept: ['vegan', 'gluten-free'], broken: [] });
  });

  it('an egg makes a vegan dish vegetarian only', () => {
    expect(dietLabelsWithExtras(jollof, [friedEgg])).toEqual({ kept: ['vegetarian', 'gluten-free'], broken: [{ labels: ['vegan'], extras: ['Fried egg'] }] });
  });

  it('fish breaks vegan and vegetarian together, wheat breaks gluten-free, each naming its extras', () => {
    expect(dietLabelsWithExtras(jollof, [friedFish, talia])).toEqual({
      kept: [],
      broken: [
        { labels: ['vegan', 'vegetarian'], extras: ['Fried fish'] },
        { labels: ['gluten-free'], extras: ['Spaghetti (talia)'] },
      ],
    });
  });

  it('reads a dish labelled only vegan as vegetarian too', () => {
    expect(dietLabelsWithExtras(['vegan'], [friedEgg])).toEqual({ kept: ['vegetarian'], broken: [{ labels: ['vegan'], extras: ['Fried egg'] }] });
  });

  it('breaks nothing the dish does not claim', () => {
    expect(dietLabelsWithExtras(['gluten-free'], [friedEgg])).toEqual({ kept: ['gluten-free'], broken: [] });
  });
});
