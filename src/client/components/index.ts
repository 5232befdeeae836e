export { PageLoading } from './PageLoading.tsx';
export { MessagePage } from './MessagePage.tsx';
export { Pagination, type PaginationProps } from './Pagination.tsx';
export { RightToolbar, type ToolbarColumn } from './RightToolbar.tsx';
export * from './pager.ts';
export { DropZone, type DropZoneProps } from './DropZone.tsx';
export { PageSection } from './PageSection.tsx';
export * from './dataList/index.ts';
export { FactList, type Fact } from './FactList.tsx';
