// The one HTTP client of the web app (spec §7 client wrapper, §8 status behaviours). It is built
// from injected dependencies so the behaviours are unit-tested against a fake fetch; `client.ts`
// wires the real stores.

import type { ApiEnvelope } from '@skytrace/contracts';

export type { ApiEnvelope };

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path root; defaults to the API v2 root. Other roots (e.g. /adsb) get the token in the query. */
  root?: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Send the body as application/x-www-form-urlencoded instead of JSON. */
  form?: boolean;
  timeoutMs?: number;
  /** Spec §8: flight path and detail calls receive the 401 body instead of a logout. */
  receiveBodyOn401?: boolean;
  /** Spec §8: some calls (weather history, follow status) show no message on 401. */
  quietOn401?: boolean;
  signal?: AbortSignal;
}

/** A failed call: `status` is the envelope code when there is one, else the HTTP status (0 = no answer). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: ApiEnvelope<unknown> | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export interface HttpDependencies {
  fetch: typeof fetch;
  apiRoot: string;
  timeoutMs: number;
  getToken: () => string | null;
  getLanguage: () => 'zh' | 'en';
  /** Clears the login after a 401. */
  onUnauthorized: () => void;
  /** Shows a server message to the user. */
  notify: (message: string) => void;
  log: Pick<Console, 'warn' | 'error'>;
}

export interface HttpClient {
  request<T>(path: string, options?: RequestOptions): Promise<ApiEnvelope<T>>;
  /**
   * Resolves when no request sent with a token is in flight any more, or after `capMs`: signing
   * out waits for it, so that the server does not end the session under a read the page still
   * waits for (answered 401, a red line in the console and a "please sign in" notice).
   */
  signedIdle(capMs: number): Promise<void>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method'>): Promise<ApiEnvelope<T>>;
  post<T>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<ApiEnvelope<T>>;
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number'
  );
}

/** Spec §5: empty values in request parameters are dropped. */
function appendQuery(params: URLSearchParams, query: Record<string, QueryValue>): void {
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    params.set(key, String(value));
  }
}

function encodeBody(body: unknown, form: boolean): { body: string; contentType: string } {
  if (form) {
    const params = new URLSearchParams();
    if (typeof body === 'object' && body !== null) {
      appendQuery(params, body as Record<string, QueryValue>);
    }
    return { body: params.toString(), contentType: 'application/x-www-form-urlencoded' };
  }
  return { body: JSON.stringify(body ?? {}), contentType: 'application/json' };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function createHttpClient(deps: HttpDependencies): HttpClient {
  /** Requests in flight that carry a token, and who waits for there to be none. */
  let signedInFlight = 0;
  let idleWaiters: (() => void)[] = [];

  function signedDone(): void {
    signedInFlight -= 1;
    if (signedInFlight > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const wake of waiters) wake();
  }

  function signedIdle(capMs: number): Promise<void> {
    if (signedInFlight === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, capMs);
      idleWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  function buildUrl(path: string, options: RequestOptions, token: string | null): string {
    const root = options.root ?? deps.apiRoot;
    const params = new URLSearchParams();
    appendQuery(params, options.query ?? {});
    params.set('lang', deps.getLanguage());
    // Only the API v2 root reads the Authorization header; the older roots take the token as a
    // query parameter (spec §7).
    if (token !== null && root !== deps.apiRoot) params.set('token', token);
    return `${root}${path.startsWith('/') ? path : `/${path}`}?${params.toString()}`;
  }

  async function send(url: string, options: RequestOptions, token: string | null) {
    const method = options.method ?? 'GET';
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (method !== 'GET' && options.body !== undefined) {
      const encoded = encodeBody(options.body, options.form ?? false);
      body = encoded.body;
      headers['Content-Type'] = encoded.contentType;
    }
    const timeout = AbortSignal.timeout(options.timeoutMs ?? deps.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    try {
      return await deps.fetch(url, { method, headers, body, signal });
    } catch (error) {
      const timedOut = timeout.aborted;
      throw new ApiError(0, timedOut ? 'timeout' : 'network', null, { cause: error });
    }
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
    const token = deps.getToken();
    const url = buildUrl(path, options, token);
    if (token !== null) signedInFlight += 1;
    let response: Response;
    let payload: unknown;
    try {
      response = await send(url, options, token);
      payload = await readJson(response);
    } finally {
      if (token !== null) signedDone();
    }
    const envelope = isEnvelope(payload) ? payload : null;
    // The envelope code decides (spec §8); without an envelope the HTTP status does, and a 2xx
    // answer without an envelope is a failure of its own (status 0 here).
    const status = envelope?.code ?? (response.ok ? 0 : response.status);
    const message = envelope?.msg ?? (response.ok ? 'invalid response' : response.statusText);

    switch (status) {
      case 200:
        return envelope as ApiEnvelope<T>;
      case 401:
        if (options.receiveBodyOn401 && envelope) return envelope as ApiEnvelope<T>;
        // Sent with a login that has ended or been replaced since (a sign-out, or a new sign-in,
        // while it was in flight): the answer is about that login, not the current one, which
        // it must neither clear nor announce.
        if (deps.getToken() !== token) break;
        if (!options.quietOn401 && message) deps.notify(message);
        deps.onUnauthorized();
        break;
      case 403:
        // Spec §8: the server answers 403 when a password is too simple; callers read the body.
        deps.log.warn(`[http] 403 password too simple: ${path}`);
        if (envelope) return envelope as ApiEnvelope<T>;
        break;
      case 404:
        deps.log.error(`[http] 404 network check: ${path}`);
        break;
      case 500:
        deps.log.error(`[http] 500 server error: ${path}: ${message}`);
        break;
      default:
        break;
    }
    throw new ApiError(
      status === 0 ? response.status : status,
      message || 'request failed',
      envelope,
    );
  }

  return {
    request,
    signedIdle,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
  };
}
