import { describe, expect, it } from 'vitest';
import { addView, delAll, delCached, delLeft, delOthers, delRight, delView, EMPTY_TAGS, nextAfterClose, type TagView } from '../../../../src/client/shell/state/tagsViews.ts';

const v = (path: string, extra: Partial<TagView> = {}): TagView => ({ path, fullPath: path, title: path, affix: false, noCache: false, ...extra });
const home = v('/index', { affix: true });
const paths = (s: { visited: TagView[] }) => s.visited.map((x) => x.path);

function five() {
  return [home, v('/a'), v('/b'), v('/c', { noCache: true }), v('/d')].reduce(addView, EMPTY_TAGS);
}

describe('tags view rules (SPEC §4, API-CONTRACT §6.3)', () => {
  it('adds views once by path, updating the query, and caches only those without noCache', () => {
    let s = five();
    s = addView(s, v('/a', { fullPath: '/a?page=2' }));
    expect(paths(s)).toEqual(['/index', '/a', '/b', '/c', '/d']);
    expect(s.visited[1].fullPath).toBe('/a?page=2');
    expect(s.cached).toEqual(['/index', '/a', '/b', '/d']);
  });

  it('never closes an affix view, and drops the cache of a closed one', () => {
    let s = delView(five(), '/index');
    expect(paths(s)).toContain('/index');
    s = delView(s, '/b');
    expect(paths(s)).toEqual(['/index', '/a', '/c', '/d']);
    expect(s.cached).not.toContain('/b');
  });

  it('closes others, left, right and all, keeping affix views', () => {
    expect(paths(delOthers(five(), '/b'))).toEqual(['/index', '/b']);
    expect(delOthers(five(), '/b').cached).toEqual(['/index', '/b']);
    expect(paths(delLeft(five(), '/c'))).toEqual(['/index', '/c', '/d']);
    expect(paths(delRight(five(), '/b'))).toEqual(['/index', '/a', '/b']);
    expect(delRight(five(), '/b').cached).toEqual(['/index', '/a', '/b']);
    expect(paths(delAll(five()))).toEqual(['/index']);
  });

  it('refresh drops only the cached copy', () => {
    const s = delCached(five(), '/a');
    expect(paths(s)).toContain('/a');
    expect(s.cached).not.toContain('/a');
  });

  it('after closing the active view goes to the last remaining one, else home', () => {
    expect(nextAfterClose([home, v('/a', { fullPath: '/a?x=1' })])).toBe('/a?x=1');
    expect(nextAfterClose([])).toBe('/index');
  });
});
