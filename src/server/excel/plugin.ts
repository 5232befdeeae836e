import type { FastifyInstance } from 'fastify';
import { ExcelWorkers } from './excelWorkers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Excel worker threads every export writes through (started on the first export). */
    excel: ExcelWorkers;
  }
}

/** Gives the app its Excel workers and stops them when the app closes. */
export function registerExcelWorkers(app: FastifyInstance, size: number): void {
  const workers = new ExcelWorkers(size);
  app.decorate('excel', workers);
  app.addHook('onClose', async () => workers.close());
}
