export { ExcelWorkers, type SheetExport } from './excelWorkers.ts';
export { SheetWriter, type SheetSpec } from './sheetWriter.ts';
export { cellConverter, excelSheet, writeRows, type CellConverter, type CellSpec, type SheetColumn } from './sheet.ts';
export { registerExcelWorkers } from './plugin.ts';
export { WorkbookDownload } from './workbookDownload.ts';
