import { API_V2_PATHS } from '@skytrace/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from './api-client';
import { useAuthStore } from './auth.store';
import { useAuthInfoStore } from './auth-info.store';
import { endSession, onSignOut, signOut } from './sign-out';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubServer(): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      calls.push(input.toString());
      return Promise.resolve(new Response(JSON.stringify({ code: 200, msg: 'ok', data: [] })));
    }),
  );
  return calls;
}

describe('signing out', () => {
  it('ends the session, then runs what the features registered; endSession alone does not', async () => {
    const calls = stubServer();
    const forget = vi.fn(() => {
      // The features forget their state once the session is already gone.
      expect(useAuthStore.getState().token).toBeNull();
    });
    const unsubscribe = onSignOut(forget);
    useAuthStore.getState().setToken('token-1');
    useAuthInfoStore.getState().setInfo({ realName: 'L*', idNumber: '1****' });

    await signOut();
    expect(calls.some((url) => url.includes(API_V2_PATHS.logout))).toBe(true);
    expect(useAuthInfoStore.getState().info).toBeNull();
    expect(forget).toHaveBeenCalledTimes(1);

    await endSession();
    expect(forget).toHaveBeenCalledTimes(1);

    unsubscribe();
    await signOut();
    expect(forget).toHaveBeenCalledTimes(1);
  });

  it('lets the signed reads in flight finish before the server ends the session', async () => {
    const calls: string[] = [];
    let release: () => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL) => {
        const url = input.toString();
        calls.push(url);
        if (url.includes('/user/user/info')) {
          await new Promise<void>((resolve) => (release = resolve));
        }
        return new Response(JSON.stringify({ code: 200, msg: 'ok', data: [] }));
      }),
    );
    useAuthStore.getState().setToken('token-2');
    const read = http.get('/user/user/info');
    const ended = endSession();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.some((url) => url.includes(API_V2_PATHS.logout))).toBe(false);
    release();
    await read;
    await ended;
    expect(calls.at(-2)).toContain(API_V2_PATHS.logout);
    expect(useAuthStore.getState().token).toBeNull();
  });
});
