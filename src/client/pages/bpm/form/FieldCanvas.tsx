import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslate } from 'react-admin';
import type { DesignerItem } from './designerModel.ts';

interface ItemProps {
  item: DesignerItem;
  selected: boolean;
  onSelect(): void;
  onDuplicate(): void;
  onRemove(): void;
}

/** One component of the form: its label, type and variable; dragged by its handle to another place. */
function CanvasItem({ item, selected, onSelect, onDuplicate, onRemove }: ItemProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpmForm.designer.${key}`);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.key });
  const field = item.kind === 'field' ? item.field : undefined;
  return (
    <Box ref={setNodeRef} onClick={onSelect} data-testid={`canvas-item-${field?.field ?? item.key}`} data-selected={selected}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, mb: 1, border: 1, borderRadius: 1, cursor: 'pointer', bgcolor: 'background.paper',
        borderColor: selected ? 'primary.main' : 'divider', boxShadow: selected ? '0 0 0 1px var(--mui-palette-primary-main, #1976d2)' : 'none', opacity: isDragging ? 0.6 : 1 }}>
      <IconButton ref={setActivatorNodeRef} {...attributes} {...listeners} size="small" sx={{ cursor: 'grab', touchAction: 'none' }} data-testid="drag-handle" aria-label="drag">
        <DragIndicator fontSize="small" />
      </IconButton>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {field ? (
          <>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {field.required && <Box component="span" sx={{ color: 'error.main', mr: 0.5 }}>*</Box>}
              {field.title}
            </Typography>
            <Typography variant="caption" color="text.secondary">{translate(`app.bpmForm.types.${field.type}`)} · {field.field}</Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">{t('other')}{translate('app.common.colon')}{item.kind === 'other' ? item.label : ''}</Typography>
        )}
      </Box>
      <IconButton size="small" aria-label={t('duplicate')} title={t('duplicate')} onClick={(e) => { e.stopPropagation(); onDuplicate(); }} disabled={!field}>
        <ContentCopy fontSize="small" />
      </IconButton>
      <IconButton size="small" color="error" aria-label={t('remove')} title={t('remove')} onClick={(e) => { e.stopPropagation(); onRemove(); }} data-testid="item-remove">
        <DeleteOutline fontSize="small" />
      </IconButton>
    </Box>
  );
}

interface CanvasProps {
  items: DesignerItem[];
  selectedKey?: string;
  onSelect(key: string): void;
  onDuplicate(key: string): void;
  onRemove(key: string): void;
}

/** The form being designed: a drop target for the palette and a sortable list of its components. */
export function FieldCanvas({ items, selectedKey, onSelect, onDuplicate, onRemove }: CanvasProps) {
  const translate = useTranslate();
  const { setNodeRef, isOver } = useDroppable({ id: 'canvas' });
  return (
    <Box ref={setNodeRef} data-testid="form-canvas"
      sx={{ minHeight: 360, p: 1.5, border: 1, borderStyle: 'dashed', borderRadius: 1, borderColor: isOver ? 'primary.main' : 'divider', bgcolor: isOver ? 'action.hover' : 'grey.50' }}>
      <SortableContext items={items.map((i) => i.key)} strategy={verticalListSortingStrategy}>
        {items.map((item) => (
          <CanvasItem key={item.key} item={item} selected={item.key === selectedKey} onSelect={() => onSelect(item.key)}
            onDuplicate={() => onDuplicate(item.key)} onRemove={() => onRemove(item.key)} />
        ))}
      </SortableContext>
      {!items.length && (
        <Typography color="text.secondary" align="center" sx={{ mt: 12 }}>{translate('app.bpmForm.designer.dragHint')}</Typography>
      )}
    </Box>
  );
}
