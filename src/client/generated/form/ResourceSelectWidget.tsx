import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { findResource, http, manifestStore, operationRequest } from '../../api/index.ts';
import { useStore } from '../../lib/index.ts';

type Option = { value: number | string; label: string };

/**
 * A field holding the id of another resource's row, picked by name (`"ui:widget": "resourceSelect"`,
 * `"ui:options": {"resource": "tenantPackage"}`): the options are that resource's list-all-simple (id and its
 * second simple field, the name). A value not among them (the platform tenant's package 0) is still shown.
 */
export function ResourceSelectWidget(props: WidgetProps) {
  const resources = useStore(manifestStore, (s) => s.resources);
  const target = findResource(resources, String(props.options.resource ?? ''));
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    if (!target?.endpoints.listAllSimple) return;
    let live = true;
    const labelField = target.simpleFields?.[1] ?? 'name';
    http.request<Record<string, unknown>[]>(operationRequest(target, 'listAllSimple'))
      .then((rows) => live && setOptions(rows.map((r) => ({ value: r.id as number, label: String(r[labelField] ?? r.id) }))))
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [target]);
  const current = props.value;
  const enumOptions = current !== undefined && current !== null && !options.some((o) => o.value === current)
    ? [...options, { value: current as number, label: String(current) }]
    : options;
  const { SelectWidget } = props.registry.widgets;
  return <SelectWidget {...props} options={{ ...props.options, enumOptions }} />;
}
