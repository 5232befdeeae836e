/**
 * What yudao v1.6.2's form parser (src/components/parser/Parser.vue, element form-generator) renders of a form:
 * `conf` is spread into the parser's settings (formModel and formRef name its data and its el-form), and each of
 * `fields` (JSON texts, decodeFields) is drawn by its `__config__.layout` — a field without one draws nothing — as
 * an el-form-item of `__config__.tag` bound to `__vModel__`. Answers the bound names, in order.
 */
export function renderedBy162Parser(conf: string, fields: readonly string[]): string[] {
  const settings = JSON.parse(conf) as Record<string, unknown>;
  if (typeof settings.formModel !== 'string' || typeof settings.formRef !== 'string') throw new Error(`conf has no formModel / formRef: ${conf}`);
  return fields.map((text) => {
    const field = JSON.parse(text) as { __config__?: { layout?: string; tag?: string; label?: string }; __vModel__?: string };
    const config = field.__config__;
    if (config?.layout !== 'colFormItem' || !config.tag || !config.label || !field.__vModel__) throw new Error(`1.6.2 draws no field for ${text}`);
    return field.__vModel__;
  });
}
