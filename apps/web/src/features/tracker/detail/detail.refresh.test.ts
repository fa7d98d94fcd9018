import { API_V2_FULL_PATHS } from '@skytrace/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../api/http';
import { EMPTY_PATH, loadDetail } from './detail.api';
import { DETAIL_REFRESH_MS, startRefresh } from './detail.refresh';

describe('detail refresh (spec §4: every 10 s while selected)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads at once, then 10 s after each answer, and stops on deselect', async () => {
    const load = vi.fn((_signal: AbortSignal) => Promise.resolve(load.mock.calls.length));
    const results: number[] = [];
    const stop = startRefresh(load, (value) => {
      results.push(value);
      return true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual([1]);
    await vi.advanceTimersByTimeAsync(DETAIL_REFRESH_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(results).toEqual([1, 2]);
    stop();
    await vi.advanceTimersByTimeAsync(DETAIL_REFRESH_MS * 3);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('aborts the request in flight and drops its answer after stop', async () => {
    let signal: AbortSignal | null = null;
    let answer: (value: string) => void = () => undefined;
    const onResult = vi.fn(() => true);
    const stop = startRefresh((s) => {
      signal = s;
      return new Promise<string>((resolve) => {
        answer = resolve;
      });
    }, onResult);
    stop();
    expect((signal as AbortSignal | null)?.aborted).toBe(true);
    answer('late');
    await vi.advanceTimersByTimeAsync(DETAIL_REFRESH_MS * 2);
    expect(onResult).not.toHaveBeenCalled();
  });

  it('stops when the answer says so (login needed, empty detail)', async () => {
    const load = vi.fn(() => Promise.resolve('unauthorized'));
    startRefresh(load, () => false);
    await vi.advanceTimersByTimeAsync(DETAIL_REFRESH_MS * 3);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('detail answers (spec §8)', () => {
  const base = { ICAOId: '780A5C', flightNum2: 'MU5101', time: { STD: null, STA: null } };
  const path = {
    trace: { path: [] },
    forecastTrace: { path: [{ lat: 1, lon: 2, flyOverTime: 3 }] },
    fullForecastTrace: { path: [] },
  };

  function client(answers: Record<string, { status: number; body: unknown }>) {
    const onUnauthorized = vi.fn();
    const http = createHttpClient({
      fetch: (input) => {
        const address =
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const url = new URL(address, 'http://test');
        const answer = answers[url.pathname] ?? { status: 500, body: null };
        return Promise.resolve(
          new Response(JSON.stringify(answer.body), { status: answer.status }),
        );
      },
      apiRoot: '/api/v2',
      timeoutMs: 1000,
      getToken: () => 'token',
      getLanguage: () => 'en',
      onUnauthorized,
      notify: () => undefined,
      log: { warn: () => undefined, error: () => undefined },
    });
    return { http, onUnauthorized };
  }
  const signal = new AbortController().signal;
  const query = { icao: '780A5C', callsign: 'CES5101' };

  it('loads base info and path together', async () => {
    const { http } = client({
      [API_V2_FULL_PATHS.flightBase]: { status: 200, body: { code: 200, data: base } },
      [API_V2_FULL_PATHS.flightPath]: { status: 200, body: { code: 200, data: path } },
    });
    expect(await loadDetail(http, query, signal)).toEqual({ kind: 'loaded', base, path });
  });

  it('reports a 401 body instead of logging out, so the bar can send the user to login', async () => {
    const { http, onUnauthorized } = client({
      [API_V2_FULL_PATHS.flightBase]: { status: 200, body: { code: 200, data: base } },
      [API_V2_FULL_PATHS.flightPath]: {
        status: 401,
        body: { code: 401, msg: 'login', data: null },
      },
    });
    expect(await loadDetail(http, query, signal)).toEqual({ kind: 'unauthorized' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('answers empty for empty base info and empty traces for a failed path', async () => {
    const empty = client({
      [API_V2_FULL_PATHS.flightBase]: { status: 200, body: { code: 200, data: null } },
      [API_V2_FULL_PATHS.flightPath]: { status: 200, body: { code: 200, data: path } },
    });
    expect(await loadDetail(empty.http, query, signal)).toEqual({ kind: 'empty' });
    const failed = client({
      [API_V2_FULL_PATHS.flightBase]: { status: 200, body: { code: 200, data: base } },
    });
    expect(await loadDetail(failed.http, query, signal)).toEqual({
      kind: 'loaded',
      base,
      path: EMPTY_PATH,
    });
  });

  it('keeps the bar with empty base fields when base info fails', async () => {
    const { http } = client({
      [API_V2_FULL_PATHS.flightPath]: { status: 200, body: { code: 200, data: path } },
    });
    expect(await loadDetail(http, query, signal)).toEqual({ kind: 'loaded', base: null, path });
  });
});
