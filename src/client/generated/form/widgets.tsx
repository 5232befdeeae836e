import TextField from '@mui/material/TextField';
import type { EnumOptionsType, RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import type { PropertySchema } from '../../../shared/manifest/types.ts';
import { useDict } from '../../dict/index.ts';
import { coerceDictValue } from '../fields.ts';
import { fromLocalInput, toLocalInput } from './dateTime.ts';
import { ResourceSelectWidget } from './ResourceSelectWidget.tsx';
import { RichTextWidget } from './RichTextWidget.tsx';
import { TagTypeWidget } from './TagTypeWidget.tsx';
import { textFieldProps } from './textFieldProps.ts';

/** Options of a dictionary-backed field, values in the field's own type (integer dictionaries as numbers). */
function useDictOptions(schema: PropertySchema): EnumOptionsType[] {
  const entries = useDict(schema.dict ?? '');
  return entries.map((d) => ({ value: coerceDictValue(schema, d.value), label: d.label }));
}

/** A dictionary field as a select: rjsf's MUI select, fed with the dictionary's labels. */
function DictSelectWidget(props: WidgetProps) {
  const enumOptions = useDictOptions(props.schema as PropertySchema);
  const { SelectWidget } = props.registry.widgets;
  return <SelectWidget {...props} options={{ ...props.options, enumOptions }} />;
}

/** A dictionary field as radio buttons (`ui:widget: radio` in the manifest). */
function DictRadioWidget(props: WidgetProps) {
  const enumOptions = useDictOptions(props.schema as PropertySchema);
  const { RadioWidget } = props.registry.widgets;
  // The labels are the dictionary's (server data, shown as they are in every language: tests/e2e/english.spec.ts).
  return (
    <div data-i18n="data" style={{ display: 'contents' }}>
      <RadioWidget {...props} options={{ ...props.options, enumOptions, inline: true }} />
    </div>
  );
}

/** A boolean as 是 / 否 radio buttons (yudao's forms), not a lone checkbox. */
function YesNoWidget(props: WidgetProps) {
  const translate = useTranslate();
  const enumOptions = [
    { value: true, label: translate('app.generated.yes') },
    { value: false, label: translate('app.generated.no') },
  ];
  const { RadioWidget } = props.registry.widgets;
  return <RadioWidget {...props} options={{ ...props.options, enumOptions, inline: true }} />;
}

/** An epoch-ms timestamp edited with the browser's date-time picker (seconds included). */
function DateTimeWidget(props: WidgetProps) {
  const { value, onChange } = props;
  return (
    <TextField
      {...textFieldProps(props)}
      type="datetime-local"
      value={toLocalInput(value)}
      onChange={(e) => onChange(fromLocalInput(e.target.value))}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
    />
  );
}

export const widgets: RegistryWidgetsType = {
  dictSelect: DictSelectWidget,
  dictRadio: DictRadioWidget,
  yesNo: YesNoWidget,
  dateTime: DateTimeWidget,
  richText: RichTextWidget,
  resourceSelect: ResourceSelectWidget,
  tagType: TagTypeWidget,
};
