import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { notifier } from '../../../api/index.ts';
import { checkFormFields, type FieldType, type FormField } from '../../../../shared/bpm/formFields.ts';
import type { MenuPageProps } from '../../../routes/types.ts';
import { DEFAULT_CONF, freeFieldName, itemKey, newField, toFields, toItems, type DesignerItem } from './designerModel.ts';
import { FieldCanvas } from './FieldCanvas.tsx';
import { FieldPalette } from './FieldPalette.tsx';
import { fieldNameError, FieldProperties, type DictTypeOption } from './FieldProperties.tsx';
import { dictTypesApi, formApi } from './formApi.ts';
import { ProcessForm } from './ProcessForm.tsx';
import { SaveFormDialog, type FormMeta } from './SaveFormDialog.tsx';

const NEW_FORM: FormMeta = { name: '', status: 0, remark: '' };

/**
 * /bpm/manager/form/edit?id= (yudao's `formId=` too): the process form designer. Components come from the palette
 * (dragged to their place or clicked), are ordered by dragging, edited in the properties panel and tried in the
 * preview, which is the same renderer a process's start page uses. Saving asks for the name, status and remark.
 */
export default function FormEditorPage(_props: MenuPageProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpmForm.designer.${key}`);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id') ?? params.get('formId')) || undefined;
  const [items, setItems] = useState<DesignerItem[]>([]);
  const [selectedKey, setSelectedKey] = useState<string>();
  const [meta, setMeta] = useState<FormMeta>(NEW_FORM);
  const [conf, setConf] = useState(DEFAULT_CONF);
  const [tab, setTab] = useState<'design' | 'preview'>('design');
  const [saveOpen, setSaveOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [dragging, setDragging] = useState<FieldType>();
  const [dictTypes, setDictTypes] = useState<DictTypeOption[]>([]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  useEffect(() => {
    dictTypesApi.list().then(setDictTypes).catch(() => undefined);
  }, []);
  useEffect(() => {
    if (!id) return;
    formApi.get(id).then((form) => {
      setItems(toItems(form.fields));
      setMeta({ name: form.name, status: form.status, remark: form.remark ?? '' });
      setConf(form.conf);
    }).catch(() => undefined);
  }, [id]);

  const fields = useMemo(() => toFields(items), [items]);
  const selected = items.find((i) => i.key === selectedKey);
  const names = (except?: string) => items.flatMap((i) => (i.kind === 'field' && i.key !== except ? [i.field.field] : []));

  const insert = (type: FieldType, index = items.length) => {
    const item = newField(type, translate(`app.bpmForm.types.${type}`), items);
    setItems([...items.slice(0, index), item, ...items.slice(index)]);
    setSelectedKey(item.key);
  };
  const update = (key: string, field: FormField) => setItems(items.map((i) => (i.key === key && i.kind === 'field' ? { ...i, field } : i)));
  const duplicate = (key: string) => {
    const index = items.findIndex((i) => i.key === key);
    const source = items[index];
    if (source?.kind !== 'field') return;
    const copy: DesignerItem = { key: itemKey(), kind: 'field', field: { ...source.field, field: freeFieldName(items) } };
    setItems([...items.slice(0, index + 1), copy, ...items.slice(index + 1)]);
    setSelectedKey(copy.key);
  };
  const remove = (key: string) => {
    setItems(items.filter((i) => i.key !== key));
    if (key === selectedKey) setSelectedKey(undefined);
  };

  const onDragStart = ({ active }: DragStartEvent) => setDragging(active.data.current?.paletteType as FieldType | undefined);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(undefined);
    if (!over) return;
    const paletteType = active.data.current?.paletteType as FieldType | undefined;
    const overIndex = items.findIndex((i) => i.key === over.id);
    if (paletteType) return insert(paletteType, overIndex < 0 ? items.length : overIndex);
    const from = items.findIndex((i) => i.key === active.id);
    if (from >= 0 && overIndex >= 0 && from !== overIndex) setItems(arrayMove(items, from, overIndex));
  };

  /** A design that cannot be saved says why, on the field, before asking for the name. */
  const openSave = () => {
    if (!items.length) return notifier.toast('warning', t('empty'));
    const invalid = items.find((i) => i.kind === 'field' && fieldNameError(i.field, names(i.key)));
    if (invalid) {
      setSelectedKey(invalid.key);
      return notifier.toast('error', t(fieldNameError((invalid as { field: FormField }).field, names(invalid.key)) ?? 'fieldNameInvalid'));
    }
    if (checkFormFields(fields)?.kind === 'badPattern') return notifier.toast('error', t('patternInvalid'));
    setSaveOpen(true);
  };
  const save = async (next: FormMeta) => {
    setSaving(true);
    try {
      const payload = { ...next, conf, fields };
      if (id) await formApi.update({ ...payload, id });
      else setParams({ id: String(await formApi.create(payload)) }, { replace: true });
      setMeta(next);
      setSaveOpen(false);
      notifier.toast('success', t('saved'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="form-editor-page">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" sx={{ flex: 1 }} data-testid="form-editor-title">{meta.name || translate('app.bpmForm.list.create')}</Typography>
        <Button onClick={() => navigate('/bpm/manager/form')}>{t('back')}</Button>
        <Button variant="contained" onClick={openSave} data-testid="form-save">{t('save')}</Button>
      </Box>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragging(undefined)}>
        <Box sx={{ display: 'grid', gridTemplateColumns: '230px minmax(0, 1fr) 320px', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', minHeight: 520 }}>
          <FieldPalette onAdd={(type) => insert(type)} />
          <Box sx={{ p: 1.5, minWidth: 0 }}>
            <Tabs value={tab} onChange={(_e, v) => setTab(v)} sx={{ minHeight: 36, mb: 1, '& .MuiTab-root': { minHeight: 36 } }}>
              <Tab value="design" label={t('design')} data-testid="tab-design" />
              <Tab value="preview" label={t('preview')} data-testid="tab-preview" />
            </Tabs>
            {tab === 'design' ? (
              <FieldCanvas items={items} selectedKey={selectedKey} onSelect={setSelectedKey} onDuplicate={duplicate} onRemove={remove} />
            ) : (
              <Box sx={{ maxWidth: 640 }} data-testid="form-preview">
                <ProcessForm key={JSON.stringify(fields)} conf={conf} fields={fields} onSubmit={() => notifier.toast('success', t('previewSubmitted'))} />
              </Box>
            )}
          </Box>
          <Box sx={{ p: 1.5, borderLeft: 1, borderColor: 'divider', overflow: 'auto' }}>
            <Typography variant="subtitle2" sx={{ mb: 1.5 }}>{t('properties')}</Typography>
            {selected?.kind === 'field' ? (
              <FieldProperties key={selected.key} field={selected.field} otherNames={names(selected.key)} dictTypes={dictTypes} onChange={(field) => update(selected.key, field)} />
            ) : (
              <Typography variant="body2" color="text.secondary">{selected ? t('other') : t('noSelection')}</Typography>
            )}
          </Box>
        </Box>
        <DragOverlay>{dragging ? <Chip color="primary" label={translate(`app.bpmForm.types.${dragging}`)} /> : null}</DragOverlay>
      </DndContext>
      {saveOpen && <SaveFormDialog initial={meta} saving={saving} onClose={() => setSaveOpen(false)} onSave={(m) => void save(m)} />}
    </Box>
  );
}
