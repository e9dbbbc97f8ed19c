import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicDir } from '../../repo-paths.ts';
import { business } from '../../functions/src/platform/config/business.ts';
import dishArt from '../../functions/src/catalogue/seed/dish-art.json' with { type: 'json' };
import brandArt from '../../web/src/lib/brand-art.json' with { type: 'json' };
import proofArt from '../../web/src/lib/proof-art.json' with { type: 'json' };
import { artFormats, dishArtWidths, hashedArtFilePattern, hashedArtPattern } from '../../functions/src/catalogue/contract/art-images.ts';
import { faqs } from '../../functions/src/catalogue/seed/faqs.ts';
import { allergenListSchema, dietLabelListSchema, type Allergen } from '../../functions/src/catalogue/contract/allergens.ts';
import { categories, sizes } from '../../functions/src/catalogue/seed/menu-types.ts';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';

const art = dishArt as Record<string, { image: string; blurHash: string }[]>;
const ids = new Set(menu.map((dish) => dish.id));

/** Every rendition an art path names: each width up to its own, in each format. */
function renditionFiles(image: string, widths: readonly number[]): string[] {
  const own = Number(/-(\d+)\.webp$/.exec(image)?.[1]);
  return widths.filter((w) => w <= own).flatMap((w) => artFormats.map((format) => image.replace(/-\d+\.webp$/, `-${w}.${format}`)));
}

describe('the menu', () => {
  it('has at least 24 dishes and at least 4 in every category', () => {
    expect(menu.length).toBeGreaterThanOrEqual(24);
    for (const category of categories) {
      expect(menu.filter((dish) => dish.category === category).length, category).toBeGreaterThanOrEqual(4);
    }
  });

  it('has unique ids and names; ids are lowercase-hyphenated and names carry no hyphen', () => {
    expect(ids.size).toBe(menu.length);
    expect(new Set(menu.map((dish) => dish.name.toLowerCase())).size).toBe(menu.length);
    for (const dish of menu) {
      expect(dish.id, dish.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(dish.name, dish.id).not.toMatch(/[-‐‑‒–—]/);
      expect(dish.name.trim(), dish.id).toBe(dish.name);
    }
  });

  it('describes every dish with tips and ingredients', () => {
    for (const dish of menu) {
      expect(dish.description.length, dish.id).toBeGreaterThan(30);
      expect(dish.tips.length, dish.id).toBeGreaterThanOrEqual(2);
      expect(dish.tips.length, dish.id).toBeLessThanOrEqual(3);
      expect(dish.includedIngredients.length, dish.id).toBeGreaterThanOrEqual(3);
      expect(dish.includedIngredients.length, dish.id).toBeLessThanOrEqual(7);
      expect(dish.optionalIngredients.length, dish.id).toBeGreaterThanOrEqual(1);
      expect(dish.optionalIngredients.length, dish.id).toBeLessThanOrEqual(5);
    }
  });

  it('refers only to companion and similar dishes that exist, never to the dish itself', () => {
    for (const dish of menu) {
      expect(dish.goesWith.length, dish.id).toBeGreaterThanOrEqual(1);
      for (const id of [...dish.goesWith, ...dish.similar]) {
        expect(ids.has(id), `${dish.id} → ${id}`).toBe(true);
        expect(id, dish.id).not.toBe(dish.id);
      }
      expect(new Set(dish.goesWith).size, dish.id).toBe(dish.goesWith.length);
      expect(new Set(dish.similar).size, dish.id).toBe(dish.similar.length);
      for (const id of dish.similar) {
        expect(menu.find((other) => other.id === id)?.category, `${dish.id} similar ${id}`).toBe(dish.category);
      }
    }
  });

  it('prices in integer cents, sizes in order small → extra large with rising prices', () => {
    for (const dish of menu) {
      expect(dish.prices.length, dish.id).toBeGreaterThanOrEqual(1);
      expect(dish.prices.length, dish.id).toBeLessThanOrEqual(4);
      dish.prices.forEach((option, i) => {
        expect(Number.isInteger(option.price) && option.price > 0, option.id).toBe(true);
        expect(option.amount.trim().length, option.id).toBeGreaterThan(0);
        const previous = dish.prices[i - 1];
        if (previous) {
          expect(sizes.indexOf(option.size), option.id).toBeGreaterThan(sizes.indexOf(previous.size));
          expect(option.price, option.id).toBeGreaterThan(previous.price);
        }
      });
      for (const extra of dish.optionalIngredients) {
        expect(Number.isInteger(extra.price) && extra.price > 0, extra.id).toBe(true);
      }
    }
  });

  it('has option ids (sizes and extras) unique across the whole menu', () => {
    const optionIds = menu.flatMap((dish) => [...dish.prices.map((p) => p.id), ...dish.optionalIngredients.map((o) => o.id)]);
    expect(new Set(optionIds).size).toBe(optionIds.length);
  });

  it('has a valid art recipe for every dish', () => {
    const hex = /^#[0-9a-f]{6}$/i;
    for (const dish of menu) {
      for (const colour of [dish.art.base, dish.art.accent, dish.art.table, ...dish.art.garnish]) {
        expect(colour, dish.id).toMatch(hex);
      }
    }
  });

  it('has generated artwork for every dish, with files in web/public', () => {
    for (const dish of menu) {
      const images = art[dish.id];
      expect(images, `${dish.id}: run npm run art`).toBeDefined();
      expect(images?.length ?? 0, dish.id).toBeGreaterThanOrEqual(2);
      for (const image of images ?? []) {
        expect(image.blurHash.length, image.image).toBeGreaterThanOrEqual(6);
        expect(image.image).toMatch(hashedArtPattern);
        expect(image.image).toMatch(/-960\.webp$/);
        for (const file of renditionFiles(image.image, dishArtWidths)) expect(existsSync(join(publicDir, file)), file).toBe(true);
      }
    }
    for (const image of [...Object.values(brandArt), ...Object.values(proofArt)]) {
      expect(image.image).toMatch(hashedArtPattern);
      for (const file of renditionFiles(image.image, image.widths)) expect(existsSync(join(publicDir, file)), file).toBe(true);
    }
  });

  it('keeps only content-hashed renditions that the art names under web/public/Images (the hosts cache them for good)', () => {
    const named = new Set(
      [
        ...Object.values(art)
          .flat()
          .flatMap((image) => renditionFiles(image.image, dishArtWidths)),
        ...[...Object.values(brandArt), ...Object.values(proofArt)].flatMap((image) => renditionFiles(image.image, image.widths)),
      ].map((file) => join(publicDir, file)),
    );
    const files = readdirSync(join(publicDir, 'Images'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
    for (const file of files) {
      const sitePath = relative(publicDir, file).split(sep).join('/');
      expect(sitePath).toMatch(hashedArtFilePattern);
      expect(named.has(file), `${file} is named by no art manifest: run npm run art`).toBe(true);
    }
  });
});

/** Words of a recipe that name an allergen's source (docs/business-rules.md#allergens-and-diet-labels). */
const allergenWordsInText: [Allergen, RegExp][] = [
  ['milk', /butter|\bmilk\b(?<!coconut milk)|cream|cheese|cheddar|custard|ayib|kibbeh|ashta|yogurt/i],
  ['eggs', /\beggs?\b/i],
  ['fish', /fish|herring|mackerel/i],
  ['crustacean-shellfish', /shrimp|crayfish|prawn|crab|lobster/i],
  ['tree-nuts', /almond|pistachio|cashew|walnut|hazelnut/i],
  ['peanuts', /peanut|groundnut|kuli kuli|yaji|suya/i],
  // Not 'bread': injera is the Ethiopian bread, of teff and barley.
  ['wheat', /wheat|flour|\bdough|pastr(y|ies)|couscous|semolina|spaghetti|\bsponge\b/i],
  ['soybeans', /\bsoy/i],
  ['sesame', /sesame|tahini/i],
];

function allergensNamedIn(text: string): Allergen[] {
  return allergenWordsInText.filter(([, words]) => words.test(text)).map(([allergen]) => allergen);
}

describe('the allergens and diet labels of the menu', () => {
  it('lists every allergen the recipe names, for each dish and each extra', () => {
    for (const dish of menu) {
      // A kitchen tip that says "contains…" is part of the recipe; other tips name pairings, not ingredients.
      const text = [dish.name, dish.description, ...dish.includedIngredients, ...dish.tips.filter((tip) => /contains/i.test(tip))].join('\n');
      expect(dish.allergens, dish.id).toEqual(expect.arrayContaining(allergensNamedIn(text)));
      for (const extra of dish.optionalIngredients) {
        expect(extra.allergens, extra.id).toEqual(expect.arrayContaining(allergensNamedIn(extra.ingredient)));
      }
    }
  });

  it('lists them once each, in label order', () => {
    for (const dish of menu) {
      for (const [id, list] of [[dish.id, dish.allergens], ...dish.optionalIngredients.map((extra) => [extra.id, extra.allergens] as const)] as const) {
        expect(list, id).toEqual(allergenListSchema.parse(list));
      }
      expect(dish.dietLabels, dish.id).toEqual(dietLabelListSchema.parse(dish.dietLabels));
    }
  });

  it('puts the peanuts on the suya and the yaji, the fish and shellfish on the shito', () => {
    const byId = new Map(menu.map((dish) => [dish.id, dish]));
    expect(byId.get('beef-suya')?.allergens).toContain('peanuts');
    expect(byId.get('yaji-pepper-sauce')?.allergens).toContain('peanuts');
    expect(byId.get('shito')?.allergens).toEqual(expect.arrayContaining(['fish', 'crustacean-shellfish']));
    expect(byId.get('egusi-soup')?.allergens).toEqual(expect.arrayContaining(['fish', 'crustacean-shellfish']));
  });

  it('labels a dish only with what its allergens allow: vegan has no animal product, vegetarian no fish, gluten-free no wheat', () => {
    for (const dish of menu) {
      const has = (...list: Allergen[]) => list.some((allergen) => dish.allergens.includes(allergen));
      if (dish.dietLabels.includes('vegan')) {
        expect(has('milk', 'eggs', 'fish', 'crustacean-shellfish'), dish.id).toBe(false);
        expect(dish.dietLabels, `${dish.id}: a vegan dish is vegetarian too`).toContain('vegetarian');
      }
      if (dish.dietLabels.includes('vegetarian')) {
        expect(has('fish', 'crustacean-shellfish'), dish.id).toBe(false);
        expect(`${dish.description} ${dish.includedIngredients.join(' ')}`, dish.id).not.toMatch(
          /\b(beef|chicken|goat|gizzards?|meat|sausage|boerewors|fish)\b/i,
        );
      }
      if (dish.dietLabels.includes('gluten-free')) {
        expect(has('wheat'), dish.id).toBe(false);
        expect(dish.includedIngredients.join(' '), dish.id).not.toMatch(/injera|barley|rye/i);
      }
    }
  });

  it('labels a dish vegan or gluten-free where its description says so, and halal only where it does', () => {
    for (const dish of menu) {
      if (/\bvegan\b/i.test(dish.description)) expect(dish.dietLabels, dish.id).toContain('vegan');
      if (/\bgluten-free\b/i.test(dish.description)) expect(dish.dietLabels, dish.id).toContain('gluten-free');
      if (dish.dietLabels.includes('halal')) expect(dish.description, dish.id).toMatch(/\bhalal\b/i);
    }
  });
});

describe('the catering FAQs', () => {
  it('are 8 to 10 catering questions with unique ids', () => {
    expect(faqs.length).toBeGreaterThanOrEqual(8);
    expect(faqs.length).toBeLessThanOrEqual(10);
    expect(new Set(faqs.map((faq) => faq.id)).size).toBe(faqs.length);
    for (const faq of faqs) {
      expect(faq.category).toBe('catering');
      expect(faq.question.endsWith('?'), faq.id).toBe(true);
      expect(faq.answer.length, faq.id).toBeGreaterThan(40);
    }
  });

  it('state the catering terms and the business contact details', () => {
    const text = faqs.map((faq) => `${faq.question} ${faq.answer}`).join('\n');
    for (const term of ['4 entrées', '5 p.m.', 'day after next', '10%', '$500', 'chafing', '$12 per person', '4–6', '8–14', business.phone, business.email]) {
      expect(text, term).toContain(term);
    }
  });
});
