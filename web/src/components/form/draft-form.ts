/**
 * The pieces every owner form that edits a draft shares (the menu editor's dish, the day's settings):
 * messages by field path, a field's DOM id made from its path, the server's 400 mapped onto the draft's
 * paths, and the form kit's control for one field. Each form keeps its own draft and its own paths.
 */
import { isApiError } from '../../lib/api-error.ts';
import type { FieldControl } from './use-zod-form.ts';

/** Messages by field path ('sizes.0.price'), the first of each field. */
export type FieldErrors = Record<string, string>;

/** The DOM id of a field's input, from the form's id and the field's path. */
export function fieldId(formId: string, path: string): string {
  return `${formId}-${path.replaceAll('.', '-')}`;
}

/** The messages without those of a field and everything below it (an edit clears them). */
export function withoutPaths(errors: FieldErrors, prefix: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => path !== prefix && !path.startsWith(`${prefix}.`)));
}

/** Adds each issue's message under the draft's path for it, unless that path already has one. */
export function addIssues(errors: FieldErrors, issues: readonly { path: string; message: string }[], pathOf: (path: string) => string): FieldErrors {
  for (const issue of issues) {
    const path = pathOf(issue.path);
    if (path && !(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/** The server's refusal by the draft's field paths (the first message of each); only a 400 names fields. */
export function serverErrors(error: unknown, pathOf: (detailPath: string) => string): FieldErrors {
  return isApiError(error) && error.status === 400 ? addIssues({}, error.details, pathOf) : {};
}

/** What a draft form offers a field: its messages and an edit of the draft at a path. */
export type DraftForm<Draft> = { errors: FieldErrors; edit: (path: string, change: (current: Draft) => Draft) => void };

/** The form kit's control for one field of the draft, named by its path. */
export function draftControl<Draft>(
  form: DraftForm<Draft>,
  formId: string,
  path: string,
  value: string,
  change: (current: Draft, value: string) => Draft,
): FieldControl {
  const set = (next: string) => form.edit(path, (current) => change(current, next));
  return {
    id: fieldId(formId, path),
    name: path,
    value,
    error: form.errors[path],
    onChange: (event) => set(event.target.value),
    onBlur: () => undefined,
    setValue: set,
  };
}
