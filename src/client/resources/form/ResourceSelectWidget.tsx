import type { WidgetProps } from '@rjsf/utils';
import { useSimpleOptions } from '../hooks/useSimpleOptions.ts';

/**
 * A field holding the id of another resource's row, picked by name (`"ui:widget": "resourceSelect"`,
 * `"ui:options": {"resource": "tenantPackage"}`): the options are that resource's list-all-simple (id and its
 * second simple field, the name). A value not among them (the platform tenant's package 0) is still shown. On a list
 * of ids (`postIds`) it picks several.
 */
export function ResourceSelectWidget(props: WidgetProps) {
  const options = useSimpleOptions(String(props.options.resource ?? '')) ?? [];
  // A list of ids (a user's posts) is a multiple select: rjsf passes `multiple` for an array field with this widget.
  const current = Array.isArray(props.value) ? props.value : props.value === undefined || props.value === null ? [] : [props.value];
  const enumOptions = [...options, ...current.filter((v) => !options.some((o) => o.value === v)).map((v) => ({ value: v as number, label: String(v) }))];
  const { SelectWidget } = props.registry.widgets;
  return <SelectWidget {...props} options={{ ...props.options, enumOptions }} />;
}
