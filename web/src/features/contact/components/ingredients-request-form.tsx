/**
 * Ingredients the visitor would like in an entrée (docs/product.md#contact-screen): choose one of the entrées, see
 * what it already has, then add ingredient rows, and, signed out, an optional e-mail address for the
 * owner's answer. Sending is disabled while no dish is chosen or a row is empty; after success the panel
 * thanks the visitor and offers another request.
 */
import {
  captchaMessage,
  ingredientsReplyEmailSchema,
  contactFieldMaxima,
  ingredientsRequestEnquirySchema,
  ingredientsRequestSuccessText,
  type IngredientsRequestEnquiry,
} from '@functions/enquiries/contract/contact';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { FormRefusal } from '../../../components/form/form-refusal.tsx';
import { serverFieldErrors, type FieldControl } from '../../../components/form/use-zod-form.ts';
import formStyles from '../../../components/form/form.module.scss';
import { PlusIcon, TrashIcon } from '../../../components/screen-icons.tsx';
import { RobotCheck, type RobotCheckHandle } from '../../../components/robot-check.tsx';
import { useEntrees, useSendIngredientsRequest } from '../../../api/contact.ts';
import { useStoredUser } from '../../../lib/stored-user.ts';
import { useExistingIngredients } from '../hooks/use-existing-ingredients.ts';
import { canAddRow, canDeleteRow, ingredientsBlockedReason, useIngredientRows } from '../hooks/use-ingredient-rows.ts';
import { ReplyEmailField, SelectField, SendButton } from './contact-fields.tsx';
import { isRobotCheckRefusal } from './robot-refusal.ts';
import styles from './contact-forms.module.scss';

export const dishesErrorText = 'Error getting dishes, please try again';
export const ingredientsErrorText = 'Error getting ingredients';

export type IngredientsRequestFormProps = {
  onSubmit: (request: IngredientsRequestEnquiry) => void;
  pending: boolean;
  error: unknown;
  /** Puts the keyboard on the dish choice (after 'Make another request'). */
  focusOnMount?: boolean;
};

export function IngredientsRequestForm({ onSubmit, pending, error, focusOnMount = false }: IngredientsRequestFormProps) {
  const id = useId();
  const dishes = useEntrees();
  const [dishId, setDishId] = useState('');
  const { rows, add, remove, update } = useIngredientRows();
  const [token, setToken] = useState('');
  const [email, setEmail] = useState('');
  const [emailLeft, setEmailLeft] = useState(false);
  const [emailEditedAfter, setEmailEditedAfter] = useState<unknown>(undefined);
  const signedIn = useStoredUser() !== null;
  const [attempted, setAttempted] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [focusRow, setFocusRow] = useState<number | undefined>(undefined);
  const robotCheck = useRef<RobotCheckHandle>(null);

  const dish = dishes.data?.find((entry) => entry.id === dishId);
  const existing = useExistingIngredients(dish);
  const blockedReason = ingredientsBlockedReason(dishId, rows);
  const robotId = `${id}-token`;
  const rowId = (key: number) => `${id}-row-${key}`;

  // The address's message shows once the field is left or the form sent; the server's until it is edited.
  const emailProblem = ingredientsReplyEmailSchema.safeParse(email).error?.issues[0]?.message;
  const emailServerProblem = emailEditedAfter === error ? undefined : serverFieldErrors(error, ['email']).email;
  const emailControl: FieldControl = {
    id: `${id}-email`,
    name: 'email',
    value: email,
    error: emailServerProblem ?? (attempted || emailLeft ? emailProblem : undefined),
    onChange: (event) => emailControl.setValue(event.target.value),
    onBlur: () => setEmailLeft(true),
    setValue: (value) => {
      setEmail(value);
      setEmailEditedAfter(error);
    },
  };

  const dishControl: FieldControl = {
    id: `${id}-dish`,
    name: 'dishId',
    value: dishId,
    error: undefined,
    onChange: (event) => setDishId(event.target.value),
    onBlur: () => undefined,
    setValue: setDishId,
  };

  useEffect(() => {
    if (focusOnMount) document.getElementById(`${id}-dish`)?.focus();
  }, [focusOnMount, id]);

  // A refused request has spent its token: the visitor checks again.
  useEffect(() => {
    if (error) robotCheck.current?.reset();
  }, [error]);

  // After adding or deleting a row the keyboard lands on the new row, or the deleted one's neighbour.
  useEffect(() => {
    if (focusRow !== undefined) document.getElementById(`${id}-row-${focusRow}`)?.focus();
  }, [focusRow, rows.length, id]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const parsed = ingredientsRequestEnquirySchema.safeParse({ dishId, ingredients: rows.map((row) => row.text), email: signedIn ? '' : email, token });
    if (parsed.success) {
      setProblem(undefined);
      onSubmit(parsed.data);
      return;
    }
    // The address shows its own message under its field.
    const other = parsed.error.issues.find((issue) => issue.path[0] !== 'token' && issue.path[0] !== 'email');
    if (!other && parsed.error.issues.some((issue) => issue.path[0] === 'email')) {
      setProblem(undefined);
      document.getElementById(emailControl.id)?.focus();
      return;
    }
    setProblem(other?.message);
    if (!other && token === '') document.getElementById(robotId)?.focus();
  };

  const addIngredient = () => {
    const nextKey = Math.max(0, ...rows.map((row) => row.key)) + 1;
    add();
    setFocusRow(nextKey);
  };

  const removeIngredient = (key: number) => {
    const index = rows.findIndex((row) => row.key === key);
    const neighbour = rows[index - 1] ?? rows[index + 1];
    remove(key);
    setFocusRow(neighbour?.key);
  };

  return (
    <form className={styles.form} noValidate aria-label="Ingredients request" onSubmit={submit}>
      <FormRefusal error={isRobotCheckRefusal(error) ? null : error} />
      {dishes.isError ? (
        <div className={styles.loadError}>
          <FormAlert>{dishesErrorText}</FormAlert>
          <button type="button" className={formStyles.secondaryButton} onClick={() => void dishes.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <SelectField
          label="Entrée"
          control={dishControl}
          placeholder={dishes.isPending ? 'Loading dishes…' : 'Choose an entrée'}
          disabled={dishes.isPending}
          options={(dishes.data ?? []).map((entry) => ({ value: entry.id, label: entry.name }))}
          hint="Only entrées can be customised with extra ingredients."
        />
      )}

      {dish ? (
        <>
          <section className={styles.existing} aria-labelledby={`${id}-existing`} aria-busy={existing.isPending || undefined}>
            <h3 id={`${id}-existing`} className={styles.existingTitle}>
              Already in {dish.name}
            </h3>
            {existing.isError ? (
              <div className={styles.loadError}>
                <FormAlert>{ingredientsErrorText}</FormAlert>
                <button type="button" className={formStyles.secondaryButton} onClick={existing.retry}>
                  Try again
                </button>
              </div>
            ) : existing.ingredients ? (
              existing.ingredients.length > 0 ? (
                <ul className={styles.existingList}>
                  {existing.ingredients.map((ingredient) => (
                    <li key={ingredient}>{ingredient}</li>
                  ))}
                </ul>
              ) : (
                <p className={styles.muted}>No ingredients are listed for this dish yet.</p>
              )
            ) : (
              <p className={styles.muted} role="status">
                Loading ingredients…
              </p>
            )}
          </section>

          <fieldset className={styles.rows}>
            <legend className={formStyles.label}>Ingredients you would like added</legend>
            <ol className={styles.rowList}>
              {rows.map((row, index) => (
                <li key={row.key} className={styles.row}>
                  <label className={styles.rowLabel} htmlFor={rowId(row.key)}>
                    Ingredient {index + 1}
                  </label>
                  <input
                    id={rowId(row.key)}
                    className={formStyles.input}
                    value={row.text}
                    maxLength={contactFieldMaxima.ingredient}
                    autoComplete="off"
                    placeholder={index === 0 ? 'e.g. Plantains' : undefined}
                    aria-invalid={attempted && row.text.trim() === '' ? true : undefined}
                    onChange={(event) => update(row.key, event.target.value)}
                  />
                  {canDeleteRow(rows) ? (
                    <button
                      type="button"
                      className={styles.deleteRow}
                      aria-label={`Delete ingredient ${index + 1}`}
                      title={`Delete ingredient ${index + 1}`}
                      onClick={() => removeIngredient(row.key)}
                    >
                      <TrashIcon size={20} />
                    </button>
                  ) : null}
                </li>
              ))}
            </ol>
            {canAddRow(rows) ? (
              <button type="button" className={`${formStyles.secondaryButton} ${styles.addRow}`} onClick={addIngredient}>
                <PlusIcon size={18} />
                Add ingredient
              </button>
            ) : null}
          </fieldset>
        </>
      ) : null}

      <ReplyEmailField control={emailControl} signedIn={signedIn} />
      <RobotCheck ref={robotCheck} id={robotId} error={attempted && token === '' ? captchaMessage : undefined} onToken={(value) => setToken(value ?? '')} />
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <SendButton pending={pending} pendingLabel="Sending…" blockedReason={blockedReason}>
        Send request
      </SendButton>
    </form>
  );
}

export function IngredientsRequestPanel() {
  const request = useSendIngredientsRequest();
  // Each new request remounts the form, so it starts empty.
  const [round, setRound] = useState(0);
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (request.isSuccess) successRef.current?.focus();
  }, [request.isSuccess]);

  if (request.isSuccess) {
    return (
      <div className={styles.success}>
        <FormAlert ref={successRef} tone="success" title="Request sent">
          {ingredientsRequestSuccessText}
        </FormAlert>
        <button
          type="button"
          className={formStyles.secondaryButton}
          onClick={() => {
            request.reset();
            setRound((current) => current + 1);
          }}
        >
          Make another request
        </button>
      </div>
    );
  }
  return (
    <IngredientsRequestForm
      key={round}
      focusOnMount={round > 0}
      pending={request.isPending}
      error={request.error}
      onSubmit={(values) => request.mutate(values)}
    />
  );
}
