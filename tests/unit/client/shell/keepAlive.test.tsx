// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { KeepAlive } from '../../../../src/client/shell/main/KeepAlive.tsx';
import { tags, tagsStore } from '../../../../src/client/shell/state/tagsStore.ts';

function Counter({ name }: { name: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" data-testid={`count-${name}`} onClick={() => setN(n + 1)}>
      {n}
    </button>
  );
}

let go: (to: string) => void = () => undefined;
function Nav() {
  go = useNavigate();
  return null;
}

function renderApp() {
  render(
    <MemoryRouter initialEntries={['/a']}>
      <Nav />
      <Routes>
        <Route element={<KeepAlive />}>
          <Route path="/a" element={<Counter name="a" />} />
          <Route path="/b" element={<Counter name="b" />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const view = (path: string, noCache = false) => ({ path, fullPath: path, title: path, affix: false, noCache });

afterEach(() => {
  cleanup();
  tagsStore.reset();
});

describe('keep-alive of cached views (SPEC §4)', () => {
  it('keeps a cached view\'s state across a switch and drops it when closed', async () => {
    tags.add(view('/a'));
    tags.add(view('/b'));
    renderApp();
    fireEvent.click(screen.getByTestId('count-a'));
    fireEvent.click(screen.getByTestId('count-a'));
    expect(screen.getByTestId('count-a').textContent).toBe('2');
    await act(async () => go('/b'));
    await act(async () => go('/a'));
    expect(screen.getByTestId('count-a').textContent).toBe('2');

    await act(async () => go('/b'));
    await act(async () => tags.close('/a'));
    await act(async () => go('/a'));
    expect(screen.getByTestId('count-a').textContent).toBe('0');
  });

  it('does not keep a noCache view', async () => {
    tags.add(view('/a', true));
    renderApp();
    fireEvent.click(screen.getByTestId('count-a'));
    await act(async () => go('/b'));
    expect(screen.queryByTestId('count-a')).toBeNull();
    await act(async () => go('/a'));
    expect(screen.getByTestId('count-a').textContent).toBe('0');
  });
});
