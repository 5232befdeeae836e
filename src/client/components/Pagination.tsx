import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import InputBase from '@mui/material/InputBase';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  MOBILE_QUERY, PAGE_SIZES, PAGER_COUNT, PAGER_COUNT_MOBILE, clampPage, jumpTarget, pageAfterSizeChange, pageCountOf, pagerItems,
} from './pager.ts';

export interface PaginationProps {
  total: number;
  /** The total stopped counting there and there are more rows (a text search, decision 100): "共 10000+ 条". */
  totalCapped?: boolean;
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number, page: number): void;
  pageSizes?: readonly number[];
  /** Fixed pager count; by default 7, or 5 below a 992px width (SPEC §9). */
  pagerCount?: number;
  /** yudao shows no pagination for an empty result. */
  hideWhenEmpty?: boolean;
}

const itemSx = {
  minWidth: 30, height: 28, px: 0.5, borderRadius: 0.5, fontSize: 13, fontWeight: 600, bgcolor: 'grey.100', color: 'text.primary',
  '&:hover': { color: 'primary.main' },
  '&.Mui-disabled': { color: 'text.disabled' },
  '&[aria-current="page"]': { bgcolor: 'primary.main', color: 'common.white' },
} as const;

/** The pagination widget (layout total, sizes, prev, pager, next, jumper) of SPEC §2.3 / §9. */
export function Pagination(props: PaginationProps) {
  const { total, page, pageSize, onPageChange, onPageSizeChange, pageSizes = PAGE_SIZES, hideWhenEmpty = true } = props;
  const translate = useTranslate();
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const pagerCount = props.pagerCount ?? (mobile ? PAGER_COUNT_MOBILE : PAGER_COUNT);
  const pageCount = pageCountOf(total, pageSize);
  const [jump, setJump] = useState<string | null>(null);
  if (hideWhenEmpty && total <= 0) return null;

  const go = (target: number) => {
    const next = clampPage(target, pageCount);
    if (next !== null && next !== page) onPageChange(next);
  };
  const commitJump = () => {
    if (jump !== null) go(clampPage(jump, pageCount) ?? page);
    setJump(null);
  };

  return (
    <Box
      component="nav"
      data-testid="pagination"
      data-pager-count={pagerCount}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 1, py: 1.5, fontSize: 13, color: 'text.secondary' }}
    >
      <span data-testid="pagination-total">{translate(props.totalCapped ? 'app.table.totalCapped' : 'app.table.total', { total })}</span>
      <Select
        size="small"
        value={pageSize}
        onChange={(e) => {
          const size = Number(e.target.value);
          onPageSizeChange(size, pageAfterSizeChange(page, size, total));
        }}
        inputProps={{ 'aria-label': translate('app.table.pageSize', { size: pageSize }), 'data-testid': 'pagination-size' }}
        sx={{ fontSize: 13, height: 28, '& .MuiSelect-select': { py: 0.25 } }}
      >
        {pageSizes.map((size) => (
          <MenuItem key={size} value={size} sx={{ fontSize: 13 }}>
            {translate('app.table.pageSize', { size })}
          </MenuItem>
        ))}
      </Select>
      <Box component="ul" sx={{ display: 'flex', gap: 0.5, m: 0, p: 0, listStyle: 'none', flexWrap: 'wrap' }}>
        <li>
          <ButtonBase sx={itemSx} disabled={page <= 1} onClick={() => go(page - 1)} aria-label={translate('app.table.prev')}>
            <ChevronLeft fontSize="small" />
          </ButtonBase>
        </li>
        {pagerItems(page, pageCount, pagerCount).map((item) => (
          <li key={item}>
            {typeof item === 'number' ? (
              <ButtonBase sx={itemSx} onClick={() => go(item)} aria-current={item === page ? 'page' : undefined} aria-label={translate('app.table.pageNo', { page: item })}>
                {item}
              </ButtonBase>
            ) : (
              <ButtonBase
                sx={itemSx}
                data-testid={`pagination-${item}`}
                onClick={() => go(jumpTarget(item, page, pageCount, pagerCount))}
                aria-label={translate(item === 'prev-more' ? 'app.table.prevMore' : 'app.table.nextMore', { count: pagerCount - 2 })}
              >
                <MoreHoriz fontSize="small" />
              </ButtonBase>
            )}
          </li>
        ))}
        <li>
          <ButtonBase sx={itemSx} disabled={page >= pageCount} onClick={() => go(page + 1)} aria-label={translate('app.table.next')}>
            <ChevronRight fontSize="small" />
          </ButtonBase>
        </li>
      </Box>
      <Box component="label" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
        {translate('app.table.goto')}
        <InputBase
          value={jump ?? String(page)}
          onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
          onBlur={commitJump}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commitJump();
          }}
          inputProps={{ inputMode: 'numeric', 'data-testid': 'pagination-jumper', style: { textAlign: 'center' } }}
          sx={{ width: 46, height: 28, fontSize: 13, border: 1, borderColor: 'divider', borderRadius: 0.5 }}
        />
        {translate('app.table.page')}
      </Box>
    </Box>
  );
}
