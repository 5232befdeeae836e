import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { notifier } from '../../api/index.ts';
import { useStore } from '../../lib/index.ts';
import { changeSetting, clearSettings, saveSettings, settingsStore, THEME_PRESETS, type LayoutSettings } from '../state/settingsStore.ts';
import { SIDEBAR_THEMES } from '../sidebar/sidebarTheme.ts';

type Toggle = 'topNav' | 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'dynamicTitle';
const TOGGLES: Toggle[] = ['topNav', 'tagsView', 'fixedHeader', 'sidebarLogo', 'dynamicTitle'];

/**
 * The layout settings drawer (SPEC §2.3 / §3): sidebar theme, theme colour (8 presets), TopNav, Tags-Views,
 * fixed header, logo, dynamic title. Changes show at once; 保存配置 keeps them, 重置配置 forgets them and reloads.
 * The drawer says so above its buttons: a change that only shows looks kept until the next reload loses it.
 */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const translate = useTranslate();
  const settings = useStore(settingsStore, (s) => s);
  const t = (k: string) => translate(`app.shell.settings.${k}`);
  const sideThemes: LayoutSettings['sideTheme'][] = ['theme-dark', 'theme-light'];
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280, maxWidth: '100%' } } }}>
      <Box data-testid="settings-drawer" sx={{ p: 2.5, display: 'grid', gap: 1.5 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('themeStyle')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2 }}>
          {sideThemes.map((k) => (
            <Box
              key={k}
              component="button"
              type="button"
              aria-label={t(k)}
              aria-pressed={settings.sideTheme === k}
              title={t(k)}
              data-testid={`setting-${k}`}
              onClick={() => changeSetting('sideTheme', k)}
              sx={{ position: 'relative', width: 52, height: 40, p: 0, border: 1, borderColor: 'divider', borderRadius: 1, cursor: 'pointer', background: `linear-gradient(90deg, ${SIDEBAR_THEMES[k].bg} 30%, #f0f2f5 30%)` }}
            >
              {settings.sideTheme === k && <Check fontSize="small" sx={{ position: 'absolute', right: 4, bottom: 4, color: 'primary.main' }} />}
            </Box>
          ))}
        </Box>
        <Typography variant="body2">{t('themeColor')}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="radiogroup" aria-label={t('themeColor')}>
          {THEME_PRESETS.map((c) => (
            <Box
              key={c}
              component="button"
              type="button"
              role="radio"
              aria-checked={settings.theme.toLowerCase() === c.toLowerCase()}
              aria-label={c}
              data-testid={`theme-color-${c.slice(1)}`}
              onClick={() => changeSetting('theme', c)}
              sx={{ width: 24, height: 24, p: 0, border: 'none', borderRadius: 0.5, bgcolor: c, cursor: 'pointer', color: '#fff', display: 'grid', placeItems: 'center' }}
            >
              {settings.theme.toLowerCase() === c.toLowerCase() && <Check sx={{ fontSize: 16 }} />}
            </Box>
          ))}
        </Box>
        <Divider />
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('layout')}
        </Typography>
        {TOGGLES.map((k) => (
          <Box key={k} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="body2">{t(k)}</Typography>
            <Switch size="small" checked={settings[k]} onChange={(e) => changeSetting(k, e.target.checked)} slotProps={{ input: { 'aria-label': t(k), 'data-testid': `setting-${k}` } as object }} />
          </Box>
        ))}
        <Divider />
        <Typography variant="caption" color="text.secondary" data-testid="settings-unsaved-hint">
          {t('unsavedHint')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="contained" data-testid="settings-save" onClick={() => {
              saveSettings();
              notifier.toast('success', t('saved'));
              onClose();
            }}>
            {t('save')}
          </Button>
          <Button
            variant="outlined"
            data-testid="settings-reset"
            onClick={() => {
              clearSettings();
              window.location.reload();
            }}
          >
            {t('reset')}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
