import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import { useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { useStore } from '../../lib/index.ts';
import { tagsStore } from '../state/tagsStore.ts';
import type { TagView } from '../state/tagsViews.ts';
import { TagsContextMenu } from './TagsContextMenu.tsx';
import { useTagActions } from './useTagActions.ts';

const tagSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  height: 26,
  px: 1,
  border: '1px solid #d8dce5',
  bgcolor: '#fff',
  color: '#495060',
  fontSize: 12,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  flexShrink: 0,
  '&.active': { bgcolor: 'primary.main', borderColor: 'primary.main', color: 'primary.contrastText' },
  '&.active::before': { content: '""', width: 8, height: 8, borderRadius: '50%', bgcolor: '#fff', mr: 0.25 },
} as const;

/** The tag bar of visited views (SPEC §2.3) under the navbar; right-click for the context menu. */
export function TagsView() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const visited = useStore(tagsStore, (s) => s.visited);
  const actions = useTagActions();
  const [menu, setMenu] = useState<{ x: number; y: number; view: TagView; index: number } | null>(null);

  const open = (e: MouseEvent, view: TagView, index: number) => {
    e.preventDefault();
    setMenu({ x: e.clientX, y: e.clientY, view, index });
  };

  return (
    <Box
      data-testid="tags-view"
      sx={{ height: 34, display: 'flex', alignItems: 'center', gap: 0.5, px: 1, overflowX: 'auto', bgcolor: '#fff', borderBottom: '1px solid #d8dce5', boxShadow: '0 1px 3px 0 rgba(0,0,0,.12)' }}
    >
      {visited.map((view, index) => {
        const active = view.path === pathname;
        return (
          <Box
            key={view.path}
            component={Link}
            to={view.fullPath}
            className={active ? 'active' : undefined}
            data-testid="tags-view-item"
            data-path={view.path}
            aria-current={active ? 'page' : undefined}
            onContextMenu={(e: MouseEvent) => open(e, view, index)}
            // Middle click closes, as in yudao.
            onMouseUp={(e: MouseEvent) => e.button === 1 && actions.close(view)}
            sx={tagSx}
          >
            {view.title}
            {!view.affix && (
              <Box
                component="span"
                role="button"
                aria-label={translate('app.shell.tags.close')}
                data-testid="tags-view-close"
                onClick={(e: MouseEvent) => {
                  e.preventDefault();
                  e.stopPropagation();
                  actions.close(view);
                }}
                sx={{ display: 'inline-flex', borderRadius: '50%', '&:hover': { bgcolor: 'rgba(0,0,0,.2)' } }}
              >
                <Close sx={{ fontSize: 12 }} />
              </Box>
            )}
          </Box>
        );
      })}
      <TagsContextMenu anchor={menu} count={visited.length} actions={actions} onClose={() => setMenu(null)} />
    </Box>
  );
}
