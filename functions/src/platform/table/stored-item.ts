/** Items read back from the table are parsed against their entity's schema, never cast. */
import type * as z from 'zod';

export type StoredItem = Record<string, unknown>;

/** An item that is not what its entity's schema says (a bad write or a missed migration): a logged 500. */
export class MalformedItemError extends Error {
  override readonly name = 'MalformedItemError';
}

/** The item parsed into its entity, or a MalformedItemError naming the entity, the key and what is wrong (never the values). */
export function parseItem<Schema extends z.ZodType>(schema: Schema, entity: string, item: StoredItem): z.output<Schema> {
  const result = schema.safeParse(item);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(item)'}: ${issue.message}`).join('; ');
  throw new MalformedItemError(`Malformed ${entity} item ${String(item.pk)}/${String(item.sk)}: ${problems}`);
}
