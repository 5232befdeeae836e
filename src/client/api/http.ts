import { getAccessToken, getRefreshToken, getTenantId, setToken } from './auth.ts';
import { createHttpClient } from './httpClient.ts';
import { notifier } from './notifier.ts';

/** The application's http client: browser storage for the session, the shared notifier for messages. */
export const http = createHttpClient({
  notifier,
  tokens: {
    getAccessToken,
    getRefreshToken,
    getTenantId,
    setTokens: (tokens) => setToken(tokens),
  },
});
