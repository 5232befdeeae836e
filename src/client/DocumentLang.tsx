import { useEffect } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

/** Keeps <html lang> and the page title in step with the chosen language. */
export function DocumentLang() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = translate('app.title');
  }, [locale, translate]);
  return null;
}
