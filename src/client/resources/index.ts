/** Public face of the generated screens: registry wiring, manifest hooks and the screens themselves. */
export { installGeneratedPages, registerGeneratedPages, generatedPage, SPECIAL_PAGES } from './register.ts';
export { useManifest, useResource, useResourceByMenu } from './hooks/useManifest.ts';
export { useAllowed, isAllowed, permissionOf } from './hooks/useAllowed.ts';
export { SchemaList, type SchemaListProps } from './list/SchemaList.tsx';
export { SchemaForm, type SchemaFormProps } from './form/SchemaForm.tsx';
export { FormDialog } from './form/FormDialog.tsx';
export { SchemaShow, SchemaDetails } from './show/SchemaShow.tsx';
export { formSchema, toFormData, toPayload, dialogWidth, type FormMode } from './form/formSchema.ts';
export { registerRowAction, unregisterRowAction, rowActionsOf, allowedRowActions, useRowActions, registerListView, listViewOf } from './extensions.ts';
export { registerListToolbarAction, unregisterListToolbarAction, toolbarActionsOf, allowedToolbarActions, useToolbarActions } from './extensions.ts';
export type { RowAction, RowActionDialogProps, ToolbarAction, ToolbarActionDialogProps, ListView } from './extensions.ts';
export { ListFrame, listHeadSx, useListChrome } from './list/ListFrame.tsx';
export { FilterSearchForm, type SearchInput } from './list/SearchForm.tsx';
