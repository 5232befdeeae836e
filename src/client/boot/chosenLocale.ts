/** The app's react-admin store (App.tsx: `localStorageStore('1', STORE_APP_KEY)`), where the chosen language is kept. */
export const STORE_APP_KEY = 'renda';

/**
 * The language the user chose, as react-admin keeps it (ra-core's localStorageStore writes `RaStore<appKey>.<key>`,
 * the value as JSON), or null: read without react-admin by index.html's boot script, which draws in Chinese only.
 */
export function chosenLocale(): string | null {
  try {
    const stored = localStorage.getItem(`RaStore${STORE_APP_KEY}.locale`);
    const locale: unknown = stored === null ? null : JSON.parse(stored);
    return typeof locale === 'string' ? locale : null;
  } catch {
    return null;
  }
}
