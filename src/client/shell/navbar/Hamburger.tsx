import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import IconButton from '@mui/material/IconButton';
import { useTranslate } from 'react-admin';

/** Opens or collapses the sidebar (on phones: shows or hides the drawer). */
export function Hamburger({ opened, onToggle }: { opened: boolean; onToggle(): void }) {
  const translate = useTranslate();
  return (
    <IconButton onClick={onToggle} aria-label={translate('app.layout.toggleMenu')} aria-expanded={opened} data-testid="hamburger" size="small">
      {opened ? <MenuOpen /> : <MenuIcon />}
    </IconButton>
  );
}
