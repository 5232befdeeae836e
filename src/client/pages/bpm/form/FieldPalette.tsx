import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useDraggable } from '@dnd-kit/core';
import { useTranslate } from 'react-admin';
import type { FieldType } from '../../../../shared/bpm/formFields.ts';
import { PALETTE } from './designerModel.ts';

/** One component of the palette: dragged onto the form (at the place it is dropped) or clicked (appended). */
function PaletteItem({ type, onAdd }: { type: FieldType; onAdd(type: FieldType): void }) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `palette-${type}`, data: { paletteType: type } });
  return (
    <Button ref={setNodeRef} {...attributes} {...listeners} variant="outlined" size="small" color="inherit" onClick={() => onAdd(type)}
      data-testid={`palette-${type}`} sx={{ justifyContent: 'flex-start', opacity: isDragging ? 0.5 : 1, cursor: 'move', touchAction: 'none', bgcolor: 'background.paper', borderColor: 'divider', color: 'text.primary', '&:hover': { borderColor: 'primary.main', color: 'primary.main' } }}>
      {translate(`app.bpmForm.types.${type}`)}
    </Button>
  );
}

/** The field types a form may hold (yudao's designer calls them 组件). */
export function FieldPalette({ onAdd }: { onAdd(type: FieldType): void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 1.5, borderRight: 1, borderColor: 'divider', overflow: 'auto' }} data-testid="field-palette">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>{translate('app.bpmForm.designer.palette')}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        {PALETTE.map((type) => <PaletteItem key={type} type={type} onAdd={onAdd} />)}
      </Box>
    </Box>
  );
}
