// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm, RegisterForm, TwoFactorForm } from '../../../web/src/features/account/components/auth-forms.tsx';
import { formatPhoneAsTyped } from '../../../web/src/components/form/phone-field.tsx';
import { displayPhone } from '../../../web/src/lib/phone-display.ts';
import { PhoneForm } from '../../../web/src/features/account/components/phone-form.tsx';
import { PasswordForm } from '../../../web/src/features/account/components/settings-forms.tsx';
import { apiErrorText, isSessionEnded, needsPasswordReentry } from '../../../web/src/lib/api-error-text.ts';
import { fieldOfDetailPath } from '../../../web/src/components/form/use-zod-form.ts';
import { retryAfterSeconds } from '../../../web/src/lib/api-client.ts';
import { ApiError } from '../../../web/src/lib/api-error.ts';

afterEach(cleanup);

function inRouter(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  return render(<RouterProvider router={router} />);
}

function field(label: string) {
  return screen.getByLabelText(label, { exact: true, selector: 'input' }) as HTMLInputElement;
}

function type(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

describe('RegisterForm', () => {
  it('checks a field with the shared schema once it is left, then as you type, tying the message to the input', () => {
    render(<RegisterForm onSubmit={vi.fn()} pending={false} error={null} />);
    const email = field('E-mail address');
    type(email, 'ada@');
    expect(screen.queryByText('Email must be valid')).toBeNull(); // not while first typing
    fireEvent.blur(email);
    const message = screen.getByText('Email must be valid');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(message.closest('p')!.id);
    type(email, 'ada@example.com');
    expect(screen.queryByText('Email must be valid')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('sends nothing while a field is invalid, shows every message and focuses the first field in error', () => {
    const onSubmit = vi.fn();
    render(<RegisterForm onSubmit={onSubmit} pending={false} error={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(document.activeElement).toBe(field('Your name'));
  });

  it('hands valid values back, trimmed as the schema has them', () => {
    const onSubmit = vi.fn();
    render(<RegisterForm onSubmit={onSubmit} pending={false} error={null} />);
    type(field('Your name'), '  Ada Obi ');
    type(field('E-mail address'), 'ada@example.com');
    type(field('Password'), 'pepper-soup-42');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada Obi', email: 'ada@example.com', password: 'pepper-soup-42' });
  });

  it('shows the server’s field message under its field until the field is edited', () => {
    const refusal = new ApiError({
      status: 400,
      code: 'VALIDATION',
      message: 'This password is too common; please choose another.',
      details: [{ path: 'body.password', message: 'This password is too common; please choose another.' }],
    });
    const { rerender } = render(<RegisterForm onSubmit={vi.fn()} pending={false} error={null} />);
    type(field('Password'), 'password1');
    rerender(<RegisterForm onSubmit={vi.fn()} pending={false} error={refusal} />);
    expect(screen.getByText('This password is too common; please choose another.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull(); // said once, under the field
    expect(field('Password').value).toBe('password1');
    expect(document.activeElement).toBe(field('Password'));
    field('Your name').focus();
    type(field('Your name'), 'Ada');
    expect(document.activeElement).toBe(field('Your name')); // the keyboard stays where the customer put it
    type(field('Password'), 'password12');
    expect(screen.queryByText('This password is too common; please choose another.')).toBeNull();
  });

  it('disables the button while the request is pending', () => {
    render(<RegisterForm onSubmit={vi.fn()} pending error={null} />);
    const button = screen.getByRole('button', { name: 'Creating your account…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});

describe('LoginForm', () => {
  it('keeps what was typed when the server refuses, and says why in an alert', () => {
    const forgot = <a href="/f">Forgot password?</a>;
    const { rerender } = render(<LoginForm onSubmit={vi.fn()} pending={false} error={null} forgotPasswordLink={forgot} />);
    type(field('E-mail address'), 'ada@example.com');
    type(field('Password'), 'not-it');
    const refusal = new ApiError({ status: 401, code: 'UNAUTHORIZED', message: 'The e-mail address or password is not correct.' });
    rerender(<LoginForm onSubmit={vi.fn()} pending={false} error={refusal} forgotPasswordLink={forgot} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The e-mail address or password is not correct.');
    expect(document.activeElement).toBe(alert);
    expect(field('E-mail address').value).toBe('ada@example.com');
    expect(field('Password').value).toBe('not-it');
  });

  it('gives the password field paste, a show/hide toggle and the right autocomplete', () => {
    render(<LoginForm onSubmit={vi.fn()} pending={false} error={null} forgotPasswordLink={null} />);
    const password = field('Password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(field('E-mail address').getAttribute('autocomplete')).toBe('email');
    expect(password.onpaste).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password.type).toBe('password');
    fireEvent.click(toggle);
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('TwoFactorForm', () => {
  it('takes digits only, at most six, from a numeric one-time-code input', () => {
    const onSubmit = vi.fn();
    render(<TwoFactorForm onSubmit={onSubmit} pending={false} error={null} />);
    const code = field('6-digit code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    type(code, '12 34-5678');
    expect(code.value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({ code: '123456' });
  });
});

describe('the phone field', () => {
  it('formats a US number as it is typed, and lets deleting work', () => {
    expect(formatPhoneAsTyped('4145550173', '414555017')).toBe('(414) 555-0173');
    expect(formatPhoneAsTyped('(414) 555-017', '(414) 555-0173')).toBe('(414) 555-017');
    expect(formatPhoneAsTyped('+442079460958', '+44207946095')).toBe('+44 20 7946 0958');
  });

  it('shows a stored E.164 number as it is dialled, and sends E.164', () => {
    expect(displayPhone('+14145550173')).toBe('(414) 555-0173');
    const onSubmit = vi.fn();
    inRouter(<PhoneForm onSubmit={onSubmit} pending={false} error={null} cancelTo="/" currentPhone="+14145550173" />);
    expect(field('Mobile phone number').value).toBe('(414) 555-0173');
    expect(field('Mobile phone number').getAttribute('autocomplete')).toBe('tel');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledWith({ phone: '+14145550173' });
  });

  it('refuses a number that is not valid', () => {
    const onSubmit = vi.fn();
    inRouter(<PhoneForm onSubmit={onSubmit} pending={false} error={null} cancelTo="/" currentPhone={null} />);
    type(field('Mobile phone number'), '555');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Phone number must be valid')).toBeTruthy();
  });
});

describe('PasswordForm', () => {
  it('asks for the current password in plain words, with current- and new-password autocomplete', () => {
    inRouter(<PasswordForm onSubmit={vi.fn()} pending={false} error={null} cancelTo="/" email="ada@example.com" />);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Enter your current password')).toBeTruthy();
    expect(field('Current password').getAttribute('autocomplete')).toBe('current-password');
    expect(field('New password').getAttribute('autocomplete')).toBe('new-password');
  });
});

describe('refusals in the customer’s words', () => {
  it('turns a 429 into a wait in minutes from Retry-After', () => {
    const tooMany = new ApiError({ status: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many failed attempts.', retryAfterSeconds: 540 });
    expect(apiErrorText(tooMany)).toBe('Too many attempts. To keep your account safe, please wait 9 minutes and try again.');
    expect(apiErrorText(new ApiError({ status: 429, code: 'TOO_MANY_REQUESTS', message: '', retryAfterSeconds: 20 }))).toBe(
      'Too many requests. Please wait 1 minute and try again.',
    );
  });

  it('says the reason of any other limit, never the account wording', () => {
    const resent = 'We e-mailed this balance link 2 minutes ago. You can send it again in 3 minutes.';
    expect(apiErrorText(new ApiError({ status: 429, code: 'TOO_MANY_REQUESTS', message: resent, retryAfterSeconds: 180 }))).toBe(resent);
    const edge = 'Too many requests from your address. Please wait a minute and try again.';
    expect(apiErrorText(new ApiError({ status: 429, code: 'TOO_MANY_REQUESTS', message: edge, retryAfterSeconds: 60 }))).toBe(edge);
  });

  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfterSeconds('120')).toBe(120);
    expect(retryAfterSeconds(new Date(Date.UTC(2026, 0, 1, 12, 5)).toUTCString(), Date.UTC(2026, 0, 1, 12, 0))).toBe(300);
    expect(retryAfterSeconds(null)).toBeUndefined();
  });

  it('tells a stale password re-entry and an ended session apart from a wrong password', () => {
    const stale = new ApiError({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Please enter your password again',
      details: [{ path: 'passwordEnteredTime', message: 'expired' }],
    });
    const wrongPassword = new ApiError({ status: 401, code: 'UNAUTHORIZED', message: 'No', details: [{ path: 'body.password', message: 'No' }] });
    const ended = new ApiError({ status: 401, code: 'UNAUTHORIZED', message: 'Please sign in.' });
    expect(needsPasswordReentry(stale)).toBe(true);
    expect(isSessionEnded(wrongPassword)).toBe(false);
    expect(isSessionEnded(ended)).toBe(true);
    expect(fieldOfDetailPath('body.currentPassword')).toBe('currentPassword');
  });
});
