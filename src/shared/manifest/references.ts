import type { PropertySchema, Resource } from './types.ts';

/** The business error of a row that is not there, as the generic routes answer it (crud/routes.ts). */
export const NOT_EXISTS = 1003000000;

const FIELD = /^[a-z][A-Za-z0-9]*$/;

/**
 * Resolves every `reference` declaration (a field holding another resource's id) once the whole manifest is known: the
 * target's table and not-found error go on the declaration, and the name field `as` is derived as a virtual lookup
 * of the target's label field — limited to the row's own tenant when both are tenant-scoped, so a name never
 * crosses tenants. Declared once on the id field; lists, details, Excel, forms and filters all follow from it.
 */
export function resolveReferences(resources: readonly Resource[], problem: (where: string, text: string) => void): void {
  const byName = new Map(resources.map((r) => [r.name, r]));
  for (const resource of resources) {
    const properties = resource.jsonSchema.properties;
    for (const [field, p] of Object.entries(properties)) {
      if (p.labels !== undefined && !isLabels(p.labels)) problem(`${resource.name}.${field}.labels`, 'labels 须是「值: 名称」的对象');
      if (!p.reference) continue;
      const where = `${resource.name}.${field}.reference`;
      const { resource: targetName, as, field: labelField } = p.reference;
      const target = typeof targetName === 'string' ? byName.get(targetName) : undefined;
      if (!target) { problem(where, `引用的资源 "${String(targetName)}" 不在资源清单中`); continue; }
      const label = labelField ?? target.simpleFields?.[1] ?? 'name';
      const labelSchema = target.jsonSchema.properties[label];
      if (!labelSchema || labelSchema.virtual) { problem(where, `资源 ${target.name} 没有可显示的存储字段 "${label}"`); continue; }
      if (typeof as !== 'string' || !FIELD.test(as)) { problem(where, 'as 须是小驼峰字段名（显示名称的派生字段）'); continue; }
      if (as in properties && !properties[as].reference && properties[as].lookup?.key !== field) { problem(where, `派生字段 "${as}" 已在 schema 中声明`); continue; }
      p.reference.target = {
        table: target.table,
        tenantScoped: target.tenantScoped,
        notFound: target.notFound ?? { code: NOT_EXISTS, message: `${target.title}不存在` },
      };
      properties[as] = nameField(p, target.table, field, label, resource.tenantScoped && target.tenantScoped);
    }
  }
}

function nameField(p: PropertySchema, table: string, key: string, field: string, sameTenant: boolean): PropertySchema {
  return { type: 'string', title: p.title, readOnly: true, virtual: true, lookup: { table, key, field, sameTenant } };
}

const isLabels = (v: unknown): v is Record<string, string> =>
  !!v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((l) => typeof l === 'string');

/** The label of a value of a field with `labels`, or the value itself. */
export function labelOf(p: PropertySchema, value: unknown): unknown {
  if (!p.labels || value === null || value === undefined) return value;
  return p.labels[String(value)] ?? value;
}
