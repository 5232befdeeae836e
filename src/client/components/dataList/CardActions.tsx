import MoreIcon from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ListAction } from './types.ts';

/** A phone card's actions: the main one as a button, the others in a ⋮ menu (a thumb needs room, not five links). */
export function CardActions({ actions }: { actions: readonly ListAction[] }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!actions.length) return null;
  const main = actions.find((a) => a.primary) ?? actions[0]!;
  const more = actions.filter((a) => a !== main);
  return (
    <>
      <Button variant="outlined" size="small" color={main.color} startIcon={main.icon} onClick={main.onClick} data-testid={main.testId}>
        {main.label}
      </Button>
      {more.length > 0 && (
        <>
          <IconButton aria-label={translate('app.common.more')} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)} data-testid="card-more">
            <MoreIcon />
          </IconButton>
          <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
            {more.map((a) => (
              <MenuItem
                key={a.key}
                onClick={() => {
                  setAnchor(null);
                  a.onClick();
                }}
                sx={a.color && a.color !== 'inherit' ? { color: `${a.color}.main` } : undefined}
                data-testid={a.testId}
              >
                {a.icon && <ListItemIcon sx={{ color: 'inherit' }}>{a.icon}</ListItemIcon>}
                {a.label}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </>
  );
}
