import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { EnumOptionsType, RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { http } from '../../../api/index.ts';
import { useDict } from '../../../dict/index.ts';
import { widgets as generatedWidgets } from '../../../resources/form/widgets.tsx';
import { textFieldProps } from '../../../resources/form/textFieldProps.ts';

/** Start and end dates (yyyy-MM-dd), as element's `daterange`: both or neither. */
function DateRangeWidget(props: WidgetProps) {
  const translate = useTranslate();
  const value: string[] = Array.isArray(props.value) ? props.value : [];
  const base = textFieldProps(props);
  const change = (index: 0 | 1, date: string) => {
    const next = [value[0] ?? '', value[1] ?? ''];
    next[index] = date;
    props.onChange(next.every((d) => d === '') ? undefined : next);
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <TextField {...base} id={`${props.id}-start`} label={`${props.label}${translate('app.common.colon')}${translate('app.bpmForm.designer.rangeStart')}`} type="date" value={value[0] ?? ''} onChange={(e) => change(0, e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      <span>{translate('app.bpmForm.designer.rangeTo')}</span>
      <TextField {...base} id={`${props.id}-end`} label={translate('app.bpmForm.designer.rangeEnd')} required={false} type="date" value={value[1] ?? ''} onChange={(e) => change(1, e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
    </Box>
  );
}

/** A dictionary's values, several at once: checkboxes (`selectType: checkbox`) or a multiple select. */
function DictMultiWidget(props: WidgetProps) {
  const items = (props.schema.items ?? {}) as { type?: string; dict?: string };
  const entries = useDict(String((props.schema as { dict?: string }).dict ?? ''));
  const enumOptions: EnumOptionsType[] = entries.map((d) => ({ value: items.type === 'integer' ? Number(d.value) : d.value, label: d.label }));
  const { CheckboxesWidget } = props.registry.widgets;
  return <CheckboxesWidget {...props} multiple options={{ ...props.options, enumOptions, inline: true }} />;
}

type UserOption = { id: number; nickname: string };

/**
 * A person of the tenant, by name. The names come from the user list; someone who may not read it still sees
 * and keeps the ids already chosen.
 */
function UserSelectWidget(props: WidgetProps) {
  const [users, setUsers] = useState<UserOption[]>([]);
  useEffect(() => {
    let live = true;
    http.get<UserOption[]>('/system/user/list-all-simple', undefined, { silent: true }).then((rows) => live && setUsers(rows)).catch(() => live && setUsers([]));
    return () => {
      live = false;
    };
  }, []);
  const current = Array.isArray(props.value) ? props.value : props.value === undefined || props.value === null ? [] : [props.value];
  const enumOptions = [
    ...users.map((u) => ({ value: u.id, label: u.nickname })),
    ...current.filter((v) => !users.some((u) => u.id === v)).map((v) => ({ value: v, label: String(v) })),
  ];
  const { SelectWidget } = props.registry.widgets;
  return <SelectWidget {...props} options={{ ...props.options, enumOptions }} />;
}

/** The widgets a process form may name (formFields.ts): the generated screens' ones plus the form-only ones. */
export const processFormWidgets: RegistryWidgetsType = {
  ...generatedWidgets,
  dateRange: DateRangeWidget,
  dictMulti: DictMultiWidget,
  userSelect: UserSelectWidget,
};
