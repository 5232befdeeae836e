/**
 * diagram-js 15 writes a palette entry's (translated) title as `aria-label` only, so hovering an icon shows nothing.
 * This module copies it to `title`, the browser's tooltip, whenever the palette is (re)drawn: after its entries
 * are built (`palette.changed` follows every update) and after a change of language.
 */
export function copyPaletteTitles(container: ParentNode): void {
  for (const entry of container.querySelectorAll<HTMLElement>('.entry[aria-label]')) {
    entry.title = entry.getAttribute('aria-label') ?? '';
  }
}

function PaletteTitles(eventBus: { on(event: string, fn: () => void): void }, palette: { _container?: HTMLElement }) {
  eventBus.on('palette.changed', () => {
    if (palette._container) copyPaletteTitles(palette._container);
  });
}
PaletteTitles.$inject = ['eventBus', 'palette'];

export const paletteTitlesModule = { __init__: ['paletteTitles'], paletteTitles: ['type', PaletteTitles] };
