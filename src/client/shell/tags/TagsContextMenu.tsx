import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslate } from 'react-admin';
import type { TagView } from '../state/tagsViews.ts';
import type { useTagActions } from './useTagActions.ts';

/** SPEC §9: the context menu is 105px wide. */
const MENU_WIDTH = 105;

interface Props {
  anchor: { x: number; y: number; view: TagView; index: number } | null;
  count: number;
  actions: ReturnType<typeof useTagActions>;
  onClose(): void;
}

/** Right-click menu of a tab: refresh, close current/others/left/right/all (SPEC §2.3). Affix tabs have no "close". */
export function TagsContextMenu({ anchor, count, actions, onClose }: Props) {
  const translate = useTranslate();
  const view = anchor?.view;
  const run = (f: () => void) => () => {
    onClose();
    f();
  };
  return (
    <Menu
      open={!!anchor}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={anchor ? { top: anchor.y, left: anchor.x } : undefined}
      data-testid="tags-context-menu"
      slotProps={{ paper: { sx: { width: MENU_WIDTH } }, list: { dense: true } }}
    >
      {view && [
        <MenuItem key="refresh" onClick={run(() => actions.refresh(view))} data-testid="tags-refresh">
          {translate('app.shell.tags.refresh')}
        </MenuItem>,
        !view.affix && (
          <MenuItem key="close" onClick={run(() => actions.close(view))} data-testid="tags-close">
            {translate('app.shell.tags.close')}
          </MenuItem>
        ),
        <MenuItem key="others" onClick={run(() => actions.closeOthers(view))} data-testid="tags-close-others">
          {translate('app.shell.tags.closeOthers')}
        </MenuItem>,
        anchor.index > 0 && (
          <MenuItem key="left" onClick={run(() => actions.closeLeft(view))} data-testid="tags-close-left">
            {translate('app.shell.tags.closeLeft')}
          </MenuItem>
        ),
        anchor.index < count - 1 && (
          <MenuItem key="right" onClick={run(() => actions.closeRight(view))} data-testid="tags-close-right">
            {translate('app.shell.tags.closeRight')}
          </MenuItem>
        ),
        <MenuItem key="all" onClick={run(() => actions.closeAll())} data-testid="tags-close-all">
          {translate('app.shell.tags.closeAll')}
        </MenuItem>,
      ]}
    </Menu>
  );
}
