export * from './createStore.ts';
