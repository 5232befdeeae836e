export * from './createStore.ts';
export * from './fileSize.ts';
