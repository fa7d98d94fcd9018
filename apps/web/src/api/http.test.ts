import { describe, expect, it, vi } from 'vitest';
import { ApiError, createHttpClient, type HttpDependencies } from './http';

interface Call {
  url: string;
  init: RequestInit;
}

function setup(
  answer: { status?: number; body?: unknown } = { body: { code: 200, msg: 'ok', data: 1 } },
  overrides: Partial<HttpDependencies> = {},
) {
  const calls: Call[] = [];
  const fakeFetch = vi.fn((url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: url instanceof Request ? url.url : url.toString(), init: init ?? {} });
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return Promise.resolve(new Response(text, { status: answer.status ?? 200 }));
  });
  const deps: HttpDependencies = {
    fetch: fakeFetch,
    apiRoot: '/api/v2',
    timeoutMs: 1000,
    getToken: () => null,
    getLanguage: () => 'zh',
    onUnauthorized: vi.fn(),
    notify: vi.fn(),
    log: { warn: vi.fn(), error: vi.fn() },
    ...overrides,
  };
  return { client: createHttpClient(deps), calls, deps };
}

describe('http wrapper: requests', () => {
  it('prefixes the API v2 root and adds the language', async () => {
    const { client, calls } = setup();
    await client.get('/user/user/info', { query: { a: 1, empty: '', none: undefined } });
    expect(calls[0]!.url).toBe('/api/v2/user/user/info?a=1&lang=zh');
    expect(calls[0]!.init.method).toBe('GET');
  });

  it('sends a bearer token on the API root and no token parameter', async () => {
    const { client, calls } = setup(undefined, { getToken: () => 'tok', getLanguage: () => 'en' });
    await client.get('/x');
    expect(calls[0]!.url).toBe('/api/v2/x?lang=en');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('adds the token parameter for other roots', async () => {
    const { client, calls } = setup(undefined, { getToken: () => 'tok' });
    await client.get('/user/list', { root: '/adsb' });
    expect(calls[0]!.url).toBe('/adsb/user/list?lang=zh&token=tok');
  });

  it('sends no Authorization header when signed out', async () => {
    const { client, calls } = setup();
    await client.get('/x');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('form-encodes POST bodies when asked', async () => {
    const { client, calls } = setup();
    await client.post('/follow', { id: 7, note: 'a b', skip: null }, { form: true });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(calls[0]!.init.body).toBe('id=7&note=a+b');
  });

  it('sends JSON bodies by default', async () => {
    const { client, calls } = setup();
    await client.post('/login', { loginType: '1' });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"loginType":"1"}');
    expect(calls[0]!.init.method).toBe('POST');
  });

  it('aborts after the timeout', async () => {
    const hangingFetch = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      })) as typeof fetch;
    const { client } = setup(undefined, { fetch: hangingFetch, timeoutMs: 20 });
    await expect(client.get('/slow')).rejects.toMatchObject({ status: 0, message: 'timeout' });
  });

  it('reports a network failure', async () => {
    const failingFetch = (() => Promise.reject(new TypeError('offline'))) as typeof fetch;
    const { client } = setup(undefined, { fetch: failingFetch });
    await expect(client.get('/x')).rejects.toMatchObject({ status: 0, message: 'network' });
  });
});

describe('http wrapper: status behaviours (spec §8)', () => {
  it('resolves the envelope on code 200', async () => {
    const { client } = setup({ body: { code: 200, msg: 'ok', data: { id: 1 } } });
    await expect(client.get('/x')).resolves.toEqual({ code: 200, msg: 'ok', data: { id: 1 } });
  });

  it('treats any other body code as failure even with HTTP 200', async () => {
    const { client } = setup({ body: { code: 400, msg: 'bad', data: null } });
    const error = await client.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'bad' });
  });

  it('on 401 shows the message, clears the login and rejects', async () => {
    const { client, deps } = setup({ status: 401, body: { code: 401, msg: '请登录', data: null } });
    await expect(client.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(deps.notify).toHaveBeenCalledWith('请登录');
    expect(deps.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('on 401 stays quiet when asked, but still clears the login', async () => {
    const { client, deps } = setup({ body: { code: 401, msg: 'no', data: null } });
    await expect(client.get('/x', { quietOn401: true })).rejects.toBeInstanceOf(ApiError);
    expect(deps.notify).not.toHaveBeenCalled();
    expect(deps.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('on 401 for a login that ended or changed while in flight, neither announces nor clears', async () => {
    let token: string | null = 'old-token';
    let answer: (response: Response) => void = () => undefined;
    const { client, deps } = setup(undefined, {
      getToken: () => token,
      fetch: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const pending = client.get('/user/user/info');
    // Signed out and in again as someone else before the answer came.
    token = 'new-token';
    answer(new Response(JSON.stringify({ code: 401, msg: '请登录', data: null }), { status: 401 }));
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(deps.notify).not.toHaveBeenCalled();
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('on 401 returns the body to calls that ask for it, keeping the login', async () => {
    const body = { code: 401, msg: 'login to view', data: null };
    const { client, deps } = setup({ body });
    await expect(client.get('/path', { receiveBodyOn401: true })).resolves.toEqual(body);
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('on 403 logs and returns the body', async () => {
    const body = { code: 403, msg: 'weak', data: null };
    const { client, deps } = setup({ body });
    await expect(client.get('/x')).resolves.toEqual(body);
    expect(deps.log.warn).toHaveBeenCalledWith(expect.stringContaining('password too simple'));
  });

  it('on 404 logs a network check and rejects', async () => {
    const { client, deps } = setup({ status: 404, body: '' });
    await expect(client.get('/x')).rejects.toMatchObject({ status: 404 });
    expect(deps.log.error).toHaveBeenCalledWith(expect.stringContaining('network check'));
  });

  it('on 500 logs and rejects', async () => {
    const { client, deps } = setup({ status: 500, body: { code: 500, msg: 'boom', data: null } });
    await expect(client.get('/x')).rejects.toMatchObject({ status: 500, message: 'boom' });
    expect(deps.log.error).toHaveBeenCalledWith(expect.stringContaining('500'));
  });

  it('rejects a 2xx answer that is not an envelope', async () => {
    const { client } = setup({ body: '<html></html>' });
    await expect(client.get('/x')).rejects.toMatchObject({
      status: 200,
      message: 'invalid response',
    });
  });
});

describe('http wrapper: signed requests in flight', () => {
  it('signedIdle resolves once every request sent with a token has its answer', async () => {
    const answers: ((response: Response) => void)[] = [];
    let token: string | null = null;
    const { client } = setup(undefined, {
      getToken: () => token,
      fetch: () => new Promise<Response>((resolve) => answers.push(resolve)),
    });
    const ok = () => new Response(JSON.stringify({ code: 200, msg: 'ok', data: 1 }));
    // Unsigned requests are not waited for.
    const unsigned = client.get('/index/config');
    await expect(client.signedIdle(5000)).resolves.toBeUndefined();
    token = 't';
    const first = client.get('/user/user/info');
    const second = client.get('/business/feedback/mine');
    let idle = false;
    const waiting = client.signedIdle(5000).then(() => (idle = true));
    answers[1]!(ok());
    await first;
    expect(idle).toBe(false);
    answers[2]!(ok());
    await second;
    await waiting;
    expect(idle).toBe(true);
    answers[0]!(ok());
    await unsigned;
  });

  it('signedIdle gives up after its cap when an answer never comes', async () => {
    const { client } = setup(undefined, {
      getToken: () => 't',
      fetch: () => new Promise<Response>(() => undefined),
      timeoutMs: 60_000,
    });
    void client.get('/slow').catch(() => undefined);
    const started = Date.now();
    await client.signedIdle(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});
