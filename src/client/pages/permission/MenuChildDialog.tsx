import { FormDialog } from '../../resources/form/FormDialog.tsx';
import type { RowActionDialogProps } from '../../resources/extensions.ts';

/** 新增 on a menu's row: the generated create form with the row as the parent. */
export default function MenuChildDialog({ resource, row, onClose, onDone }: RowActionDialogProps) {
  return <FormDialog resource={resource} mode="create" defaults={{ parentId: row.id }} onClose={onClose} onSaved={onDone} />;
}
