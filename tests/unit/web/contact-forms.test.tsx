// @vitest-environment jsdom
import { dishRequestSuccessText, robotCheckMessage } from '@functions/enquiries/contract/contact';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRef, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactScreen } from '../../../web/src/app/routes/contact.tsx';
import { RobotCheck, type Grecaptcha, type RobotCheckHandle } from '../../../web/src/components/robot-check.tsx';
import { CateringForm, sendBlockedMessage } from '../../../web/src/features/contact/components/catering-form.tsx';
import { DishRequestPanel } from '../../../web/src/features/contact/components/dish-request-form.tsx';
import { capPhoneDigits, longestNationalNumber } from '../../../web/src/features/contact/components/phone-digit-cap.ts';
import { ApiError } from '../../../web/src/lib/api-error.ts';

const originalWidth = window.innerWidth;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.grecaptcha;
  act(() => setWindowWidth(originalWidth));
});

function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

function withQueries(element: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>);
}

function input(label: string) {
  return screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
}

function type(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
}

function sendButton() {
  return screen.getByRole('button', { name: 'SEND MESSAGE' }) as HTMLButtonElement;
}

function robotCheckbox() {
  return screen.getByRole('checkbox', { name: 'I’m not a robot' }) as HTMLInputElement;
}

function fillCatering() {
  type(input('Your name'), 'Ada Obi');
  type(input('E-mail address'), 'ada@example.com');
  type(input('Phone number'), '4145550173');
  type(input('Message'), 'Lunch for 40 on Friday, please.');
}

describe('CateringForm', () => {
  it('disables SEND MESSAGE while a field shows an error, with the tooltip as title and accessible description', () => {
    render(<CateringForm onSubmit={vi.fn()} pending={false} error={null} />);
    expect(sendButton().disabled).toBe(false);
    expect(sendButton().title).toBe('');

    const email = input('E-mail address');
    type(email, 'ada@example');
    fireEvent.blur(email);
    expect(screen.getByText('Email must be valid')).toBeTruthy();
    const button = sendButton();
    expect(button.disabled).toBe(true);
    expect(button.title).toBe(sendBlockedMessage);
    expect(sendBlockedMessage).toBe('Cannot send message until all fields are valid');
    const description = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(sendBlockedMessage);

    type(email, 'ada@example.com');
    expect(sendButton().disabled).toBe(false);
    expect(sendButton().title).toBe('');
    expect(sendButton().getAttribute('aria-describedby')).toBeNull();
  });

  it("says 'Please fix errors' when sent with empty fields, shows each field's message and sends nothing", () => {
    const onSubmit = vi.fn();
    render(<CateringForm onSubmit={onSubmit} pending={false} error={null} />);
    fireEvent.click(sendButton());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('Please fix errors');
    for (const message of ['Name is required', 'Email is required', 'Phone number is required', 'Message is required', robotCheckMessage]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(input('Your name'));
    expect(sendButton().disabled).toBe(true);
  });

  it('asks only for the robot check when everything else is valid, then sends the enquiry with a local token and an E.164 phone', () => {
    const onSubmit = vi.fn();
    render(<CateringForm onSubmit={onSubmit} pending={false} error={null} />);
    fillCatering();
    fireEvent.click(sendButton());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByText('Please fix errors')).toBeNull();
    expect(screen.getByText(robotCheckMessage)).toBeTruthy();
    expect(document.activeElement).toBe(robotCheckbox());
    expect(robotCheckbox().getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(robotCheckbox());
    expect(screen.queryByText(robotCheckMessage)).toBeNull();
    fireEvent.click(sendButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const enquiry = onSubmit.mock.calls[0]?.[0];
    expect(enquiry).toMatchObject({ name: 'Ada Obi', email: 'ada@example.com', phone: '+14145550173', company: '', eventDate: '' });
    expect(enquiry.token).toMatch(/^local-pass-[0-9a-f]{32}$/);
  });

  it('shows a spinner while sending, and after success the server’s text instead of the button', () => {
    const { rerender } = render(<CateringForm onSubmit={vi.fn()} pending={true} error={null} />);
    const pending = screen.getByRole('button', { name: /Sending/ }) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
    expect(pending.getAttribute('aria-busy')).toBe('true');
    rerender(<CateringForm onSubmit={vi.fn()} pending={false} error={null} successMessage="Thank you, we will call you." />);
    expect(screen.queryByRole('button', { name: /SEND MESSAGE|Sending/ })).toBeNull();
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Thank you, we will call you.');
    expect(document.activeElement).toBe(status);
  });

  it('shows the server’s robot-check refusal under the check (not above the form) and clears the check', () => {
    const { rerender } = render(<CateringForm onSubmit={vi.fn()} pending={false} error={null} />);
    fillCatering();
    fireEvent.click(robotCheckbox());
    fireEvent.click(sendButton());
    rerender(<CateringForm onSubmit={vi.fn()} pending={false} error={new ApiError({ status: 400, code: 'VALIDATION', message: robotCheckMessage })} />);
    expect(robotCheckbox().checked).toBe(false);
    expect(screen.getAllByText(robotCheckMessage)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows any other refusal’s message as the server gave it', () => {
    render(
      <CateringForm
        onSubmit={vi.fn()}
        pending={false}
        error={new ApiError({ status: 400, code: 'VALIDATION', message: 'Event date must be today or later' })}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Event date must be today or later');
  });

  it('offers event dates from today in the business time zone', () => {
    // 03:30 UTC on 25 November is still the 24th in Milwaukee: a fixed clock, so midnight cannot race the test.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T03:30:00Z') });
    try {
      render(<CateringForm onSubmit={vi.fn()} pending={false} error={null} />);
      const date = input('Event date (optional)');
      expect(date.type).toBe('date');
      expect(date.min).toBe('2026-11-24');
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts the message’s characters against 1000', () => {
    render(<CateringForm onSubmit={vi.fn()} pending={false} error={null} />);
    type(input('Message'), 'Hello');
    expect(screen.getByText('5 of 1000 characters')).toBeTruthy();
    expect(input('Message').getAttribute('aria-describedby')).toContain(screen.getByText('5 of 1000 characters').closest('p')!.id);
  });
});

describe('the phone digit cap', () => {
  it('stops a US number at 10 digits as it is typed, keeping the format', () => {
    render(<CateringForm onSubmit={vi.fn()} pending={false} error={null} />);
    const phone = input('Phone number');
    type(phone, '414555017');
    expect(phone.value).toBe('(414) 555-017');
    type(phone, '(414) 555-0173');
    expect(phone.value).toBe('(414) 555-0173');
    type(phone, '(414) 555-01739');
    expect(phone.value).toBe('(414) 555-0173');
    type(phone, '41455501739999');
    expect(phone.value).toBe('(414) 555-0173');
  });

  it("caps other countries at their own longest length, found from the number's + code", () => {
    expect(longestNationalNumber('US')).toBe(10);
    expect(capPhoneDigits('+44 20 7946 09581234')).toBe('+44 20 7946 0958');
    const german = capPhoneDigits('+49 30 1234567890123456789');
    expect(german.replace(/\D/g, '')).toHaveLength('49'.length + longestNationalNumber('DE'));
    expect(capPhoneDigits('1 (414) 555-01739')).toBe('1 (414) 555-0173'); // the national prefix is not counted
    expect(capPhoneDigits('+1 414 555 0173')).toBe('+1 414 555 0173');
    expect(capPhoneDigits('+99912345678901234')).toBe('+999123456789012'); // unknown code: E.164's 15 digits
  });
});

describe('RobotCheck', () => {
  it('without a site key is the local test check: ticking gives a local-pass token, reset clears it', () => {
    const onToken = vi.fn();
    const ref = createRef<RobotCheckHandle>();
    render(<RobotCheck id="check" onToken={onToken} ref={ref} />);
    const checkbox = robotCheckbox();
    expect(checkbox.getAttribute('aria-describedby')).toContain('check-caption');
    expect(screen.getByText('Local test check')).toBeTruthy();
    fireEvent.click(checkbox);
    expect(onToken).toHaveBeenLastCalledWith(expect.stringMatching(/^local-pass-[0-9a-f]{32}$/));
    act(() => ref.current?.reset());
    expect(onToken).toHaveBeenLastCalledWith(null);
    expect(robotCheckbox().checked).toBe(false);
  });

  it('is compact at a window width of 390 px or less', () => {
    act(() => setWindowWidth(1280));
    const { container } = render(<RobotCheck id="check" onToken={vi.fn()} />);
    const box = () => container.querySelector('[data-checked], label')!.parentElement!;
    expect(box().hasAttribute('data-compact')).toBe(false);
    act(() => setWindowWidth(390));
    expect(box().hasAttribute('data-compact')).toBe(true);
  });

  it('with a site key renders Google reCAPTCHA explicitly (compact on a narrow window) and passes its tokens on', async () => {
    act(() => setWindowWidth(375));
    const render_ = vi.fn<Grecaptcha['render']>(() => 7);
    const reset = vi.fn<Grecaptcha['reset']>();
    window.grecaptcha = { render: render_, reset };
    const onToken = vi.fn();
    const ref = createRef<RobotCheckHandle>();
    render(<RobotCheck id="check" siteKey="site-key-1" onToken={onToken} ref={ref} />);
    await waitFor(() => expect(render_).toHaveBeenCalledTimes(1));
    const parameters = render_.mock.calls[0]![1];
    expect(parameters).toMatchObject({ sitekey: 'site-key-1', size: 'compact' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    act(() => parameters.callback('google-token'));
    expect(onToken).toHaveBeenLastCalledWith('google-token');
    act(() => parameters['expired-callback']());
    expect(onToken).toHaveBeenLastCalledWith(null);
    act(() => ref.current?.reset());
    expect(reset).toHaveBeenCalledWith(7);
  });
});

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('DishRequestPanel', () => {
  it('sends the dish name with the token, then thanks the visitor and clears the name and the check', async () => {
    const api = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json({ message: dishRequestSuccessText }, 201));
    vi.stubGlobal('fetch', api);
    withQueries(<DishRequestPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText('Dish name is required')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();

    type(input('Dish name'), 'Chicken yassa');
    fireEvent.click(robotCheckbox());
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Thank you for your request! We will look into adding this dish to our menu.');
    expect(document.activeElement).toBe(status);
    expect(String(api.mock.calls[0]?.[0])).toBe('/api/contact/dishRequest');
    const body = JSON.parse(String(api.mock.calls[0]?.[1]?.body));
    expect(body.dishName).toBe('Chicken yassa');
    expect(body.token).toMatch(/^local-pass-/);
    expect(input('Dish name').value).toBe('');
    expect(robotCheckbox().checked).toBe(false);
    expect(screen.queryByText('Dish name is required')).toBeNull();
    expect(body.email).toBe('');
  });

  it('signed out, takes an optional e-mail address for the answer (checked like every address of the shop); signed in, uses the account’s', async () => {
    const api = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json({ message: dishRequestSuccessText }, 201));
    vi.stubGlobal('fetch', api);
    withQueries(<DishRequestPanel />);
    type(input('Dish name'), 'Chicken yassa');
    const email = input('Your e-mail (optional)');
    type(email, 'team@studio');
    fireEvent.blur(email);
    expect(screen.getByText('Email must be valid')).toBeTruthy();
    type(email, 'team@studio.agency');
    expect(screen.queryByText('Email must be valid')).toBeNull();
    fireEvent.click(robotCheckbox());
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByRole('status');
    expect(JSON.parse(String(api.mock.calls[0]?.[1]?.body))).toMatchObject({ dishName: 'Chicken yassa', email: 'team@studio.agency' });
    cleanup();

    window.localStorage.setItem('user', JSON.stringify({ id: 'user-1', name: 'Ama Mensah' }));
    try {
      withQueries(<DishRequestPanel />);
      expect(screen.queryByLabelText('Your e-mail (optional)')).toBeNull();
      expect(screen.getByText('We will reply to the address on your account.')).toBeTruthy();
    } finally {
      window.localStorage.removeItem('user');
    }
  });
});

describe('ContactScreen', () => {
  function renderScreen(path = '/contact') {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json([])),
    );
    const router = createMemoryRouter([{ path: '/contact', element: <ContactScreen /> }], { initialEntries: [path] });
    return withQueries(<RouterProvider router={router} />);
  }

  it("titles the page and opens on the catering form, with the business's phone and e-mail", () => {
    renderScreen();
    expect(document.title).toBe('Contact Us | Spices African Kitchen');
    const tabs = within(screen.getByRole('tablist', { name: 'Choose type of form' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Catering', 'Dish Request', 'Ingredients Request']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Catering' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '(414) 555-0173' }).getAttribute('href')).toBe('tel:+14145550173');
    expect(screen.getByRole('link', { name: 'hello@spices-kitchen.example' }).getAttribute('href')).toBe('mailto:hello@spices-kitchen.example');
  });

  it('switches forms by click and by the arrow keys, keeping what was typed', () => {
    renderScreen();
    type(input('Your name'), 'Ada');
    fireEvent.click(screen.getByRole('tab', { name: 'Dish Request' }));
    expect(screen.getByRole('tabpanel', { name: 'Dish Request' })).toBeTruthy();
    expect(screen.queryByRole('tabpanel', { name: 'Catering' })).toBeNull(); // hidden
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Dish Request' }), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Ingredients Request' }));
    expect(screen.getByRole('tab', { name: 'Ingredients Request' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Catering' }).getAttribute('tabindex')).toBe('0');
    expect(input('Your name').value).toBe('Ada');
  });

  it('opens the form named in ?form=', () => {
    renderScreen('/contact?form=dish-request');
    expect(screen.getByRole('tab', { name: 'Dish Request' }).getAttribute('aria-selected')).toBe('true');
  });
});
