/**
 * Form state checked by the shared zod schemas (the API validates with the same ones). Messages
 * appear once a field has been left or the form submitted, then follow every keystroke. When the
 * server refuses, what was typed stays, and its field messages ('body.<field>') show under the
 * fields until they are edited.
 */
import { useCallback, useEffect, useId, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { isApiError } from '../../lib/api-error.ts';

type Values<Field extends string> = Record<Field, string>;

export type FieldControl = {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  /** Sets the value directly (formatting inputs, e.g. the phone field). */
  setValue: (value: string) => void;
};

/** The field a server detail path names: 'body.password' → 'password'. */
export function fieldOfDetailPath(path: string): string {
  return path.replace(/^body\./, '').split('.')[0] ?? path;
}

export function serverFieldErrors(error: unknown, fields: readonly string[]): Record<string, string> {
  const found: Record<string, string> = {};
  if (!isApiError(error)) return found;
  for (const detail of error.details) {
    const field = fieldOfDetailPath(detail.path);
    if (fields.includes(field) && !(field in found)) found[field] = detail.message;
  }
  return found;
}

export function useZodForm<Field extends string, Output>({
  schema,
  initialValues,
  serverError,
  requiredMessages = {},
}: {
  schema: z.ZodType<Output, Values<Field>>;
  initialValues: Values<Field>;
  /** The last refusal of the request this form sends (a mutation's error). */
  serverError?: unknown;
  /** Plain messages for empty fields whose schema has none of its own. */
  requiredMessages?: Partial<Record<Field, string>>;
}) {
  const formId = useId();
  const [fields] = useState(() => Object.keys(initialValues) as Field[]);
  const [values, setValues] = useState<Values<Field>>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  // Fields edited since the server's refusal no longer show its message.
  const [editedAfter, setEditedAfter] = useState<{ error: unknown; fields: Set<string> }>({ error: undefined, fields: new Set() });

  const clientErrors = useMemo(() => {
    const errors: Partial<Record<Field, string>> = {};
    const result = schema.safeParse(values);
    if (result.success) return errors;
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '') as Field;
      if (!fields.includes(field) || errors[field]) continue;
      errors[field] = values[field].trim() === '' && requiredMessages[field] ? requiredMessages[field] : issue.message;
    }
    return errors;
  }, [schema, values, fields, requiredMessages]);

  const serverErrors = useMemo(() => serverFieldErrors(serverError, fields), [serverError, fields]);
  const edited = editedAfter.error === serverError ? editedAfter.fields : new Set<string>();

  const errorOf = (field: Field): string | undefined => {
    if (serverErrors[field] && !edited.has(field)) return serverErrors[field];
    return touched[field] || submitted ? clientErrors[field] : undefined;
  };

  const setValue = useCallback(
    (field: Field, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setEditedAfter((current) => {
        const base = current.error === serverError ? current.fields : new Set<string>();
        return { error: serverError, fields: new Set(base).add(field) };
      });
    },
    [serverError],
  );

  const fieldId = (field: Field) => `${formId}-${field}`;

  const field = (name: Field): FieldControl => ({
    id: fieldId(name),
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (event) => setValue(name, event.target.value),
    onBlur: () => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
    setValue: (value) => setValue(name, value),
  });

  const focusField = (name: Field) => document.getElementById(fieldId(name))?.focus();

  /** Submits parsed values, or shows every message and focuses the first field in error. */
  const handleSubmit = (onValid: (data: Output) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const result = schema.safeParse(values);
    if (!result.success) {
      const first = fields.find((name) => clientErrors[name]);
      if (first) focusField(first);
      return;
    }
    onValid(result.data);
  };

  // A new refusal about fields puts the keyboard on the first of them, where its message is read out.
  useEffect(() => {
    const refused = serverFieldErrors(serverError, fields);
    const first = fields.find((name) => refused[name]);
    if (first) document.getElementById(`${formId}-${first}`)?.focus();
  }, [serverError, fields, formId]);

  /** Whether every message of the server's refusal has a field to show it under. */
  const serverErrorIsAboutFields =
    Object.keys(serverErrors).length > 0 &&
    isApiError(serverError) &&
    serverError.details.every((detail) => fields.includes(fieldOfDetailPath(detail.path) as Field));

  return { values, field, handleSubmit, focusField, serverErrorIsAboutFields, fields, serverErrors };
}
