import type { FastifyInstance } from 'fastify';
import { ExcelWorkers } from './excelWorkers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The Excel writer of the resource exports: worker threads started on the first export, or the server's own
     * thread with EXCEL_WORKERS=0 (decision 27).
     */
    excel: ExcelWorkers;
  }
}

/** Gives the app its Excel workers and stops them when the app closes. */
export function registerExcelWorkers(app: FastifyInstance, size: number): void {
  const workers = new ExcelWorkers(size);
  app.decorate('excel', workers);
  app.addHook('onClose', async () => workers.close());
}
