import FormatSize from '@mui/icons-material/FormatSize';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useStore } from '../../lib/index.ts';
import { appStore, setSize, SIZES } from '../state/appStore.ts';

/** Component size switcher: Default / Medium / Small / Mini (SPEC §9); kept in a cookie, applied to every component. */
export function SizeSelect() {
  const translate = useTranslate();
  const size = useStore(appStore, (s) => s.size);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton size="small" onClick={(e) => setAnchor(e.currentTarget)} aria-label={translate('app.shell.size.label')} data-testid="size-select">
        <FormatSize />
      </IconButton>
      <Menu open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)} data-testid="size-menu">
        {SIZES.map((s) => (
          <MenuItem
            key={s}
            selected={s === size}
            disabled={s === size}
            data-testid={`size-${s}`}
            onClick={() => {
              setAnchor(null);
              setSize(s);
            }}
          >
            {translate(`app.shell.size.${s}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
