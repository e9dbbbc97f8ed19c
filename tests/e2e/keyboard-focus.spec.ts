/**
 * Keyboard focus after a list changes under the customer (docs/product.md#keyboard-focus): Save for later, Move to
 * cart, −, Make default, deleting an address and unhearting leave focus on the next item's same control (or the acted
 * item's, when it stays), or on the list's heading when it empties, never on the page's body. Escape takes back the
 * address delete question; unhearting on the favourites page can be undone.
 */
import { expect, test, type Page } from '@playwright/test';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import type { Customer } from '../fixtures/api.ts';
import { signInBrowser } from '../fixtures/signed-in.ts';
import { screenshots } from './page-checks.ts';

const dishes = ['jollof-rice', 'beef-suya', 'egusi-soup'].map((id) => menu.find((dish) => dish.id === id)!);

async function addToCart(customer: Customer, dish: (typeof dishes)[number]) {
  const size = [...dish.prices].sort((a, b) => a.price - b.price)[0]!;
  const orders = [{ dishId: dish.id, dishName: dish.name, price: size.price, spiciness: 0, size: size.id }];
  expect((await customer.call('POST', '/cart', { json: { orders } })).status).toBe(201);
}

/** The element that has focus, described as a person would: its role's name or text, never the page's body. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return `${active.tagName.toLowerCase()}: ${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim()}`;
  });
}

/** A control's name, 'Save for later: Jollof Rice' (its visually hidden part may be read with a space before the colon). */
const named = (action: string, dish: string | undefined) => new RegExp(`^${action}\\s*: ${dish}$`);

/** Presses Enter on a control, as a keyboard user does. */
async function press(locator: ReturnType<Page['locator']>) {
  await locator.focus();
  await locator.press('Enter');
}

test.describe('keyboard focus after a change', () => {
  test('in the cart: Save for later, Move to cart and − keep focus by the next line, or on the heading', async ({ page, context }) => {
    const { customer } = await signInBrowser(context);
    for (const dish of dishes) await addToCart(customer, dish);
    await page.goto('/spices/order');
    // The lines themselves (a line's details are a list too).
    const lines = page.getByRole('list', { name: 'Cart items' }).locator(':scope > li');
    await expect(lines).toHaveCount(3);
    const names = await lines.getByRole('heading', { level: 2 }).allTextContents();

    // Save for later on the first line: focus goes to the next line's Save for later.
    await press(page.getByRole('button', { name: named('Save for later', names[0]) }));
    await expect(lines).toHaveCount(2);
    await expect(page.getByRole('button', { name: named('Save for later', names[1]) })).toBeFocused();
    expect(await focused(page)).toMatch(named('button: Save for later', names[1]));
    await page.keyboard.press('Enter');
    await expect(lines).toHaveCount(1);
    await expect(page.getByRole('button', { name: named('Save for later', names[2]) })).toBeFocused();

    // Move to cart on the first saved item: the next saved item's Move to cart; the last one: the Saved tab.
    const saved = page.getByRole('tabpanel').locator('ul:first-child > li');
    await expect(saved).toHaveCount(2);
    const savedNames = await saved.getByRole('heading', { level: 3 }).allTextContents();
    await press(page.getByRole('button', { name: named('Move to cart', savedNames[0]) }));
    await expect(saved).toHaveCount(1);
    await expect(page.getByRole('button', { name: named('Move to cart', savedNames[1]) })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(saved).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Saved (0 items)' })).toBeFocused();
    await expect(lines).toHaveCount(3);

    // − at quantity 1 takes the line out: focus goes to the next line's −.
    const order = await lines.getByRole('heading', { level: 2 }).allTextContents();
    await press(page.getByRole('button', { name: `Remove ${order[0]}` }));
    await expect(lines).toHaveCount(2);
    await expect(page.getByRole('button', { name: `Remove ${order[1]}` })).toBeFocused();

    // The last line saved: the cart's heading, 'Cart Empty', has focus.
    await press(page.getByRole('button', { name: named('Save for later', order[1]) }));
    await expect(page.getByRole('button', { name: named('Save for later', order[2]) })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Cart Empty' })).toBeFocused();
  });

  test('on the addresses: Make default stays on the card, Escape takes back the delete question, a delete moves to the next card', async ({
    page,
    context,
  }) => {
    const { customer } = await signInBrowser(context);
    for (const label of ['Home', 'Work', 'Mum']) {
      const address = { label, recipientName: 'Ama Mensah', line1: '2218 N Martin Luther King Jr Dr', city: 'Milwaukee', state: 'WI', zip: '53212' };
      expect((await customer.call('POST', '/address', { json: address })).status).toBe(201);
    }
    await page.goto('/spices/account/addresses');
    const cards = page.getByRole('list', { name: 'Saved addresses' }).getByRole('article');
    await expect(cards).toHaveCount(3);

    // Make default: the button goes (the card is the default now, first); focus stays on that card, on its Edit.
    await press(page.getByRole('button', { name: 'Make default (Work)' }));
    await expect(cards.first()).toHaveAccessibleName('Work');
    await expect(page.getByRole('link', { name: 'Edit Work' })).toBeFocused();

    // Delete asks first, with focus on Keep it; Escape takes the question back, focus on Delete again.
    await press(page.getByRole('button', { name: 'Delete Work' }));
    const question = page.getByRole('group', { name: 'Delete Work?' });
    await expect(question.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete Work' })).toBeFocused();

    // A delete: the next card's Delete has focus.
    const order = await cards.getByRole('heading', { level: 2 }).allTextContents();
    expect(order[0]).toBe('Work');
    await page.keyboard.press('Enter');
    await press(question.getByRole('button', { name: 'Delete', exact: true }));
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole('button', { name: `Delete ${order[1]}` })).toBeFocused();
    expect(await focused(page)).toBe(`button: Delete ${order[1]}`);

    // The last card deleted: the empty list's heading.
    for (const label of order.slice(1)) {
      await press(page.getByRole('button', { name: `Delete ${label}` }));
      await press(page.getByRole('group', { name: `Delete ${label}?` }).getByRole('button', { name: 'Delete', exact: true }));
      await expect(page.getByRole('article', { name: label })).toHaveCount(0);
    }
    await expect(page.getByRole('heading', { level: 2, name: 'No addresses yet' })).toBeFocused();
  });

  test('on the favourites: unhearting moves focus to the next heart and offers Undo, which puts the dish back', async ({ page, context }) => {
    const { customer } = await signInBrowser(context);
    for (const dish of dishes) expect((await customer.call('POST', '/favorites', { json: { dishId: dish.id } })).status).toBe(201);
    await page.goto('/spices/account/favorites');
    const list = page.getByRole('list', { name: 'Your favourite dishes' });
    const cards = list.getByRole('listitem');
    await expect(cards).toHaveCount(3);
    const names = await cards.getByRole('heading', { level: 2 }).allTextContents();

    await press(page.getByRole('button', { name: `Remove ${names[0]} from favourites` }));
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole('button', { name: `Remove ${names[1]} from favourites` })).toBeFocused();
    const notice = page.getByRole('status').filter({ hasText: `Removed ${names[0]} from your favourites.` });
    await expect(notice.getByRole('button', { name: 'Undo' })).toBeVisible();
    await screenshots(page, 'favourites-undo');

    // Undo: the dish is back on the list (as the newest) and its heart has focus.
    await press(notice.getByRole('button', { name: 'Undo' }));
    await expect(cards).toHaveCount(3);
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Remove ${names[0]} from favourites` })).toBeFocused();

    // Unhearting each in turn, from the last card: focus goes to the card before, then the empty list's title.
    for (let left = 3; left > 0; left -= 1) {
      const last = cards.nth(left - 1);
      const name = await last.getByRole('heading', { level: 2 }).innerText();
      await press(last.getByRole('button', { name: `Remove ${name} from favourites` }));
      await expect(list.getByRole('heading', { name })).toHaveCount(0);
      if (left > 1) {
        const before = await cards
          .nth(left - 2)
          .getByRole('heading', { level: 2 })
          .innerText();
        await expect(page.getByRole('button', { name: `Remove ${before} from favourites` })).toBeFocused();
      }
    }
    await expect(page.getByRole('heading', { level: 2, name: 'No favourites yet' })).toBeFocused();
  });
});
