import { describe, expect, it } from 'vitest';
import { dishNameToSlug, dishPath, slugToDishName } from '../../../functions/src/catalogue/contract/dish-path.ts';

describe('dish slugs', () => {
  it('turns spaces into hyphens for the URL', () => {
    expect(dishNameToSlug('Peri Peri Chicken')).toBe('Peri-Peri-Chicken');
  });

  it('turns hyphens back into spaces', () => {
    expect(slugToDishName('Peri-Peri-Chicken')).toBe('Peri Peri Chicken');
  });

  it('round-trips every kind of dish name', () => {
    for (const name of ['Jollof Rice', 'Fufu', 'Egusi Soup', 'Crème Brûlée', 'Yaji Pepper Sauce']) {
      expect(slugToDishName(dishNameToSlug(name))).toBe(name);
    }
  });

  it('builds an encoded /menu path, which the router decodes back to the slug', () => {
    expect(dishPath('Jollof Rice')).toBe('/menu/Jollof-Rice');
    expect(dishPath('Crème Brûlée')).toBe(`/menu/${encodeURIComponent('Crème-Brûlée')}`);
    expect(slugToDishName(decodeURIComponent(dishPath('Crème Brûlée').slice('/menu/'.length)))).toBe('Crème Brûlée');
  });

  it('gives an empty name for an empty slug, so the dish page can send the visitor to the menu', () => {
    expect(slugToDishName('')).toBe('');
  });
});
