import { enResources } from './enResources.ts';
import { enRouteTitles } from './enRouteTitles.ts';
import type { MessageCatalogue } from './translateMessage.ts';

/** What a title map needs of a resource: its name and the Chinese titles of the resource and its fields. */
export interface TitledResource {
  name: string;
  jsonSchema: { title?: string; properties: Record<string, { title?: string }> };
}

type EnglishOfResource = { name: string; fields: Record<string, string> };

/**
 * The English of every Chinese title a refusal may name a field by, keyed by the Chinese title (a refusal is built in
 * Chinese, `角色名称不能为空`, and translated on the way out, src/server/http/messageLanguage.ts): the resources' fields
 * from the generated screens' English (./enResources.ts), a list filter's 开始 / 结束 bounds, and the bespoke routes'
 * titles (./enRouteTitles.ts). One Chinese title shown under two English labels (用户编号: `ID` on the user screen,
 * `User ID` elsewhere) takes the longer: a refusal has no screen around it, so the fuller name says more.
 */
export function englishTitles(resources: readonly TitledResource[]): MessageCatalogue {
  const titles: Record<string, string> = {};
  const add = (chinese: string | undefined, english: string | undefined) => {
    if (!chinese || !english || (titles[chinese] ?? '').length >= english.length) return;
    titles[chinese] = english;
  };
  for (const resource of resources) {
    const english = (enResources as Record<string, EnglishOfResource | undefined>)[resource.name];
    if (!english) continue; // a resource generated at run time (代码生成) has Chinese titles only
    add(resource.jsonSchema.title, english.name);
    for (const [field, property] of Object.entries(resource.jsonSchema.properties)) {
      add(property.title, english.fields[field]);
      // A list's time range filter (crud/listQuery.ts) is named by its bounds.
      add(`${property.title}开始`, english.fields[field] && `${english.fields[field]} (from)`);
      add(`${property.title}结束`, english.fields[field] && `${english.fields[field]} (to)`);
    }
  }
  for (const [chinese, english] of Object.entries(enRouteTitles)) titles[chinese] ??= english;
  return titles;
}
