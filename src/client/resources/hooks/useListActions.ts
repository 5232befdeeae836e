import { useState } from 'react';
import { useDataProvider, useDelete, useTranslate, type RaRecord, type SortPayload } from 'react-admin';
import { errorMessage, isApiError, notifier, type ManifestDataProvider, type ManifestResource } from '../../api/index.ts';

/** Says what went wrong unless the http layer has said it already. */
export function reportError(e: unknown): void {
  if (isApiError(e) && (e.notified || e.kind === 'aborted')) return;
  notifier.toast('error', errorMessage(e));
}

/** 导出: the server's Excel for the list's filters, with a busy state while it downloads. */
export function useExport(resource: ManifestResource) {
  const dataProvider = useDataProvider<ManifestDataProvider>();
  const [exporting, setExporting] = useState(false);
  const run = async (filter: Record<string, unknown>, sort?: SortPayload): Promise<void> => {
    if (exporting) return;
    setExporting(true);
    try {
      await dataProvider.exportExcel(resource.name, filter, sort);
    } catch (e) {
      reportError(e);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportExcel: run };
}

/** 删除 after the confirmation: pessimistic (the row goes when the server said so), then 删除成功. */
export function useDeleteRecord(resource: ManifestResource, onDone: () => void) {
  const translate = useTranslate();
  const [deleteOne, { isPending }] = useDelete();
  const run = async (row: RaRecord): Promise<void> => {
    try {
      await deleteOne(resource.name, { id: row.id, previousData: row }, { mutationMode: 'pessimistic', returnPromise: true });
      notifier.toast('success', translate('app.generated.deleted'));
      onDone();
    } catch (e) {
      reportError(e);
    }
  };
  return { deleting: isPending, deleteRecord: run };
}
