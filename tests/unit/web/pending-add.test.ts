// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearPendingAdd, peekPendingAdd, pendingAddKey, pendingAddMaxAgeMs, savePendingAdd, takePendingAdd } from '../../../web/src/lib/pending-add.ts';

const request = {
  orders: [{ dishId: 'jollof-rice', dishName: 'Jollof Rice', price: 2049, spiciness: 2, size: 'jollof-rice-l', removedIngredients: [] }],
  optionalIngredients: [{ dishId: 'jollof-rice', ingredientIds: ['jollof-rice-plantain'] }],
};
const now = Date.UTC(2026, 10, 24, 15, 0);

afterEach(() => window.localStorage.clear());

describe('the pending add', () => {
  it('keeps the exact request and the dish path', () => {
    savePendingAdd(request, '/menu/Jollof-Rice', now);
    expect(peekPendingAdd(now + 1000)).toEqual({ request, dishPath: '/menu/Jollof-Rice', savedAt: now });
  });

  it('is finished once: taking it removes it', () => {
    savePendingAdd(request, '/menu/Jollof-Rice', now);
    expect(takePendingAdd(now)?.request).toEqual(request);
    expect(takePendingAdd(now)).toBeNull();
    expect(window.localStorage.getItem(pendingAddKey)).toBeNull();
  });

  it('expires after a day, and an expired one is cleared', () => {
    savePendingAdd(request, '/menu/Jollof-Rice', now);
    expect(peekPendingAdd(now + pendingAddMaxAgeMs - 1)).not.toBeNull();
    expect(takePendingAdd(now + pendingAddMaxAgeMs + 1)).toBeNull();
    expect(window.localStorage.getItem(pendingAddKey)).toBeNull();
  });

  it('refuses what is not a dish page’s add: another path, a malformed entry, a time from the future', () => {
    savePendingAdd(request, '//evil.example/menu', now);
    expect(peekPendingAdd(now)).toBeNull();
    window.localStorage.setItem(pendingAddKey, '{not json');
    expect(peekPendingAdd(now)).toBeNull();
    expect(window.localStorage.getItem(pendingAddKey)).toBeNull();
    window.localStorage.setItem(pendingAddKey, JSON.stringify({ request: { orders: [] }, dishPath: '/menu/Fufu', savedAt: now }));
    expect(peekPendingAdd(now)).toBeNull();
    savePendingAdd(request, '/menu/Jollof-Rice', now + 60 * 60 * 1000);
    expect(peekPendingAdd(now)).toBeNull();
  });

  it('the latest add replaces an earlier one, and clearing forgets it', () => {
    savePendingAdd(request, '/menu/Jollof-Rice', now);
    savePendingAdd({ orders: [{ ...request.orders[0]!, dishId: 'fufu', dishName: 'Fufu', size: 'fufu-s' }] }, '/menu/Fufu', now + 5);
    expect(peekPendingAdd(now + 10)?.dishPath).toBe('/menu/Fufu');
    clearPendingAdd();
    expect(peekPendingAdd(now + 10)).toBeNull();
  });
});
