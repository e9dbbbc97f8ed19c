/**
 * A dish the visitor would like to see on the menu (docs/product.md#contact-screen). Signed out, the visitor may
 * leave an e-mail address for the owner's answer (signed in, the account's is used). After each request the
 * fields and the robot check start afresh (the panel remounts the form) under the thank-you text.
 */
import { dishRequestFormSchema, dishRequestSuccessText, type DishRequestEnquiry } from '@functions/enquiries/contract/contact';
import { useEffect, useRef, useState } from 'react';
import { FormAlert, TextField } from '../../../components/form/form-fields.tsx';
import { FormRefusal } from '../../../components/form/form-refusal.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { RobotCheck, type RobotCheckHandle } from '../../../components/robot-check.tsx';
import { useSendDishRequest } from '../../../api/contact.ts';
import { useStoredUser } from '../../../lib/stored-user.ts';
import { ReplyEmailField, SendButton } from './contact-fields.tsx';
import { isRobotCheckRefusal } from './robot-refusal.ts';
import styles from './contact-forms.module.scss';

export type DishRequestFormProps = {
  onSubmit: (request: DishRequestEnquiry) => void;
  pending: boolean;
  error: unknown;
};

export function DishRequestForm({ onSubmit, pending, error }: DishRequestFormProps) {
  const form = useZodForm({ schema: dishRequestFormSchema, initialValues: { dishName: '', email: '', token: '' }, serverError: error });
  const signedIn = useStoredUser() !== null;
  const robotCheck = useRef<RobotCheckHandle>(null);
  const token = form.field('token');

  // A refused request has spent its token: the visitor checks again.
  useEffect(() => {
    if (error) robotCheck.current?.reset();
  }, [error]);

  return (
    <form className={styles.form} noValidate aria-label="Dish request" onSubmit={form.handleSubmit(onSubmit)}>
      <FormRefusal error={isRobotCheckRefusal(error) ? null : error} aboutFields={form.serverErrorIsAboutFields} />
      <TextField
        label="Dish name"
        control={form.field('dishName')}
        placeholder="e.g. Chicken yassa"
        hint="A dish you would love to see on our menu."
        autoComplete="off"
        required
      />
      <ReplyEmailField control={form.field('email')} signedIn={signedIn} />
      <RobotCheck ref={robotCheck} id={token.id} error={token.error} onToken={(value) => token.setValue(value ?? '')} />
      <SendButton pending={pending} pendingLabel="Sending…">
        Send request
      </SendButton>
    </form>
  );
}

export function DishRequestPanel() {
  const request = useSendDishRequest();
  // Each sent request remounts the form: the name and the robot check start empty.
  const [round, setRound] = useState(0);
  const successRef = useRef<HTMLDivElement>(null);
  const sent = request.isSuccess;

  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent, round]);

  return (
    <div className={styles.panelBody}>
      {sent ? (
        <FormAlert ref={successRef} tone="success" title="Request sent">
          {dishRequestSuccessText}
        </FormAlert>
      ) : null}
      <DishRequestForm
        key={round}
        pending={request.isPending}
        error={request.error}
        onSubmit={(values) => request.mutate(values, { onSuccess: () => setRound((current) => current + 1) })}
      />
    </div>
  );
}
