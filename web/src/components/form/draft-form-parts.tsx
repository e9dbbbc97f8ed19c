/**
 * The pieces an owner's settings form is built of (the day's settings, the kitchen's alerts): a section's card with
 * its title and intro, a list's Add and Remove buttons and its own message, and the form around its sections with the
 * bar at the end that saves the draft (useDraftForm) and says whether anything is left unsaved.
 */
import type { FormEvent, ReactNode } from 'react';
import { PlusIcon, TrashIcon } from '../screen-icons.tsx';
import { FormAlert, SubmitButton } from './form-fields.tsx';
import { FormRefusal } from './form-refusal.tsx';
import formStyles from './form.module.scss';
import styles from './draft-form-parts.module.scss';

/** A card of the form's fields, named by its title (`id` is the title's). */
export function FormSection({ id, title, intro, children }: { id: string; title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        <p className={styles.sectionIntro}>{intro}</p>
      </div>
      {children}
    </section>
  );
}

/** A row's Remove; `label` names the row, as the button's only word does not. */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.remove} onClick={onClick} aria-label={label}>
      <TrashIcon size={18} />
      <span>Remove</span>
    </button>
  );
}

/** A list's Add, under its rows; `id` when the keyboard should land on it (the list's own field id). */
export function AddRowButton({ id, label, onClick, disabled }: { id?: string; label: string; onClick: () => void; disabled: boolean }) {
  return (
    <div>
      <button type="button" id={id} className={styles.add} onClick={onClick} disabled={disabled}>
        <PlusIcon size={18} />
        <span>{label}</span>
      </button>
    </div>
  );
}

/** A list's own message (too many rows, two the same), above its Add. */
export function ListError({ error }: { error: string | undefined }) {
  return error ? (
    <p className={styles.listError} role="alert">
      {error}
    </p>
  ) : null;
}

/** What the save bar reads of a draft form (useDraftForm's answer). */
export type SaveState = {
  saveError: unknown;
  refusalAboutFields: boolean;
  reload: () => void;
  reloading: boolean;
  justSaved: boolean;
  saving: boolean;
  changed: boolean;
};

/** What Save is called and what shows once it saved. */
export type SaveWords = { submitLabel: string; savedTitle: string; savedText: ReactNode };

/**
 * The form's end: the server's refusal (with Reload after a 409), what a save did, Save, and whether anything is
 * left unsaved.
 */
function SaveBar({ form, submitLabel, savedTitle, savedText }: SaveWords & { form: SaveState }) {
  return (
    <div className={styles.saveBar}>
      <FormRefusal error={form.saveError} aboutFields={form.refusalAboutFields} onReload={form.reload} reloading={form.reloading} />
      {form.justSaved ? (
        <FormAlert tone="success" title={savedTitle}>
          {savedText}
        </FormAlert>
      ) : null}
      <div className={styles.saveRow}>
        <SubmitButton pending={form.saving} pendingLabel="Saving…">
          {submitLabel}
        </SubmitButton>
        <p className={styles.saveHint} aria-live="polite">
          {form.changed ? 'You have unsaved changes.' : form.justSaved ? '' : 'Everything here is saved.'}
        </p>
      </div>
    </div>
  );
}

/** The whole form: its sections (`children`), then the save bar; `label` names the form for screen readers. */
export function SettingsFormFrame({
  form,
  label,
  save,
  children,
}: {
  form: SaveState & { submit: (event: FormEvent<HTMLFormElement>) => void };
  label: string;
  save: SaveWords;
  children: ReactNode;
}) {
  return (
    <form className={formStyles.form} onSubmit={form.submit} noValidate aria-label={label}>
      {children}
      <SaveBar form={form} {...save} />
    </form>
  );
}
