import { useState } from 'react';
import { useCreate, useTranslate, useUpdate, type Identifier, type RaRecord } from 'react-admin';
import { fieldErrors, notifier, type FieldError, type ManifestResource } from '../../api/index.ts';
import { reportError } from './useListActions.ts';

/**
 * Saves a generated form: create or pessimistic update through react-admin (its caches follow), 新增成功 /
 * 修改成功 on success, the server's field errors kept for the form on a validation failure.
 */
export function useSaveRecord(resource: ManifestResource, mode: 'create' | 'edit', id: Identifier | undefined, onSaved: () => void) {
  const translate = useTranslate();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);

  const save = async (payload: Record<string, unknown>, previousData?: RaRecord): Promise<void> => {
    setSaving(true);
    try {
      if (mode === 'create') {
        await create(resource.name, { data: payload }, { returnPromise: true });
      } else {
        await update(resource.name, { id, data: payload, previousData }, { mutationMode: 'pessimistic', returnPromise: true });
      }
      setServerErrors([]);
      notifier.toast('success', translate(mode === 'create' ? 'app.generated.created' : 'app.generated.updated'));
      onSaved();
    } catch (e) {
      setServerErrors(fieldErrors(e));
      reportError(e);
    } finally {
      setSaving(false);
    }
  };
  return { save, saving, serverErrors };
}
