/** SPEC §9: rich-text editor height 300, debounce 250 ms. */
export const RICH_TEXT_HEIGHT = 300;
export const RICH_TEXT_DEBOUNCE_MS = 250;
/**
 * The editor's toolbar (ra-input-rich-text's, size small) wraps with the field's width: its height in px with its
 * border for one, two and three rows, and the widths from which fewer rows suffice (its items are ~572 px wide in one
 * row). The loading stand-in takes the same height, so the page does not jump when the editor arrives.
 */
export const RICH_TEXT_TOOLBAR = { oneRow: 44.6, twoRows: 75.8, threeRows: 110.9, oneRowFrom: 591, twoRowsFrom: 318 } as const;
