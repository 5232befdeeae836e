import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { useStore } from '../../lib/index.ts';
import { routeStore } from '../../routes/index.ts';
import { findRoute, HOME_PATH, routeTitle } from '../state/routeLookup.ts';
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
  whiteSpace: 'nowrap',
  flexShrink: 0,
  '&.active': { bgcolor: 'primary.main', borderColor: 'primary.main', color: 'primary.contrastText' },
  '&.active::before': { content: '""', width: 8, height: 8, borderRadius: '50%', bgcolor: '#fff', mr: 0.25 },
  '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
} as const;

const linkSx = { color: 'inherit', textDecoration: 'none', outline: 'none' } as const;

const closeSx = {
  display: 'inline-flex', p: 0, border: 0, bgcolor: 'transparent', color: 'inherit', cursor: 'pointer', borderRadius: '50%',
  '&:hover, &:focus-visible': { bgcolor: 'rgba(0,0,0,.2)', outline: 'none' },
} as const;

/** The tag bar of visited views (SPEC §2.3) under the navbar; right-click for the context menu. */
export function TagsView() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const visited = useStore(tagsStore, (s) => s.visited);
  const pages = useStore(routeStore, (s) => s.pages);
  // A tab keeps the title it was opened with; shown in the language chosen since, from its route.
  const titleOf = (view: TagView): string => {
    if (view.path === HOME_PATH) return translate('app.home.title');
    const route = findRoute(pages, view.path);
    return route ? routeTitle(route, translate) : view.title;
  };
  const actions = useTagActions();
  const [menu, setMenu] = useState<{ x: number; y: number; view: TagView; index: number } | null>(null);

  // The strip scrolls sideways inside itself (a phone shows two or three tags): the current page's tag is kept in view.
  const strip = useRef<HTMLElement>(null);
  useEffect(() => {
    strip.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname, visited.length]);

  const open = (e: MouseEvent, view: TagView, index: number) => {
    e.preventDefault();
    setMenu({ x: e.clientX, y: e.clientY, view, index });
  };

  return (
    <Box
      component="nav"
      aria-label={translate('app.shell.tags.label')}
      data-testid="tags-view"
      data-scroll-strip=""
      ref={strip}
      sx={{ height: 34, display: 'flex', alignItems: 'center', gap: 0.5, px: 1, overflowX: 'auto', bgcolor: '#fff', borderBottom: '1px solid #d8dce5', boxShadow: '0 1px 3px 0 rgba(0,0,0,.12)' }}
    >
      <Box component="ul" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
        {visited.map((view, index) => {
          const active = view.path === pathname;
          // A list item holding the link and, beside it (not inside: a control in a link is unreachable), the close button.
          return (
            <Box
              component="li"
              key={view.path}
              className={active ? 'active' : undefined}
              aria-current={active ? 'page' : undefined}
              data-testid="tags-view-item"
              data-path={view.path}
              onContextMenu={(e: MouseEvent) => open(e, view, index)}
              // Middle click closes, as in yudao.
              onMouseUp={(e: MouseEvent) => e.button === 1 && actions.close(view)}
              sx={tagSx}
            >
              <Box component={Link} to={view.fullPath} sx={linkSx}>
                {titleOf(view)}
              </Box>
              {!view.affix && (
                <Box
                  component="button"
                  type="button"
                  aria-label={translate('app.shell.tags.closeOne', { title: titleOf(view) })}
                  data-testid="tags-view-close"
                  onClick={() => actions.close(view)}
                  sx={closeSx}
                >
                  <Close sx={{ fontSize: 12 }} />
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
      <TagsContextMenu anchor={menu} count={visited.length} actions={actions} onClose={() => setMenu(null)} />
    </Box>
  );
}
