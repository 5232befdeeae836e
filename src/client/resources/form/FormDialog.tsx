import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useMemo } from 'react';
import { useGetOne, useTranslate, type Identifier } from 'react-admin';
import type { ManifestResource } from '../../api/index.ts';
import { useSaveRecord } from '../hooks/useSaveRecord.ts';
import { dialogWidth, formSchema, type FormMode } from './formSchema.ts';
import { resourceTitle } from '../fields.ts';
import { SchemaForm } from './SchemaForm.tsx';

interface FormDialogProps {
  resource: ManifestResource;
  mode: FormMode;
  /** The record to edit. */
  id?: Identifier;
  /** Values a new record starts with. */
  defaults?: Record<string, unknown>;
  /** Fields the page fixes (shown disabled). */
  locked?: readonly string[];
  onClose(): void;
  onSaved(): void;
}

/** The 添加 / 修改 dialog of a generated list (yudao's el-dialog): 800px, or 400px for a short form; 确 定 / 取 消. */
export function FormDialog({ resource, mode, id, defaults, locked, onClose, onSaved }: FormDialogProps) {
  const translate = useTranslate();
  const formId = `schema-form-${useId().replace(/:/g, '')}`;
  const fieldCount = useMemo(() => formSchema(resource, mode).fields.length, [resource, mode]);
  const editing = mode === 'edit' && id !== undefined;
  // Fresh from the server when the dialog opens (yudao reloads the row too), not the list's copy.
  const { data: record, isPending, isFetching, error } = useGetOne(resource.name, { id: id as Identifier }, { enabled: editing, refetchOnMount: 'always' });
  const { save, saving, serverErrors } = useSaveRecord(resource, mode, id, onSaved);
  // The form reads its data once when it mounts: wait for the fresh copy.
  const loading = editing && (isPending || (isFetching && !saving));
  const title = translate(mode === 'create' ? 'app.generated.addTitle' : 'app.generated.editTitle', { title: resourceTitle(resource) });

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: dialogWidth(fieldCount), maxWidth: 'calc(100% - 32px)', m: 2 } } }}
      aria-labelledby={`${formId}-title`}
      data-testid="form-dialog"
    >
      <DialogTitle id={`${formId}-title`} sx={{ fontSize: 18 }}>
        {title}
      </DialogTitle>
      <DialogContent dividers>
        {loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress size={28} />
          </Box>
        ) : error ? (
          <Box sx={{ color: 'error.main', py: 3, textAlign: 'center' }}>{translate('app.generated.loadFailed')}</Box>
        ) : (
          <SchemaForm
            resource={resource}
            mode={mode}
            formId={formId}
            initialData={editing ? record : defaults}
            onSubmit={(payload) => save(payload, record)}
            serverErrors={serverErrors}
            disabled={saving}
            locked={locked}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button type="submit" form={formId} variant="contained" disabled={saving || loading || !!error} data-testid="form-submit">
          {saving && <CircularProgress size={14} color="inherit" sx={{ mr: 1 }} />}
          {translate(saving ? 'app.generated.saving' : 'app.generated.submit')}
        </Button>
        <Button onClick={onClose} disabled={saving} data-testid="form-cancel">
          {translate('app.generated.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
