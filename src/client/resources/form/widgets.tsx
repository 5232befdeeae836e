import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { EnumOptionsType, RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import type { PropertySchema } from '../../../shared/manifest/types.ts';
import { useDict } from '../../dict/index.ts';
import { coerceDictValue } from '../fields.ts';
import { fromPickerTime, toPickerTime } from './dateTime.ts';
import { PickerLocalization } from './PickerLocalization.tsx';
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

/** An epoch-ms timestamp edited with a date-time picker in the UI's language (seconds included, as yudao's). */
function DateTimeWidget(props: WidgetProps) {
  const { value, onChange } = props;
  const { onBlur, onFocus, ...field } = textFieldProps(props);
  return (
    <PickerLocalization>
      <DateTimePicker
        value={toPickerTime(value)}
        onChange={(v) => onChange(fromPickerTime(v))}
        label={field.label}
        disabled={field.disabled}
        format="YYYY-MM-DD HH:mm:ss"
        views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
        ampm={false}
        enableAccessibleFieldDOMStructure={false}
        slotProps={{ textField: { ...field, onBlur, onFocus }, actionBar: { actions: ['clear', 'accept'] } }}
      />
    </PickerLocalization>
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
