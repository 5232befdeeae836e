import { getAccessToken, getRefreshToken, getTenantId, setToken } from './auth.ts';
import { fetchWithEarlyAnswers } from '../boot/earlyRequests.ts';
import { createHttpClient } from './httpClient.ts';
import { notifier } from './notifier.ts';

/**
 * The application's http client: browser storage for the session, the shared notifier for messages, and the answers
 * index.html's boot script asked for before the app ran (decision 106).
 */
export const http = createHttpClient({
  notifier,
  fetch: fetchWithEarlyAnswers,
  tokens: {
    getAccessToken,
    getRefreshToken,
    getTenantId,
    setTokens: (tokens) => setToken(tokens),
  },
});
