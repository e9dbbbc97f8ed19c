import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuSchema } from '@functions/catalogue/contract/catalogue';
import { apiRequest, parseApiError } from '../../../web/src/lib/api-client.ts';
import { ApiError } from '../../../web/src/lib/api-error.ts';

function answer(status: number, body: unknown): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('parseApiError', () => {
  it('reads code, message and field details from the one error body', async () => {
    const error = await parseApiError(
      400,
      JSON.stringify({
        error: { code: 'VALIDATION', message: 'Check the form.', details: [{ path: 'name', message: 'Name is required' }], requestId: 'r-1' },
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Check the form.', requestId: 'r-1' });
    expect(error.details).toEqual([{ path: 'name', message: 'Name is required' }]);
  });

  it('falls back to a code from the status when the body is not the error body', async () => {
    expect(await parseApiError(404, '<html>Not found</html>')).toMatchObject({ status: 404, code: 'NOT_FOUND', details: [] });
    expect(await parseApiError(401, '')).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await parseApiError(502, '{"message":"Bad gateway"}')).toMatchObject({ status: 502, code: 'INTERNAL' });
  });
});

describe('apiRequest', () => {
  it('calls /api with JSON, same-origin cookies and the body', async () => {
    const fetchMock = vi.fn(async () => answer(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/dishes/dish', { method: 'POST', body: { name: 'Fufu' } })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/dishes/dish',
      expect.objectContaining({
        method: 'POST',
        credentials: 'same-origin',
        body: JSON.stringify({ name: 'Fufu' }),
        headers: expect.objectContaining({ 'content-type': 'application/json', accept: 'application/json' }),
      }),
    );
  });

  it('puts query parameters into the address and leaves out undefined ones', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer(200, []));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/search/menu', { query: { query: 'jollof rice', page: undefined } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/search/menu?query=jollof+rice');
  });

  it('throws the typed ApiError of a failed answer', async () => {
    vi.stubGlobal('fetch', async () => answer(404, { error: { code: 'NOT_FOUND', message: 'No dish on the menu has that name.' } }));
    const failure = apiRequest('/dishes/dish', { method: 'POST', body: { name: 'Nothing' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'No dish on the menu has that name.' });
  });

  it('reports an unreachable server as a NETWORK error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/dishes')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('checks the answer with a schema, given directly or as a loader', async () => {
    const dish = {
      id: 'fufu',
      name: 'Fufu',
      description: 'Soft and stretchy.',
      category: 'side',
      startingPrice: 399,
      image: 'Images/dishes/fufu-1-960.webp',
      blurHash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH',
      canBeSpicy: false,
      featured: false,
      soldOut: false,
      allergens: [],
      dietLabels: ['vegan'],
    };
    vi.stubGlobal('fetch', async () => answer(200, [dish]));
    await expect(apiRequest('/dishes', { schema: menuSchema })).resolves.toEqual([dish]);
    await expect(apiRequest('/dishes', { schema: async () => menuSchema })).resolves.toEqual([dish]);
  });

  it('refuses an answer of the wrong shape with BAD_RESPONSE and the failing paths', async () => {
    vi.stubGlobal('fetch', async () => answer(200, [{ id: 'fufu', name: 'Fufu', startingPrice: '3.99' }]));
    const failure = apiRequest('/dishes', { schema: menuSchema });
    await expect(failure).rejects.toMatchObject({ code: 'BAD_RESPONSE', status: 200 });
    const error = (await failure.catch((e: unknown) => e)) as ApiError;
    expect(error.details.map((d) => d.path)).toContain('0.startingPrice');
  });
});
