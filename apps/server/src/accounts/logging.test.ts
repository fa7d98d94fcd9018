import { API_V2_FULL_PATHS, API_V2_PATHS } from '@skytrace/contracts';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../http/logging';
import {
  call,
  readOutboxCode,
  registerByEmail,
  startAccountsApp,
  type AccountsHarness,
} from './accounts.testing';

const lines: string[] = [];
let harness: AccountsHarness;

beforeAll(async () => {
  // The server's own logger options at the chattiest level, written to memory.
  const logger = pino(loggerOptions('trace'), { write: (line: string) => lines.push(line) });
  harness = await startAccountsApp(logger);
});
afterAll(() => harness.close());

describe('account secrets in logs', () => {
  it('never logs a password, a code or a token', async () => {
    const password = 'SecretPassw0rd-xyz';
    await registerByEmail(harness, 'henry', 'henry@example.com', password);
    const code = readOutboxCode(harness, 'henry@example.com');
    const login = await call(harness, 'POST', API_V2_PATHS.login, {
      form: true,
      body: { loginType: '1', username: 'henry', password },
    });
    const token = login.body.data.token as string;
    await fetch(`${harness.base}${API_V2_FULL_PATHS.userInfo}?token=${token}`);
    await call(harness, 'POST', API_V2_PATHS.checkPassword, {
      token,
      body: { password: 'wrong-one-123' },
    });
    const text = lines.join('\n');
    expect(text).toContain(API_V2_PATHS.login);
    for (const secret of [password, code, token, 'wrong-one-123'])
      expect(text).not.toContain(secret);
  });

  it('documents the account calls in the OpenAPI document', async () => {
    const response = await fetch(`${harness.base}/api/docs/json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([API_V2_FULL_PATHS.login, API_V2_FULL_PATHS.resetPassword]),
    );
  });
});
