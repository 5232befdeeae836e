import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { LIGHT_BACKGROUNDS, LARGE_TEXT_CONTRAST, readableOn, TEXT_CONTRAST } from '../../../../src/client/lib/contrast.ts';
import { SIDEBAR_THEMES } from '../../../../src/client/shell/sidebar/sidebarTheme.ts';
import { THEME_PRESETS } from '../../../../src/client/shell/state/settingsStore.ts';
import { readableColour } from '../../../../src/client/theme.ts';

// element-ui's status colours, which tags, outlined buttons and chips are drawn in.
const STATUS = ['#67C23A', '#E6A23C', '#F56C6C', '#909399'];

describe('colours that read (WCAG AA)', () => {
  it.each([...THEME_PRESETS, ...STATUS])('%s: its text shade reads on every light background, and white reads on it as a fill', (brand) => {
    const { main, light, contrastText } = readableColour(brand);
    expect(light).toBe(brand);
    for (const bg of LIGHT_BACKGROUNDS) expect(getContrastRatio(main, bg), `${main} on ${bg}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it.each(THEME_PRESETS)('%s: the highlighted sidebar entry reads in both sidebar themes', (brand) => {
    for (const palette of Object.values(SIDEBAR_THEMES)) {
      const backgrounds = [palette.bg, palette.subBg, palette.hoverBg];
      const active = readableOn(brand, backgrounds);
      for (const bg of backgrounds) expect(getContrastRatio(active, bg), `${active} on ${bg}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      // The sidebar's own texts read too.
      for (const bg of backgrounds) expect(getContrastRatio(palette.text, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it('keeps a colour that already reads, and changes the others as little as it must', () => {
    expect(readableOn('#212121', LIGHT_BACKGROUNDS)).toBe('#212121');
    expect(readableOn('#409EFF', ['#304156'], LARGE_TEXT_CONTRAST)).toBe('#409EFF');
    // #409EFF is lightened on the dark sidebar, darkened on white; one step less would not read.
    const onWhite = readableOn('#409EFF', ['#ffffff']);
    expect(getContrastRatio(onWhite, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(getContrastRatio(onWhite, '#ffffff')).toBeLessThan(TEXT_CONTRAST + 0.5);
    expect(getContrastRatio(readableOn('#304156', ['#304156', '#1f2d3d']), '#1f2d3d')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
});
