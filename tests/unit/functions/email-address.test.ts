/**
 * The one e-mail address check (functions/src/platform/contract/email.ts): every form that takes an address
 * takes the same ones, ordinary addresses the product spec's catering pattern turned away included,
 * and refuses the same malformed ones with the same message.
 */
import { describe, expect, it } from 'vitest';
import {
  emailChangeRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
} from '../../../functions/src/accounts/contract/auth.ts';
import {
  cateringEnquirySchema,
  dishRequestEnquirySchema,
  dishRequestFormSchema,
  ingredientsReplyEmailSchema,
  ingredientsRequestEnquirySchema,
} from '../../../functions/src/enquiries/contract/contact.ts';
import { emailAddressSchema, emailInvalidMessage, isEmailAddress, optionalEmailAddressSchema } from '../../../functions/src/platform/contract/email.ts';

const ordinary = [
  'events@lakefront-law.com',
  'grace+events@gmail.com',
  'ops@mail.milwaukee.gov',
  'team@studio.agency',
  'jo@163.com',
  'hello@spices-kitchen.example',
  "o'brien@example.ie",
  'ADA99@Example.ORG',
];

const malformed = [
  'plainaddress',
  'ada@example',
  'a@b.c',
  '@example.com',
  'ada@',
  'ada@@example.com',
  'ada example@example.com',
  'ada@exa mple.com',
  '.ada@example.com',
  'ada.@example.com',
  'ada..obi@example.com',
  'ada@example..com',
  'ada@-example.com',
  'ada@example.com.',
  'ada@example.c0m',
  'ada@[127.0.0.1]',
  'ada@localhost',
  '"ada"@example.com',
  'ada@exam_ple.com',
  'ada<script>@example.com',
];

/** Every schema of a form that takes an address, with the rest of its fields valid: whether it takes `email`. */
const forms: Record<string, (email: string) => boolean> = {
  registration: (email) => registerRequestSchema.safeParse({ name: 'Ada', email, password: 'a long password' }).success,
  'sign-in': (email) => loginRequestSchema.safeParse({ email, password: 'x' }).success,
  'forgot password': (email) => forgotPasswordRequestSchema.safeParse({ email }).success,
  'change e-mail': (email) => emailChangeRequestSchema.safeParse({ email }).success,
  catering: (email) => cateringEnquirySchema.safeParse({ name: 'Ada', email, phone: '(414) 555-0199', message: 'Lunch', token: 't' }).success,
  'dish request': (email) => dishRequestEnquirySchema.safeParse({ dishName: 'Kenkey', email, token: 't' }).success,
  'dish request form': (email) => dishRequestFormSchema.safeParse({ dishName: 'Kenkey', email, token: 't' }).success,
  'ingredients request': (email) => ingredientsRequestEnquirySchema.safeParse({ dishId: 'jollof-rice', ingredients: ['ginger'], email, token: 't' }).success,
  'ingredients request form': (email) => ingredientsReplyEmailSchema.safeParse(email).success,
};

describe('the e-mail address check', () => {
  it.each(ordinary)('takes %s on every form', (email) => {
    expect(isEmailAddress(email)).toBe(true);
    for (const [form, takes] of Object.entries(forms)) expect(takes(email), form).toBe(true);
  });

  it.each(malformed)('refuses %j on every form, saying the address must be valid', (email) => {
    expect(isEmailAddress(email)).toBe(false);
    for (const [form, takes] of Object.entries(forms)) expect(takes(email), form).toBe(false);
    expect(emailAddressSchema.safeParse(email).error?.issues[0]?.message).toBe(emailInvalidMessage);
    expect(cateringEnquirySchema.shape.email.safeParse(email).error?.issues[0]?.message).toBe('Email must be valid');
  });

  it('trims, and keeps the product’s messages for a missing and a too long address', () => {
    expect(emailAddressSchema.parse('  jo@163.com ')).toBe('jo@163.com');
    expect(emailAddressSchema.safeParse('  ').error?.issues[0]?.message).toBe('Email is required');
    const long = `${'a'.repeat(151 - '@example.com'.length)}@example.com`;
    expect(emailAddressSchema.safeParse(long).error?.issues[0]?.message).toBe('Email must be at most 150 characters');
    expect(emailAddressSchema.safeParse(long.slice(1)).success).toBe(true);
  });

  it('leaves the requests’ reply address optional: absent or empty is "", anything else must be an address', () => {
    expect(optionalEmailAddressSchema.parse('   ')).toBe('');
    expect(dishRequestEnquirySchema.parse({ dishName: 'Kenkey', token: 't' }).email).toBe('');
    expect(ingredientsRequestEnquirySchema.parse({ dishId: 'jollof-rice', ingredients: ['ginger'], token: 't' }).email).toBe('');
    expect(dishRequestEnquirySchema.parse({ dishName: 'Kenkey', email: ' team@studio.agency ', token: 't' }).email).toBe('team@studio.agency');
    expect(dishRequestEnquirySchema.safeParse({ dishName: 'Kenkey', email: 'team@studio', token: 't' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['email'], message: 'Email must be valid' }),
    ]);
  });
});
