// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderAccount } from '../../../web/src/features/session/components/header-account.tsx';
import { RequireSignIn } from '../../../web/src/features/session/components/require-sign-in.tsx';
import { SessionProvider } from '../../../web/src/features/session/components/session-provider.tsx';
import { signedInOnlyHandle } from '../../../web/src/features/session/hooks/use-sign-out.ts';
import { visitMarkerKey } from '../../../web/src/features/session/hooks/visits.ts';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderShop(initialPath: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <HeaderAccount />,
        children: [],
      },
      { path: '/menu', element: <HeaderAccount /> },
      { path: '/login', element: <p>Sign-in screen</p> },
      {
        path: '/account',
        handle: signedInOnlyHandle,
        element: (
          <>
            <HeaderAccount />
            <RequireSignIn />
          </>
        ),
        children: [{ index: true, element: <p>Account home</p> }],
      },
    ],
    { initialEntries: [initialPath] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}

const ada = { id: '01HADA', name: 'Ada Obi', theme: 'device', email: 'ada@example.com', phone: null, emailVerified: true, twoFactorEnabled: false };

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.setItem(visitMarkerKey, 'earlier');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://shop.test').pathname;
      if (path === '/api/auth/isLoggdIn') return json(200, { loggedIn: true, user: ada });
      if (path === '/api/auth/logout') return json(200, { message: 'Signed out' });
      return json(404, { error: { code: 'NOT_FOUND', message: 'No route' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('HeaderAccount', () => {
  it('offers a signed-out visitor the Sign in link, which brings them back', () => {
    const router = renderShop('/menu');
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/login');
    fireEvent.click(signIn);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/menu' });
  });

  it('shows a signed-in user an account link with the first name, and Sign out', () => {
    window.localStorage.setItem('user', JSON.stringify({ id: '01HADA', name: 'Ada Obi', theme: 'device' }));
    renderShop('/menu');
    const account = screen.getByRole('link', { name: 'Ada, your account' });
    expect(account.getAttribute('href')).toBe('/account');
    expect(account.textContent).toBe('Ada');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('signs out: the server is told, the link turns back into Sign in and keeps the keyboard', async () => {
    window.localStorage.setItem('user', JSON.stringify({ id: '01HADA', name: 'Ada Obi', theme: 'device' }));
    renderShop('/menu');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out' })));
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(vi.mocked(fetch).mock.calls.some(([input]) => String(input) === '/api/auth/logout')).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(signIn));
    expect(screen.getByRole('status').textContent).toBe('You have signed out.');
  });

  it('sends a signed-out visitor from an account screen to sign in, with the way back', () => {
    const router = renderShop('/account');
    expect(screen.getByText('Sign-in screen')).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: '/account' });
  });

  it('goes home, not to sign in, when the user signs out on an account screen', async () => {
    window.localStorage.setItem('user', JSON.stringify({ id: '01HADA', name: 'Ada Obi', theme: 'device' }));
    const router = renderShop('/account');
    expect(screen.getByText('Account home')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
