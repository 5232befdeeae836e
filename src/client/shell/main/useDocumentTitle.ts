import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** Dynamic title (SPEC §2.3 settings): the page title follows the view; otherwise it is the platform's. */
export function useDocumentTitle(dynamic: boolean, viewTitle: string): void {
  const translate = useTranslate();
  const app = translate('app.title');
  useEffect(() => {
    document.title = dynamic && viewTitle ? `${viewTitle} - ${app}` : app;
  }, [dynamic, viewTitle, app]);
}
