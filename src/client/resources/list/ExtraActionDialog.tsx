import { Suspense } from 'react';
import type { RaRecord } from 'react-admin';
import type { ManifestResource } from '../../api/index.ts';
import type { RowAction } from '../extensions.ts';

export interface OpenExtraAction {
  action: RowAction;
  row: RaRecord;
}

/** The dialog of a registered extra row action, opened from a row's button or a card's menu. */
export function ExtraActionDialog({ resource, open, onClose, onDone }: { resource: ManifestResource; open: OpenExtraAction | null; onClose(): void; onDone(): void }) {
  const Dialog = open?.action.dialog;
  if (!open || !Dialog) return null;
  return (
    <Suspense fallback={null}>
      <Dialog resource={resource} row={open.row} onClose={onClose} onDone={onDone} />
    </Suspense>
  );
}
