import { currentLanguage } from '../i18n/language';
import { REQUEST_TIMEOUT_MS, API_V2_ROOT } from '@skytrace/contracts';
import { currentToken } from './auth.store';
import { clearSession } from './session';
import { showNotice } from '../lib/notices.store';
import { createHttpClient } from '../api/http';

/** The app-wide HTTP client, wired to the session, the language and the notices. */
export const http = createHttpClient({
  fetch: (input, init) => fetch(input, init),
  apiRoot: API_V2_ROOT,
  timeoutMs: REQUEST_TIMEOUT_MS,
  getToken: currentToken,
  getLanguage: currentLanguage,
  onUnauthorized: clearSession,
  notify: showNotice,
  log: console,
});
