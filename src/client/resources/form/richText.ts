/** SPEC §9: rich-text editor height 300, debounce 250 ms. */
export const RICH_TEXT_HEIGHT = 300;
export const RICH_TEXT_DEBOUNCE_MS = 250;
