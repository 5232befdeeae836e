import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Suspense } from 'react';
import { useGetOne, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { ManifestResource } from '../../api/index.ts';
import { isInputOnly } from '../../../shared/manifest/types.ts';
import { detailFieldOf } from '../extensions.ts';
import { CellValue } from '../list/CellValue.tsx';
import { ResourceLabels } from './ResourceLabels.tsx';
import { fieldTitle, isReferenceName, resourceTitle } from '../fields.ts';

interface SchemaShowProps {
  resource: ManifestResource;
  id: Identifier;
  onClose(): void;
}

/**
 * The fields a details view shows: everything readable (not create-time inputs, not a reference's derived name,
 * shown in its id's place), in declaration order.
 */
export const showFields = (resource: ManifestResource): string[] =>
  Object.entries(resource.jsonSchema.properties)
    .filter(([field, p]) => !p.writeOnly && !isInputOnly(p) && !isReferenceName(resource, field))
    .map(([field]) => field);

/** The resource a field's ids are picked from in the form (`"ui:widget": "resourceSelect"`), if any. */
function pickedFrom(resource: ManifestResource, field: string): string | undefined {
  const ui = resource.uiSchema?.[field] as { 'ui:widget'?: string; 'ui:options'?: { resource?: string } } | undefined;
  return ui?.['ui:widget'] === 'resourceSelect' ? ui['ui:options']?.resource : undefined;
}

/** One field's value: a feature's own drawing, the names of picked rows, or the generic value. */
function DetailValue({ resource, field, record }: { resource: ManifestResource; field: string; record: RaRecord }) {
  const Own = detailFieldOf(resource.name, field);
  if (Own) {
    return (
      <Suspense fallback={<CircularProgress size={18} />}>
        <Own record={record} value={record[field]} />
      </Suspense>
    );
  }
  const picked = pickedFrom(resource, field);
  if (picked) return <ResourceLabels resourceName={picked} value={record[field]} />;
  return <CellValue property={resource.jsonSchema.properties[field]} value={record[field]} row={record} wrap />;
}

/** Read-only details of one record as label / value pairs (dictionary labels, formatted dates, picked rows' names). */
export function SchemaDetails({ resource, record }: { resource: ManifestResource; record: RaRecord }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, m: 0, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      {/* fields a feature draws itself take a whole row: after the pairs, so no cell is left empty beside them */}
      {[...showFields(resource)].sort((a, b) => Number(!!detailFieldOf(resource.name, a)) - Number(!!detailFieldOf(resource.name, b))).map((field) => (
        // A field a feature draws itself (an answer's questions) takes the whole width.
        <Box key={field} sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider', minWidth: 0, gridColumn: detailFieldOf(resource.name, field) ? '1 / -1' : undefined }} data-field={field}>
          <Box component="dt" sx={{ flex: '0 0 110px', bgcolor: 'grey.100', color: 'text.secondary', px: 1.5, py: 1, fontSize: 14 }}>
            {fieldTitle(resource, field)}
          </Box>
          <Box component="dd" sx={{ m: 0, px: 1.5, py: 1, fontSize: 14, minWidth: 0, flex: 1 }}>
            <DetailValue resource={resource} field={field} record={record} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The 详情 dialog of a generated list. */
export function SchemaShow({ resource, id, onClose }: SchemaShowProps) {
  const translate = useTranslate();
  const { data, isPending, error } = useGetOne(resource.name, { id }, { refetchOnMount: 'always' });
  return (
    <Dialog open onClose={onClose} maxWidth={false} slotProps={{ paper: { sx: { width: 800, maxWidth: 'calc(100% - 32px)', m: 2 } } }} data-testid="show-dialog">
      <DialogTitle sx={{ fontSize: 18 }}>{translate('app.generated.showTitle', { title: resourceTitle(resource) })}</DialogTitle>
      <DialogContent dividers>
        {isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress size={28} />
          </Box>
        ) : error || !data ? (
          <Box sx={{ color: 'error.main', py: 3, textAlign: 'center' }}>{translate('app.generated.loadFailed')}</Box>
        ) : (
          <SchemaDetails resource={resource} record={data} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} variant="contained" data-testid="show-close">
          {translate('app.generated.closeShow')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
