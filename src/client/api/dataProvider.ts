import type { DataProvider } from 'react-admin';

/**
 * Placeholder until the manifest-driven dataProvider (a later issue): AdminContext needs one, and no screen
 * of this issue reads resources through react-admin. Every verb rejects loudly rather than faking data.
 */
const notImplemented = (verb: string) => () =>
  Promise.reject(new Error(`dataProvider.${verb}: not implemented yet (the generic dataProvider is a later issue)`));

export const dataProvider: DataProvider = {
  getList: notImplemented('getList'),
  getOne: notImplemented('getOne'),
  getMany: notImplemented('getMany'),
  getManyReference: notImplemented('getManyReference'),
  create: notImplemented('create'),
  update: notImplemented('update'),
  updateMany: notImplemented('updateMany'),
  delete: notImplemented('delete'),
  deleteMany: notImplemented('deleteMany'),
};
