// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination, clampPage, jumpTarget, pageAfterSizeChange, pagerItems } from '../../../../src/client/components/index.ts';
import { renderWithAdmin, setViewportWidth } from './support.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('pager algorithm (element-ui el-pagination)', () => {
  it('shows every page when they fit', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('folds the far pages into … buttons around the current page (pager count 7)', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'next-more', 20]);
    expect(pagerItems(10, 20)).toEqual([1, 'prev-more', 8, 9, 10, 11, 12, 'next-more', 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'prev-more', 15, 16, 17, 18, 19, 20]);
  });

  it('shows fewer pages with pager count 5', () => {
    expect(pagerItems(10, 20, 5)).toEqual([1, 'prev-more', 9, 10, 11, 'next-more', 20]);
    expect(pagerItems(1, 20, 5)).toEqual([1, 2, 3, 4, 'next-more', 20]);
  });

  it('jumps pagerCount − 2 pages, clamps the jumper and resets the page when the size outgrows the total', () => {
    expect(jumpTarget('next-more', 10, 20)).toBe(15);
    expect(jumpTarget('prev-more', 3, 20)).toBe(1);
    expect(clampPage('99', 5)).toBe(5);
    expect(clampPage('0', 5)).toBe(1);
    expect(clampPage('x', 5)).toBeNull();
    expect(pageAfterSizeChange(3, 50, 100)).toBe(1);
    expect(pageAfterSizeChange(2, 30, 100)).toBe(2);
  });
});

describe('<Pagination>', () => {
  const renderPager = (props: Partial<Parameters<typeof Pagination>[0]> = {}) => {
    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    renderWithAdmin(<Pagination total={400} page={10} pageSize={20} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} {...props} />);
    return { onPageChange, onPageSizeChange };
  };

  it('lays out total, sizes, prev, pager, next and jumper in Chinese', () => {
    setViewportWidth(1440);
    renderPager();
    const nav = screen.getByTestId('pagination');
    expect(screen.getByTestId('pagination-total').textContent).toBe('共 400 条');
    expect(nav.textContent).toContain('20条/页');
    expect(nav.textContent).toContain('前往');
    expect(nav.textContent).toContain('页');
    expect(screen.getByLabelText('上一页')).toBeTruthy();
    expect(screen.getByLabelText('下一页')).toBeTruthy();
    expect(screen.getByLabelText('第 10 页').getAttribute('aria-current')).toBe('page');
  });

  it('says a text search\'s total that stopped counting is more (decision 100)', () => {
    renderPager({ total: 10000, totalCapped: true });
    expect(screen.getByTestId('pagination-total').textContent).toBe('共 10000+ 条');
  });

  it('offers the page sizes 10, 20, 30, 50', () => {
    setViewportWidth(1440);
    const { onPageSizeChange } = renderPager({ page: 2 });
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['10条/页', '20条/页', '30条/页', '50条/页']);
    fireEvent.click(screen.getByRole('option', { name: '50条/页' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(50, 2);
  });

  it('uses pager count 7 on wide screens and 5 below 992 px', () => {
    setViewportWidth(1440);
    renderPager();
    expect(screen.getByTestId('pagination').getAttribute('data-pager-count')).toBe('7');
    expect(screen.getAllByLabelText(/^第 \d+ 页$/).map((b) => b.textContent)).toEqual(['1', '8', '9', '10', '11', '12', '20']);
    cleanup();
    setViewportWidth(991);
    renderPager();
    expect(screen.getByTestId('pagination').getAttribute('data-pager-count')).toBe('5');
    expect(screen.getAllByLabelText(/^第 \d+ 页$/).map((b) => b.textContent)).toEqual(['1', '9', '10', '11', '20']);
  });

  it('changes page by pager, arrows, … buttons and the jumper', () => {
    setViewportWidth(1440);
    const { onPageChange } = renderPager();
    fireEvent.click(screen.getByLabelText('第 12 页'));
    fireEvent.click(screen.getByLabelText('下一页'));
    fireEvent.click(screen.getByTestId('pagination-next-more'));
    const jumper = screen.getByTestId('pagination-jumper');
    fireEvent.change(jumper, { target: { value: '3' } });
    fireEvent.keyDown(jumper, { key: 'Enter' });
    expect(onPageChange.mock.calls.map((c) => c[0])).toEqual([12, 11, 15, 3]);
  });

  it('is hidden for an empty result and disables the arrows at the ends', () => {
    setViewportWidth(1440);
    renderPager({ total: 0 });
    expect(screen.queryByTestId('pagination')).toBeNull();
    cleanup();
    renderPager({ total: 15, page: 1 });
    expect((screen.getByLabelText('上一页') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('下一页') as HTMLButtonElement).disabled).toBe(true);
  });
});
