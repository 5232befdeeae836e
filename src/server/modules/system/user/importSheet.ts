import ExcelJS from 'exceljs';
import type { Resource } from '../../../../shared/manifest/types.ts';
import { GlobalErrors } from '../../../../shared/errorCodes.ts';
import { ServiceError } from '../../../http/errors.ts';
import { ZIP_REFUSAL_TEXTS } from '../../infra/file/zipLimits.ts';
import { checkImportLimits, MAX_IMPORT_BYTES, type ImportLimit } from './importLimits.ts';

/** Columns of the import template, in order; headers are the user schema's titles (用户账号, 用户昵称, ...). */
export const IMPORT_FIELDS = [
  'username', 'nickname', 'deptId', 'email', 'mobile', 'sex', 'status', 'rendaNo',
  // the deputy's record (empty for other users)
  'deputyLevel', 'delegationType', 'areaId', 'areaSource', 'reappointmentStatus', 'education', 'city', 'functionalZone',
  'remark',
] as const;
export const TEMPLATE_FILE_NAME = '用户导入模板.xlsx';
export const MAX_IMPORT_ROWS = 2000;

/** value → label of each dictionary used by a column. */
export type DictLabels = Map<string, Map<string, string>>;

export interface SheetRow {
  /** 1-based row number in the sheet, for messages. */
  rowNumber: number;
  values: Record<string, unknown>;
  /** Cell values that could not be read (an unknown dictionary label, a non-number id). */
  problems: string[];
}

const title = (resource: Resource, field: string): string => resource.jsonSchema.properties[field]?.title ?? field;
const LIMIT_TEXTS: Record<ImportLimit, string> = {
  bytes: `导入文件不能超过 ${MAX_IMPORT_BYTES / 1024 / 1024} MB`,
  rows: `一次最多导入 ${MAX_IMPORT_ROWS} 行`,
  unpacked: '导入文件的内容过大',
  notXlsx: '导入文件不是有效的 Excel（.xlsx）文件',
  entries: `导入文件内容异常：${ZIP_REFUSAL_TEXTS.entries}`,
  ratio: `导入文件内容异常：${ZIP_REFUSAL_TEXTS.ratio}`,
};
const badRequest = (text: string) => new ServiceError(GlobalErrors.BAD_REQUEST.code, `${GlobalErrors.BAD_REQUEST.msg}:${text}`);

/** The template: one header row, dictionary columns with a drop-down of their labels. */
export async function buildTemplate(resource: Resource, dicts: DictLabels): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户数据');
  sheet.columns = IMPORT_FIELDS.map((f) => ({ header: title(resource, f), key: f, width: Math.max(14, title(resource, f).length * 2 + 6) }));
  sheet.getRow(1).font = { bold: true };
  IMPORT_FIELDS.forEach((field, index) => {
    const dict = resource.jsonSchema.properties[field]?.dict;
    const labels = dict ? [...(dicts.get(dict)?.values() ?? [])] : [];
    if (!labels.length) return;
    const column = sheet.getColumn(index + 1).letter;
    for (let row = 2; row <= 501; row++) {
      sheet.getCell(`${column}${row}`).dataValidation = { type: 'list', allowBlank: true, formulae: [`"${labels.join(',')}"`] };
    }
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Reads the rows of an uploaded template. Columns are found by their header (the schema title, or the field name);
 * unknown columns are ignored. Dictionary cells may hold the label (男) or the value (1). Empty rows are skipped.
 */
export async function readSheet(buffer: Buffer, resource: Resource, dicts: DictLabels): Promise<SheetRow[]> {
  // Refused while the file is read, before exceljs holds it all (importLimits.ts); a header row besides the data.
  const limit = await checkImportLimits(buffer, MAX_IMPORT_ROWS + 1);
  if (limit) throw badRequest(LIMIT_TEXTS[limit]);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw badRequest(LIMIT_TEXTS.notXlsx);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const columns = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, col) => {
    const text = cell.text.trim();
    const field = IMPORT_FIELDS.find((f) => f === text || title(resource, f) === text);
    if (field) columns.set(col, field);
  });
  if (![...columns.values()].includes('username')) throw badRequest(`导入文件缺少列：${title(resource, 'username')}`);
  if (sheet.rowCount - 1 > MAX_IMPORT_ROWS) throw badRequest(`一次最多导入 ${MAX_IMPORT_ROWS} 行`);

  const rows: SheetRow[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row: SheetRow = { rowNumber: r, values: {}, problems: [] };
    for (const [col, field] of columns) {
      const text = sheet.getRow(r).getCell(col).text.trim();
      if (text === '') continue;
      const schema = resource.jsonSchema.properties[field];
      if (schema.dict) {
        const labels = dicts.get(schema.dict) ?? new Map<string, string>();
        const value = labels.has(text) ? text : [...labels].find(([, label]) => label === text)?.[0];
        if (value === undefined) row.problems.push(`${title(resource, field)}【${text}】不是可选的值`);
        else row.values[field] = schema.type === 'integer' ? Number(value) : value;
      } else if (schema.type === 'integer') {
        if (/^\d{1,15}$/.test(text)) row.values[field] = Number(text);
        else row.problems.push(`${title(resource, field)}必须是整数`);
      } else {
        row.values[field] = text;
      }
    }
    if (Object.keys(row.values).length || row.problems.length) rows.push(row);
  }
  return rows;
}
