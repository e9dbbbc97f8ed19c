// @vitest-environment jsdom
import type { SessionUser } from '@functions/accounts/contract/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLogin } from '../../../web/src/api/session.ts';
import { RequireRecentPassword } from '../../../web/src/features/session/components/require-recent-password.tsx';
import { SessionProvider } from '../../../web/src/features/session/components/session-provider.tsx';
import { passwordEnteredTimeKey } from '../../../web/src/features/session/hooks/password-entered-time.ts';
import { passwordReentryExpired, passwordReentryMs } from '../../../web/src/features/session/hooks/password-reentry.ts';
import { returnPath } from '../../../web/src/features/session/hooks/return-path.ts';
import { useTheme } from '../../../web/src/features/session/hooks/use-theme-toggle.ts';
import { useSession } from '../../../web/src/features/session/hooks/use-session.ts';
import { lastVisitKey, reportVisitOnce, visitMarkerKey } from '../../../web/src/features/session/hooks/visits.ts';

const ada: SessionUser = {
  id: '01HADA',
  name: 'Ada Obi',
  theme: 'device',
  email: 'ada@example.com',
  phone: null,
  emailVerified: true,
  twoFactorEnabled: false,
};

type Answer = { status: number; body?: unknown };
type Route = (init: RequestInit | undefined) => Answer;

/** A fake API: answers by "METHOD /path", records every call. */
function fakeApi(routes: Record<string, Route | Answer>) {
  const calls: { key: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[key];
    const notFound: Answer = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'No route' } } };
    const answer = typeof route === 'function' ? route(init) : (route ?? notFound);
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, count: (key: string) => calls.filter((call) => call.key === key).length };
}

const unauthorized: Answer = { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Please sign in.' } } };

function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

function wrapperWith(queryClient: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    );
  };
}

function storedUser() {
  const raw = window.localStorage.getItem('user');
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
}

beforeEach(() => {
  window.localStorage.clear();
  // The visit is reported once per browser session; most tests are not about it.
  window.sessionStorage.setItem(visitMarkerKey, 'earlier');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('signing in', () => {
  it('hands a 201 answer back to the caller without setting the user', async () => {
    const api = fakeApi({ 'POST /api/auth/login': { status: 201, body: { id: '01HADA', token: 'challenge-token-0123456789' } } });
    const { result } = renderHook(() => ({ login: useLogin(), session: useSession() }), { wrapper: wrapperWith(newQueryClient()) });

    let answer: Awaited<ReturnType<typeof result.current.login.mutateAsync>> | undefined;
    await act(async () => {
      answer = await result.current.login.mutateAsync({ email: 'ada@example.com', password: 'pepper-soup-42' });
    });

    expect(answer).toEqual({ kind: 'codeSent', challenge: { id: '01HADA', token: 'challenge-token-0123456789' } });
    expect(result.current.session.user).toBeNull();
    expect(storedUser()).toBeNull();
    expect(api.count('GET /api/auth/isLoggdIn')).toBe(0);
  });

  it('sets and saves the user on any other success, then asks the server about the new status', async () => {
    const api = fakeApi({
      'POST /api/auth/login': { status: 200, body: ada },
      'GET /api/auth/isLoggdIn': { status: 200, body: { loggedIn: true, user: ada } },
    });
    const { result } = renderHook(() => ({ login: useLogin(), session: useSession() }), { wrapper: wrapperWith(newQueryClient()) });

    await act(async () => {
      await result.current.login.mutateAsync({ email: 'ada@example.com', password: 'pepper-soup-42' });
    });

    expect(storedUser()).toEqual({ id: '01HADA', name: 'Ada Obi', theme: 'device' });
    expect(result.current.session.user).toEqual({ id: '01HADA', name: 'Ada Obi', theme: 'device' });
    await waitFor(() => expect(api.count('GET /api/auth/isLoggdIn')).toBe(1));
    await waitFor(() => expect(result.current.session.loggedIn).toBe(true));
  });
});

describe('the login status check', () => {
  it('logs out on a 401: ends the session, forgets the user and invalidates the cart caches', async () => {
    window.localStorage.setItem('user', JSON.stringify({ id: '01HADA', name: 'Ada Obi', theme: 'dark' }));
    window.localStorage.setItem(passwordEnteredTimeKey, String(Date.now()));
    const api = fakeApi({ 'GET /api/auth/isLoggdIn': unauthorized, 'GET /api/auth/logout': { status: 200, body: { message: 'Signed out' } } });
    const queryClient = newQueryClient();
    queryClient.setQueryData(['cart'], { cart: [] });
    queryClient.setQueryData(['cartQuantity'], 2);
    queryClient.setQueryData(['orders', 'list'], [{ orderId: 'private' }]);
    queryClient.setQueryData(['messages', 'list'], [{ messageId: 'private' }]);

    const { result } = renderHook(() => useSession(), { wrapper: wrapperWith(queryClient) });
    expect(result.current.user?.name).toBe('Ada Obi'); // optimistic until the server answers

    await waitFor(() => expect(result.current.user).toBeNull());
    expect(api.count('GET /api/auth/logout')).toBe(1);
    expect(storedUser()).toBeNull();
    expect(window.localStorage.getItem(passwordEnteredTimeKey)).toBeNull();
    expect(queryClient.getQueryState(['cart'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['cartQuantity'])?.isInvalidated).toBe(true);
    // The next person on this browser never sees this user's orders or messages.
    expect(queryClient.getQueryData(['orders', 'list'])).toBeUndefined();
    expect(queryClient.getQueryData(['messages', 'list'])).toBeUndefined();
    expect(result.current.loggedIn).toBe(false);
  });

  it('keeps a confirmed session, and takes the server’s name and theme into the stored user', async () => {
    window.localStorage.setItem('user', JSON.stringify({ id: '01HADA', name: 'Ada', theme: 'device' }));
    const api = fakeApi({ 'GET /api/auth/isLoggdIn': { status: 200, body: { loggedIn: true, user: { ...ada, theme: 'dark' } } } });
    const { result } = renderHook(() => useSession(), { wrapper: wrapperWith(newQueryClient()) });

    await waitFor(() => expect(result.current.loggedIn).toBe(true));
    expect(storedUser()).toEqual({ id: '01HADA', name: 'Ada Obi', theme: 'dark' });
    expect(api.count('GET /api/auth/logout')).toBe(0);
  });

  it('logs out when the server says yes but the stored user has no name', async () => {
    window.localStorage.setItem('user', JSON.stringify({ id: '01HADA', theme: 'dark' }));
    const api = fakeApi({
      'GET /api/auth/isLoggdIn': { status: 200, body: { loggedIn: true, user: ada } },
      'GET /api/auth/logout': { status: 200, body: { message: 'Signed out' } },
    });
    renderHook(() => useSession(), { wrapper: wrapperWith(newQueryClient()) });

    await waitFor(() => expect(api.count('GET /api/auth/logout')).toBe(1));
    await waitFor(() => expect(window.localStorage.getItem('user')).toBeNull());
  });

  it('does not ask the server for a visitor with nothing stored', async () => {
    const api = fakeApi({ 'GET /api/auth/isLoggdIn': unauthorized });
    const queryClient = newQueryClient();
    const { result } = renderHook(() => useSession(), { wrapper: wrapperWith(queryClient) });
    // An enabled check would be in flight from the mount on: once nothing is, any request it made has been counted.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.count('GET /api/auth/isLoggdIn')).toBe(0);
    expect(result.current.loggedIn).toBe(false);
  });

  it('only logs other failures: the user stays', async () => {
    window.localStorage.setItem('user', JSON.stringify({ id: '01HADA', name: 'Ada Obi' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({ 'GET /api/auth/isLoggdIn': { status: 503, body: { error: { code: 'INTERNAL', message: 'Down' } } } });
    const { result } = renderHook(() => useSession(), { wrapper: wrapperWith(newQueryClient()) });
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(api.count('GET /api/auth/logout')).toBe(0);
    expect(result.current.user?.name).toBe('Ada Obi');
    expect(result.current.loggedIn).toBeUndefined();
  });
});

describe('password re-entry', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);

  it('counts as expired when no time was recorded or more than 15 minutes have passed', () => {
    expect(passwordReentryMs).toBe(15 * 60_000);
    expect(passwordReentryExpired(undefined, now)).toBe(true);
    expect(passwordReentryExpired(now - 60_000, now)).toBe(false);
    expect(passwordReentryExpired(now - 15 * 60_000, now)).toBe(false);
    expect(passwordReentryExpired(now - 15 * 60_000 - 1, now)).toBe(true);
  });

  it('sends a sensitive screen to the password prompt, with the way back', async () => {
    window.localStorage.setItem(passwordEnteredTimeKey, String(Date.now() - 16 * 60_000));
    function Prompt() {
      const { state } = useLocation();
      return <p>Prompt, then back to {String((state as { from?: string }).from)}</p>;
    }
    const router = createMemoryRouter(
      [
        { element: <RequireRecentPassword />, children: [{ path: '/account/login-security/name', element: <p>Name form</p> }] },
        { path: '/account/login-security/authenticate', Component: Prompt },
      ],
      { initialEntries: ['/account/login-security/name'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Prompt, then back to /account/login-security/name')).toBeTruthy();

    window.localStorage.setItem(passwordEnteredTimeKey, String(Date.now() - 60_000));
    await act(() => router.navigate('/account/login-security/name'));
    expect(await screen.findByText('Name form')).toBeTruthy();
  });
});

describe('return paths', () => {
  it('follows only paths inside the shop, never back to the sign-in screens', () => {
    expect(returnPath({ from: '/menu/Jollof-Rice' })).toBe('/menu/Jollof-Rice');
    expect(returnPath({ from: 'https://evil.example/' })).toBe('/');
    expect(returnPath({ from: '//evil.example/' })).toBe('/');
    expect(returnPath({ from: '/login' }, '/account')).toBe('/account');
    expect(returnPath(null, '/account')).toBe('/account');
  });
});

describe('visits', () => {
  function memoryStorage() {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  }

  it('reports the visit once per browser session, then stores the marker and the last-visit time', async () => {
    const session = memoryStorage();
    const local = memoryStorage();
    const post = vi.fn(async () => undefined);
    const now = () => new Date('2026-01-01T12:00:00.000Z');

    await Promise.all([reportVisitOnce('01HADA', { session, local, post, now }), reportVisitOnce('01HADA', { session, local, post, now })]);
    await reportVisitOnce('01HADA', { session, local, post, now });

    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith({ userId: '01HADA', timestamp: '2026-01-01T12:00:00.000Z' });
    expect(session.getItem(visitMarkerKey)).not.toBeNull();
    expect(local.getItem(lastVisitKey)).toBe('2026-01-01T12:00:00.000Z');
  });

  it('tries again on the next page load when reporting failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const session = memoryStorage();
    const local = memoryStorage();
    await reportVisitOnce(null, { session, local, post: async () => Promise.reject(new Error('offline')) });
    expect(session.getItem(visitMarkerKey)).toBeNull();
    expect(local.getItem(lastVisitKey)).toBeNull();
  });

  it('is reported by the session provider on the first mount of a browser session only', async () => {
    window.sessionStorage.clear();
    const api = fakeApi({ 'POST /api/visits': { status: 201, body: { message: 'Visit recorded' } } });
    const first = renderHook(() => useSession(), { wrapper: wrapperWith(newQueryClient()) });
    await waitFor(() => expect(window.localStorage.getItem(lastVisitKey)).not.toBeNull());
    const claimed = window.sessionStorage.getItem(visitMarkerKey);
    first.unmount();
    // The mount's effects run inside renderHook's act; a report claims the marker and calls fetch before its first await.
    renderHook(() => useSession(), { wrapper: wrapperWith(newQueryClient()) });
    expect(window.sessionStorage.getItem(visitMarkerKey)).toBe(claimed);
    expect(api.count('POST /api/visits')).toBe(1);
    expect(api.calls.find((call) => call.key === 'POST /api/visits')?.body).toEqual({ userId: null, timestamp: expect.any(String) });
  });
});

describe('the theme toggle', () => {
  it('flips dark mode at once, saves it on the server and keeps the server’s answer', async () => {
    window.localStorage.setItem('user', JSON.stringify({ id: '01HADA', name: 'Ada Obi', theme: 'light' }));
    const api = fakeApi({
      'GET /api/auth/isLoggdIn': { status: 200, body: { loggedIn: true, user: { ...ada, theme: 'light' } } },
      'PUT /api/users/theme': { status: 200, body: { theme: 'dark' } },
    });
    const { result } = renderHook(() => useTheme(), { wrapper: wrapperWith(newQueryClient()) });
    await waitFor(() => expect(api.count('GET /api/auth/isLoggdIn')).toBe(1));
    expect(result.current.dark).toBe(false);

    act(() => result.current.toggle());
    await waitFor(() => expect(result.current.dark).toBe(true));
    expect(storedUser()?.theme).toBe('dark');
    await waitFor(() => expect(api.count('PUT /api/users/theme')).toBe(1));
    expect(api.calls.find((call) => call.key === 'PUT /api/users/theme')?.body).toEqual({ theme: 'dark' });
  });
});
