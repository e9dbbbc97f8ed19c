/**
 * The ingredients request's text rows (docs/product.md#contact-screen): a row can be added (up to the contract's
 * limit) and deleted while more than one exists; the request can go once a dish is chosen and no
 * row is empty.
 */
import { ingredientRowsMessage, maxIngredientRows } from '@functions/enquiries/contract/contact';
import { useState } from 'react';

export type IngredientRow = { key: number; text: string };

export const chooseDishMessage = 'Please choose a dish';

export function canAddRow(rows: readonly IngredientRow[]): boolean {
  return rows.length < maxIngredientRows;
}

export function canDeleteRow(rows: readonly IngredientRow[]): boolean {
  return rows.length > 1;
}

export function addRow(rows: readonly IngredientRow[]): IngredientRow[] {
  if (!canAddRow(rows)) return [...rows];
  const key = Math.max(0, ...rows.map((row) => row.key)) + 1;
  return [...rows, { key, text: '' }];
}

export function deleteRow(rows: readonly IngredientRow[], key: number): IngredientRow[] {
  return canDeleteRow(rows) ? rows.filter((row) => row.key !== key) : [...rows];
}

export function updateRow(rows: readonly IngredientRow[], key: number, text: string): IngredientRow[] {
  return rows.map((row) => (row.key === key ? { ...row, text } : row));
}

/** Why the request cannot be sent yet, or undefined when it can. */
export function ingredientsBlockedReason(dishId: string, rows: readonly IngredientRow[]): string | undefined {
  if (dishId === '') return chooseDishMessage;
  if (rows.length === 0 || rows.some((row) => row.text.trim() === '')) return ingredientRowsMessage;
  return undefined;
}

export const firstRows: readonly IngredientRow[] = [{ key: 1, text: '' }];

export function useIngredientRows() {
  const [rows, setRows] = useState<IngredientRow[]>(() => [...firstRows]);
  return {
    rows,
    add: () => setRows(addRow),
    remove: (key: number) => setRows((current) => deleteRow(current, key)),
    update: (key: number, text: string) => setRows((current) => updateRow(current, key, text)),
  };
}
