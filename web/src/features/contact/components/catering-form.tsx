/**
 * The catering enquiry (docs/product.md#contact-screen and #validation), checked with the API's own schema. SEND MESSAGE
 * is disabled while any message shows; after success it gives way to the server's thank-you text.
 */
import { business } from '@business';
import { cateringEnquirySchema, contactFieldMaxima, todayIn, type CateringEnquiry } from '@functions/enquiries/contract/contact';
import { useEffect, useRef, useState } from 'react';
import type * as z from 'zod';
import { FormAlert, TextField } from '../../../components/form/form-fields.tsx';
import { FormRefusal } from '../../../components/form/form-refusal.tsx';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { RobotCheck, type RobotCheckHandle } from '../../../components/robot-check.tsx';
import { useSendCateringEnquiry } from '../../../api/contact.ts';
import { SelectField, SendButton, TextAreaField } from './contact-fields.tsx';
import { capPhoneDigits } from './phone-digit-cap.ts';
import { isRobotCheckRefusal } from './robot-refusal.ts';
import styles from './contact-forms.module.scss';

export const sendBlockedMessage = 'Cannot send message until all fields are valid';
export const fixErrorsMessage = 'Please fix errors';

export const eventTypes = ['Business', 'Wedding / Bridal', 'Birthday', 'Graduation', 'Family gathering', 'Other'] as const;

const initialValues = {
  name: '',
  company: '',
  email: '',
  phone: '',
  eventType: '',
  eventDate: '',
  venue: '',
  estimatedGuestCount: '',
  message: '',
  token: '',
};

// The form always sends every field as text, which the schema's input (optional fields with defaults) accepts.
const cateringFormSchema = cateringEnquirySchema as z.ZodType<CateringEnquiry, typeof initialValues>;

export type CateringFormProps = {
  onSubmit: (enquiry: CateringEnquiry) => void;
  pending: boolean;
  /** The last refusal of the enquiry. */
  error: unknown;
  /** The server's thank-you text, once the enquiry is sent. */
  successMessage?: string | undefined;
};

export function CateringForm({ onSubmit, pending, error, successMessage }: CateringFormProps) {
  const form = useZodForm({ schema: cateringFormSchema, initialValues, serverError: error });
  const robotCheck = useRef<RobotCheckHandle>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const [attempted, setAttempted] = useState(false);

  const phone = form.field('phone');
  const token = form.field('token');
  const shownErrors = form.fields.filter((name) => form.field(name).error);
  const showFixErrors = attempted && shownErrors.some((name) => name !== 'token');

  // A refused request has spent its token: the visitor checks again.
  useEffect(() => {
    if (error) robotCheck.current?.reset();
  }, [error]);

  useEffect(() => {
    if (successMessage) successRef.current?.focus();
  }, [successMessage]);

  return (
    <form
      className={styles.form}
      noValidate
      aria-label="Catering enquiry"
      onSubmit={(event) => {
        setAttempted(true);
        form.handleSubmit(onSubmit)(event);
      }}
    >
      <FormRefusal error={isRobotCheckRefusal(error) ? null : error} aboutFields={form.serverErrorIsAboutFields} />
      <div className={styles.grid}>
        <TextField label="Your name" control={form.field('name')} autoComplete="name" required />
        <TextField label="Company (optional)" control={form.field('company')} autoComplete="organization" />
        <TextField
          label="E-mail address"
          control={form.field('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          required
        />
        <PhoneField
          label="Phone number"
          control={{ ...phone, setValue: (value) => phone.setValue(capPhoneDigits(value)) }}
          placeholder="(414) 555-0123"
          required
        />
        <SelectField
          label="Event type (optional)"
          control={form.field('eventType')}
          placeholder="Choose an event type"
          options={eventTypes.map((type) => ({ value: type, label: type }))}
        />
        <TextField label="Event date (optional)" control={form.field('eventDate')} type="date" min={todayIn(business.timeZone)} />
        <TextField label="Venue (optional)" control={form.field('venue')} placeholder="Address or venue name" />
        <TextField label="Estimated guest count (optional)" control={form.field('estimatedGuestCount')} inputMode="numeric" placeholder="e.g. 60" />
      </div>
      <TextAreaField
        label="Message"
        control={form.field('message')}
        maxCharacters={contactFieldMaxima.message}
        rows={6}
        placeholder="Tell us about your event: the dishes you have in mind, serving style, dietary needs…"
        required
      />
      <RobotCheck ref={robotCheck} id={token.id} error={token.error} onToken={(value) => token.setValue(value ?? '')} />
      {showFixErrors ? <FormAlert>{fixErrorsMessage}</FormAlert> : null}
      {successMessage ? (
        <FormAlert ref={successRef} tone="success" title="Message sent">
          {successMessage}
        </FormAlert>
      ) : (
        <SendButton pending={pending} pendingLabel="Sending…" blockedReason={shownErrors.length > 0 ? sendBlockedMessage : undefined}>
          SEND MESSAGE
        </SendButton>
      )}
    </form>
  );
}

export function CateringPanel() {
  const enquiry = useSendCateringEnquiry();
  return (
    <CateringForm pending={enquiry.isPending} error={enquiry.error} successMessage={enquiry.data?.message} onSubmit={(values) => enquiry.mutate(values)} />
  );
}
