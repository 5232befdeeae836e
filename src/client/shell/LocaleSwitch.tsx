import Translate from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';

/** Toggles between the available languages (zh-CN default, en). `compact`: icon only (phones). */
export function LocaleSwitch({ compact = false }: { compact?: boolean }) {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const next = locales.find((l) => l.locale !== locale) ?? locales[0];
  if (!next || locales.length < 2) return null;
  const label = `${translate('app.layout.switchLanguage')}: ${next.name}`;
  if (compact) {
    return (
      <IconButton color="inherit" onClick={() => setLocale(next.locale)} aria-label={label} title={label} data-testid="locale-switch">
        <Translate fontSize="small" />
      </IconButton>
    );
  }
  return (
    <Button
      color="inherit"
      size="small"
      startIcon={<Translate fontSize="small" />}
      onClick={() => setLocale(next.locale)}
      aria-label={label}
      data-testid="locale-switch"
      sx={{ whiteSpace: 'nowrap', minWidth: 0, textTransform: 'none' }}
    >
      {next.name}
    </Button>
  );
}
