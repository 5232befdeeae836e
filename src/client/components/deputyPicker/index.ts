/** The deputy picker (SPEC §2.5): one dialog, reused by forms (`@widget deputies`), group members and the demos. */
export { DeputyPickerDialog, type DeputyPickerProps } from './DeputyPickerDialog.tsx';
export { DeputyChips } from './DeputyChips.tsx';
export { deputyLabel, deputiesByIds, pageDeputies, PICKER_PAGE_SIZE, RENDA_NO_ROLES, type Deputy, type DeputySearch } from './deputyApi.ts';
export { installDeputyWidget } from './register.ts';
