import { darken, getContrastRatio, getLuminance, lighten, rgbToHex } from '@mui/material/styles';

/** WCAG 2.1 AA: 4.5:1 for text, 3:1 for large text (18pt, or 14pt bold) and for icons and borders. */
export const TEXT_CONTRAST = 4.5;
export const LARGE_TEXT_CONTRAST = 3;

/**
 * The shade of `colour` that reads on every one of `backgrounds` (opaque colours) with at least `ratio`: the colour
 * itself when it already does, else the least darkened (on light backgrounds) or lightened (on dark ones) step of
 * it that does. Brand colours such as element-ui's #409EFF stay the fills; the text, links, icons and tag texts
 * drawn in them take this shade (decision in docs/decisions.md, "colours that read").
 */
export function readableOn(colour: string, backgrounds: readonly string[], ratio = TEXT_CONTRAST): string {
  const reads = (c: string) => backgrounds.every((b) => getContrastRatio(c, b) >= ratio);
  if (reads(colour)) return colour;
  const light = backgrounds.reduce((sum, b) => sum + getLuminance(b), 0) / backgrounds.length > 0.18;
  const shift = light ? darken : lighten;
  for (let step = 1; step <= 50; step++) {
    const shade = rgbToHex(shift(colour, step / 50));
    if (reads(shade)) return shade;
  }
  return light ? '#000000' : '#ffffff';
}

/** The light backgrounds text is drawn on in the admin: paper, the page grey, table stripes and headers, inputs. */
export const LIGHT_BACKGROUNDS = ['#ffffff', '#f0f2f5', '#f5f7fa', '#fafafa', '#f0f0f0'] as const;
