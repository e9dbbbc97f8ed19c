/**
 * The state of an owner's settings form saved with one Save over a version (the day's settings, the kitchen's
 * alerts): a draft started from the saved answer, the shared schema's messages once Save was pressed, the server's
 * refusal by field until that field is edited, Save over the version the draft was made from, 'Saved' until the next
 * edit, and Reload after a 409 (another owner saved meanwhile; docs/business-rules.md#the-days-settings). Each form
 * gives its own draft rules and adds its own list edits (add, remove a row) on top.
 */
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fieldId, withoutPaths, type FieldErrors } from './draft-form.ts';

/** What a form's draft module says about its draft; kept in a constant, outside the component. */
export type DraftFormRules<Saved, Draft, Body> = {
  /** The draft a saved answer starts. */
  draftOf: (saved: Saved) => Draft;
  /** The draft's own messages by field path (the schema the server uses). */
  draftErrors: (draft: Draft) => FieldErrors;
  /** Every field path the form shows a message under, in the order of its fields. */
  fieldPaths: (draft: Draft) => string[];
  /** The server's refusal by the draft's field paths. */
  serverErrors: (error: unknown, draft: Draft) => FieldErrors;
  /** The version a save goes over: that of `base`, the answer the draft was made from, or of a newer `saved` like it. */
  saveVersionOf: (saved: Saved, base: Saved) => number;
  /** The request Save sends. */
  bodyOf: (draft: Draft, version: number) => Body;
  /** Whether the draft asks for anything other than the saved answer. */
  isChanged: (draft: Draft, saved: Saved) => boolean;
};

export function useDraftForm<Saved, Draft, Body>({
  saved,
  formId,
  rules,
  save,
  reloadSaved,
}: {
  /** The answer as the server last gave it. */
  saved: Saved;
  formId: string;
  rules: DraftFormRules<Saved, Draft, Body>;
  /** The mutation Save runs; its answer is the saved state from then on. */
  save: UseMutationResult<Saved, Error, Body>;
  /** Reads the saved answer again (Reload after a 409). */
  reloadSaved: () => Promise<Saved>;
}) {
  // The answer as it was when the draft was made from it: a save is over its version.
  const [base, setBase] = useState<Saved>(saved);
  const [draft, setDraft] = useState<Draft>(() => rules.draftOf(saved));
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<FieldErrors>({});
  const [refusalAboutFields, setRefusalAboutFields] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const [reloading, setReloading] = useState(false);
  // A field to focus once the render that adds it is done (a new row's first field).
  const focusAfterRender = useRef<string | null>(null);
  const version = rules.saveVersionOf(saved, base);

  const errors: FieldErrors = { ...(submitted ? rules.draftErrors(draft) : {}), ...refused };

  /** Changes the draft; `path` is the field edited, whose server message goes. */
  const edit = (path: string, change: (current: Draft) => Draft) => {
    setDraft(change);
    setRefused((current) => withoutPaths(current, path));
    setJustSaved(false);
  };

  const focus = (path: string) => document.getElementById(fieldId(formId, path))?.focus();

  useEffect(() => {
    if (!focusAfterRender.current) return;
    focus(focusAfterRender.current);
    focusAfterRender.current = null;
  });

  /** Starts the draft again from an answer, with no messages left. */
  const startFrom = (answer: Saved) => {
    setBase(answer);
    setDraft(rules.draftOf(answer));
    setRefused({});
    setSubmitted(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setJustSaved(false);
    const problems = rules.draftErrors(draft);
    const first = rules.fieldPaths(draft).find((path) => problems[path]);
    if (first) {
      focus(first);
      return;
    }
    save.mutate(rules.bodyOf(draft, version), {
      onSuccess: (answer) => {
        startFrom(answer);
        setJustSaved(true);
      },
      onError: (error) => {
        const byField = rules.serverErrors(error, draft);
        setRefused(byField);
        const paths = rules.fieldPaths(draft);
        setRefusalAboutFields(Object.keys(byField).length > 0 && Object.keys(byField).every((path) => paths.includes(path)));
        const firstRefused = paths.find((path) => byField[path]);
        if (firstRefused) focus(firstRefused);
      },
    });
  };

  /** After a 409: the answer read again and the draft started from it as the other owner left it (unsaved changes here go). */
  const reload = async () => {
    setReloading(true);
    try {
      startFrom(await reloadSaved());
      setJustSaved(false);
      save.reset();
    } catch {
      // Not read: the refusal stays, and Reload can be pressed again.
    } finally {
      setReloading(false);
    }
  };

  return {
    draft,
    errors,
    edit,
    /** Focuses a field once the render under way is done (a row just added). */
    focusAfterRender: (path: string) => {
      focusAfterRender.current = path;
    },
    submit,
    saving: save.isPending,
    saveError: save.error,
    /** Every message of the refusal shows under a field: no alert above the form then. */
    refusalAboutFields,
    justSaved,
    changed: rules.isChanged(draft, saved),
    reload: () => void reload(),
    reloading,
  };
}
