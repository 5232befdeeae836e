/** The six alignments of the toolbar and the bpmn-js `alignElements` value of each. */
export const ALIGNMENTS = [
  { key: 'left', value: 'left' },
  { key: 'right', value: 'right' },
  { key: 'top', value: 'top' },
  { key: 'bottom', value: 'bottom' },
  { key: 'center', value: 'center' },
  { key: 'middle', value: 'middle' },
] as const;

export type Alignment = (typeof ALIGNMENTS)[number]['value'];

/** Aligning needs more than one selected element (SPEC §5); otherwise the warning is shown and nothing happens. */
export const canAlign = (selected: readonly unknown[] | null | undefined): boolean => !!selected && selected.length > 1;
