/**
 * A count with its noun, singular for one and plural otherwise ('1 item', '3 items', '0 items'):
 * the one helper the web and the e-mails say every count with. Plain, no zod.
 */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
