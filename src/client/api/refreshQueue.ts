import type { TokenPair } from './auth.ts';

/**
 * The refresh-token queue of API-CONTRACT §6.4. On a 401 exactly one refresh call runs; requests that hit
 * 401 meanwhile wait and are replayed with the new token. Without a refresh token, or when the refresh
 * fails, every waiting request is rejected with the session error and the re-login prompt is raised once.
 */
export interface RefreshQueueDeps {
  getRefreshToken(): string | null;
  /** The refresh call itself; must not go through the 401 handling again. */
  refresh(refreshToken: string): Promise<TokenPair>;
  storeTokens(tokens: TokenPair): void;
  /** Raises the re-login prompt (once) and returns the error to reject with. */
  sessionLost(): Error;
}

interface Waiter {
  resume(): void;
  fail(error: Error): void;
}

export interface RefreshQueue {
  /** Handles a 401 answer; `replay` re-sends the original request with whatever token is current. */
  handle<T>(replay: () => Promise<T>): Promise<T>;
  readonly refreshing: boolean;
}

export function createRefreshQueue(deps: RefreshQueueDeps): RefreshQueue {
  let refreshing = false;
  let waiting: Waiter[] = [];

  async function refreshAndReplay<T>(replay: () => Promise<T>): Promise<T> {
    refreshing = true;
    let queued: Waiter[] = [];
    try {
      const refreshToken = deps.getRefreshToken();
      if (!refreshToken) throw deps.sessionLost();
      let tokens: TokenPair;
      try {
        tokens = await deps.refresh(refreshToken);
      } catch {
        // The refresh call's own error (无效的刷新令牌 / 刷新令牌已过期) stays silent; the prompt speaks instead.
        throw deps.sessionLost();
      }
      deps.storeTokens(tokens);
      queued = waiting;
      waiting = [];
      refreshing = false;
      queued.forEach((w) => w.resume());
      return await replay();
    } catch (e) {
      queued = waiting;
      waiting = [];
      const error = e instanceof Error ? e : new Error(String(e));
      queued.forEach((w) => w.fail(error));
      throw error;
    } finally {
      refreshing = false;
    }
  }

  return {
    get refreshing() {
      return refreshing;
    },
    handle<T>(replay: () => Promise<T>): Promise<T> {
      if (!refreshing) return refreshAndReplay(replay);
      return new Promise<T>((resolve, reject) => {
        waiting.push({ resume: () => replay().then(resolve, reject), fail: reject });
      });
    },
  };
}
