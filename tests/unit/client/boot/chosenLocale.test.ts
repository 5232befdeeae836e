// @vitest-environment happy-dom
import { localStorageStore } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { chosenLocale, STORE_APP_KEY } from '../../../../src/client/boot/chosenLocale.ts';

describe('the language chosen, read without react-admin (decision 106)', () => {
  beforeEach(() => localStorage.clear());

  it('is what react-admin\'s store of the app keeps', () => {
    expect(chosenLocale()).toBeNull();
    const store = localStorageStore('1', STORE_APP_KEY);
    store.setup();
    store.setItem('locale', 'en');
    expect(chosenLocale()).toBe('en');
    store.setItem('locale', 'zh-CN');
    expect(chosenLocale()).toBe('zh-CN');
  });

  it('is nothing when the stored value is not a language', () => {
    localStorage.setItem(`RaStore${STORE_APP_KEY}.locale`, '{not json');
    expect(chosenLocale()).toBeNull();
  });
});
