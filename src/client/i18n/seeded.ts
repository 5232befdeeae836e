/**
 * A menu name or a system dictionary label in the current language: the English of src/shared/i18n/enSeeded.ts when
 * the stored text is the seed's, else the text as stored (an administrator's own menus and labels, and everything in
 * Chinese).
 */
export function seededText(translate: (key: string, options?: object) => string, text: string): string {
  return text ? translate(`seeded.${text}`, { _: text }) : text;
}
