// @vitest-environment jsdom
/**
 * One figure for how long an e-mail change's link works (docs/business-rules.md#one-time-links): the token's expiry,
 * the e-mail and the account's "Confirm your new e-mail address" screen all say the same, from
 * functions/src/platform/contract/link-lifetimes.ts.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { emailChangeLinkHours, emailChangeLinkWords } from '../../../functions/src/platform/contract/link-lifetimes.ts';
import { verifyEmailMessage } from '../../../functions/src/accounts/rules/account-emails.ts';
import { tokenLifetimeSeconds } from '../../../functions/src/platform/rules/one-time-token.ts';
import { VerifyCodeScreen } from '../../../web/src/app/routes/account/verify-code.tsx';
import { SessionProvider } from '../../../web/src/features/session/components/session-provider.tsx';

afterEach(cleanup);

describe('the e-mail change link’s life', () => {
  it('is one figure: the token, the e-mail and the screen agree', () => {
    expect(emailChangeLinkWords).toBe('24 hours');
    expect(tokenLifetimeSeconds['verify-email']).toBe(emailChangeLinkHours * 3600);

    const email = verifyEmailMessage('ada@example.com', 'Ada', 'https://shop.example/spices/users/u/verify-email/t', 'emailChange');
    expect(email.text).toContain(`expires in ${emailChangeLinkWords}`);
    expect(email.text).not.toMatch(/minutes/);

    const router = createMemoryRouter([{ path: '/', element: <VerifyCodeScreen /> }], {
      initialEntries: [{ pathname: '/', state: { email: 'new@example.com' } }],
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
    render(
      <QueryClientProvider client={client}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>,
    );
    const paragraph = screen.getByText(/The link works once/);
    expect(paragraph.textContent).toContain(`The link works once, for ${emailChangeLinkWords}.`);
    expect(paragraph.textContent).not.toMatch(/minutes/);
  });
});
