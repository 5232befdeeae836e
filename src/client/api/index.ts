/** Public face of the api layer: the http client, session storage, endpoints, helpers. */
export { http } from './http.ts';
export { createHttpClient } from './httpClient.ts';
export type { HttpClient, HttpClientDeps, RequestConfig, TokenStore, HttpMethod } from './httpClient.ts';
export * from './auth.ts';
export * from './config.ts';
export * from './errors.ts';
export * from './notifier.ts';
export { buildQuery, withQuery } from './params.ts';
export * from './dateRange.ts';
export { formatDate, toDate } from '../../shared/dateFormat.ts';
export type * from './types.ts';
export * as systemApi from './system/index.ts';
export { dataProvider, createDataProvider, toId, type ManifestDataProvider, type DataProviderDeps } from './dataProvider.ts';
export * from './dataRequests.ts';
export { manifestStore, loadManifest, resetManifest, getResource, findResource, bundledManifest } from './manifest.ts';
export type { ManifestResource, ManifestState } from './manifest.ts';
export { saveBlob } from './saveBlob.ts';
