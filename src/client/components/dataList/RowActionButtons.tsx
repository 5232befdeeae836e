import Button from '@mui/material/Button';
import type { ListAction } from './types.ts';

/** Compact text buttons in a table's 操作 cell. */
export const rowButtonSx = { minWidth: 0, px: 0.5, '& .MuiButton-startIcon': { mr: 0.25 } } as const;

/** A desk row's actions, side by side. */
export function RowActionButtons({ actions }: { actions: readonly ListAction[] }) {
  return (
    <>
      {actions.map((a) => (
        <Button key={a.key} size="small" variant="text" color={a.color} startIcon={a.icon} onClick={a.onClick} data-testid={a.testId} sx={rowButtonSx}>
          {a.label}
        </Button>
      ))}
    </>
  );
}
