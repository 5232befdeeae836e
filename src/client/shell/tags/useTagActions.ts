import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { tagsStore, tags } from '../state/tagsStore.ts';
import { nextAfterClose, type TagView } from '../state/tagsViews.ts';

/**
 * The tab actions of SPEC §4 (yudao's $tab plugin): each changes the store and, when the active tab went
 * away, moves to the last remaining tab (or home).
 */
export function useTagActions() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const leaveIfGone = useCallback(() => {
    const visited = tagsStore.get().visited;
    if (!visited.some((v) => v.path === pathname)) navigate(nextAfterClose(visited));
  }, [navigate, pathname]);

  return useMemo(
    () => ({
      /** Drops the cached copy and goes through /redirect, so the view mounts afresh (SPEC §2.1). */
      refresh(view: TagView) {
        tags.dropCache(view.path);
        navigate(`/redirect${view.fullPath}`, { replace: true });
      },
      close(view: TagView) {
        if (view.affix) return;
        tags.close(view.path);
        leaveIfGone();
      },
      closeOthers(view: TagView) {
        tags.closeOthers(view.path);
        if (view.path !== pathname) navigate(view.fullPath);
      },
      closeLeft(view: TagView) {
        tags.closeLeft(view.path);
        leaveIfGone();
      },
      closeRight(view: TagView) {
        tags.closeRight(view.path);
        leaveIfGone();
      },
      closeAll() {
        tags.closeAll();
        leaveIfGone();
      },
    }),
    [navigate, pathname, leaveIfGone],
  );
}
