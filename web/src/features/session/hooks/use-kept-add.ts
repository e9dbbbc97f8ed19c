/**
 * The add kept for the next sign-in (web/src/lib/pending-add.ts), as the sign-in screens say it: read once when
 * the screen opens, with the main dish's sizes and extras from the menu (usually already cached by the dish page).
 */
import { useState } from 'react';
import { useDish } from '../../../api/dishes.ts';
import { peekPendingAdd, type PendingAdd } from '../../../lib/pending-add.ts';
import { slugToDishName } from '@functions/catalogue/contract/dish-path';
import { keptAddSentence, keptItems } from './kept-add-sentence.ts';

/** The dish page's own name for the dish (so the menu's answer it cached is reused). */
function dishNameOf(pending: PendingAdd): string {
  try {
    return slugToDishName(decodeURIComponent(pending.dishPath.slice('/menu/'.length)));
  } catch {
    return pending.request.orders[0]?.dishName ?? '';
  }
}

export type KeptAdd = {
  /** "Jollof Rice (Large, two flames, + Fried plantain)"; '' when nothing is kept. */
  items: string;
  /** The screen's sentence; '' when nothing is kept. */
  sentence: string;
};

export function useKeptAdd(screen: 'signIn' | 'register'): KeptAdd {
  const [pending] = useState(() => peekPendingAdd());
  const dish = useDish(pending ? dishNameOf(pending) : '');
  if (!pending) return { items: '', sentence: '' };
  const facts = dish.data?.id === pending.request.orders[0]?.dishId ? dish.data : undefined;
  return { items: keptItems(pending.request, facts), sentence: keptAddSentence(pending.request, facts, screen) };
}
