export { PageLoading } from './PageLoading.tsx';
export { MessagePage } from './MessagePage.tsx';
