import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { fileManifestSource } from '../../../src/server/crud/manifestSource.ts';
import { englishCatalogue } from '../../../src/server/http/messageLanguage.ts';
import { enFieldNames } from '../../../src/shared/i18n/enServerMessages.ts';
import { translateMessage } from '../../../src/shared/i18n/translateMessage.ts';
import { validateManifest } from '../../../src/shared/manifest/validateManifest.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const HAN = /\p{Script=Han}/u;

/**
 * Where the server's Chinese texts are no answer to a request, so English has nothing to do with them: data it
 * writes (the seed, migrations, logs, the messages it sends, Excel sheets, a printed poster, a record of duty's Word and PDF
 * and its items' titles, a job's result), what an operator reads on
 * the terminal at start or in a command, generated code, and the OpenAPI document's descriptions.
 */
const NOT_ANSWERS = [
  /^src\/server\/(seed|db)\//, /^src\/server\/(config|main|wallClock)\.ts$/, /^src\/server\/excel\//,
  /^src\/server\/modules\/infra\/doc\//, /^src\/server\/modules\/infra\/codegen\/(runtimeDocs|resourceBuilder)\.ts$/,
  /^src\/server\/modules\/infra\/job\/(handlers\/|scheduler|jobRunner)/, /^src\/server\/modules\/system\/operateLog\//,
  /^src\/server\/modules\/system\/sms\/smsChannels\.ts$/, /^src\/server\/modules\/system\/outbox\//,
  /^src\/server\/modules\/renda\/\w+\/\w+Messages\.ts$/, /^src\/server\/modules\/renda\/reminders\//, /^src\/server\/modules\/renda\/answer\/answerExport\.ts$/,
  /^src\/server\/modules\/renda\/activity\/mapConfig\.ts$/, /^src\/server\/modules\/renda\/station\/poster\.ts$/, /^src\/server\/modules\/renda\/stationFeedback\/statisticsExcel\.ts$/, /^src\/server\/modules\/renda\/dutyRecord\/(record(Text|Docx|Pdf)|dutySources)\.ts$/,
  // the default rules' remarks are stored rows; the ranking's workbook is a document; the statistics' 未分配 groups are data labels like the station feedback's
  /^src\/server\/modules\/renda\/dutyScore\/(defaultRules|rankingExcel|statistics)\.ts$/, /^src\/server\/http\/(security|spa)\.ts$/,
  /^src\/server\/crud\/(registry|repository|indexes)\.ts$/, /^src\/server\/modules\/renda\/answer\/answerWriter\.ts$/,
];

/**
 * Chinese texts in answering code that are data, not words of an answer: what it stores (a task's default opinion, a
 * process's title, the tenant's administrator role, a login log's client), the names of what 代码生成 creates, the
 * import template's file and sheet names, and a name it looks data up by (委员会).
 */
const DATA_TEXTS = new Set<string>([
  '已修改，重新提交', '附议的建议已提交', '同意立案', '满意', '基本满意', '已答复', '重新提交', '已交办', '建议', '请假：{} {} 天', '租户管理员', '系统自动生成', '系统租户（全部菜单）',
  'OAuth2 客户端 {}', '新增', '删除', '导出', '用户导入模板.xlsx', '用户数据', '委员会',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sourceFiles(file) : file.endsWith('.ts') ? [file] : [];
  });
}

/** Every Chinese string and template literal of the answering code; a template's values as `{}`. */
function chineseTexts(): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  // The server's code, and the shared code whose refusals it answers with (a survey's rules, an upload's archive).
  const files = ['src/server', 'src/shared/survey'].flatMap((dir) => sourceFiles(path.join(root, dir))).concat(path.join(root, 'src/shared/zipDirectory.ts'));
  for (const file of files) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (NOT_ANSWERS.some((pattern) => pattern.test(relative))) continue;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      let text: string | undefined;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
      else if (ts.isTemplateExpression(node)) {
        text = node.head.text + node.templateSpans.map((span) =>
          (span.expression.getText() === 'GlobalErrors.BAD_REQUEST.msg' ? '请求参数不正确' : '{}') + span.literal.text).join('');
      }
      if (text === undefined || !HAN.test(text)) return ts.forEachChild(node, visit);
      // A log line is for the operator.
      if (/\blog\.(error|warn|info|debug)\(/.test(node.parent?.getText() ?? '')) return;
      found.push({ where: `${relative}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, text });
    };
    visit(source);
  }
  return found;
}

describe('every text the server answers with has English (issue 38 point 11)', async () => {
  const { entries, schemas } = await fileManifestSource(path.join(root, 'schemas')).load();
  const english = englishCatalogue(validateManifest(entries, schemas));

  it('the refusals built in code, the field titles they name and the routes\' titles translate', () => {
    const untranslated = chineseTexts()
      .filter(({ text }) => !DATA_TEXTS.has(text))
      // A value as a title (a template of a title, 创建时间开始, is one), which translates as every value must. A text
      // is a message, or the name a message gives a field (第3题「…」 in 第3题「…」重复作答).
      .map(({ where, text }) => {
        const sample = text.replace(/(\{\})+/g, '创建时间');
        const asMessage = translateMessage(sample, english, enFieldNames);
        return { where, text, english: HAN.test(asMessage) ? translateMessage(`${sample}不能为空`, english, enFieldNames) : asMessage };
      })
      .filter(({ english: e }) => HAN.test(e));
    expect(untranslated.map(({ where, text, english: e }) => `${where}  ${text}  →  ${e}`)).toEqual([]);
  });
});
