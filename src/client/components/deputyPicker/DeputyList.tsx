import Box from '@mui/material/Box';
import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { deputyLabel, type Deputy } from './deputyApi.ts';

export interface DeputyListProps {
  title: string;
  items: readonly Deputy[];
  checked: ReadonlySet<number>;
  onToggle(id: number): void;
  /** Enter in the list: the list's action (append on 所有代表, confirm on 已选代表). */
  onEnter(): void;
  emptyText: string;
  /** Search fields above the items, pagination below them. */
  header?: ReactNode;
  footer?: ReactNode;
  testId: string;
}

/**
 * One side of the picker: a titled listbox of checkable deputies. The list is one tab stop; the arrows (and Home,
 * End) move the active item, space checks it, Enter runs the list's action — as a screen reader expects a
 * multi-select listbox to behave.
 */
export function DeputyList({ title, items, checked, onToggle, onEnter, emptyText, header, footer, testId }: DeputyListProps) {
  const baseId = useId();
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(items.length - 1, 0));
  const optionId = (index: number) => `${baseId}-option-${index}`;

  useEffect(() => {
    document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const moves: Record<string, number> = { ArrowDown: Math.min(current + 1, last), ArrowUp: Math.max(current - 1, 0), Home: 0, End: last };
    if (event.key in moves) {
      event.preventDefault();
      setActive(Math.max(moves[event.key], 0));
    } else if (event.key === ' ' && items[current]) {
      event.preventDefault();
      onToggle(items[current].id);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onEnter();
    }
  };

  const checkedCount = items.filter((d) => checked.has(d.id)).length;
  return (
    <Paper variant="outlined" data-testid={testId} sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, height: 460 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', px: 1.5, py: 1, bgcolor: 'grey.50', borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="subtitle2" component="h3" id={`${baseId}-title`}>{title}</Typography>
        <Typography variant="caption" color="text.secondary" data-testid={`${testId}-count`}>{checkedCount}/{items.length}</Typography>
      </Box>
      {header}
      {/* Outside the listbox, which may hold only options. */}
      {items.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 4 }} data-testid={`${testId}-empty`}>{emptyText}</Typography>
      )}
      <Box
        role="listbox"
        aria-multiselectable="true"
        aria-labelledby={`${baseId}-title`}
        aria-activedescendant={items.length ? optionId(current) : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-testid={`${testId}-items`}
        sx={{ flex: 1, overflowY: 'auto', py: 0.5, outline: 'none', '&:focus-visible [data-active=true]': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
      >
        {items.map((deputy, index) => (
          <Box
            key={deputy.id}
            id={optionId(index)}
            role="option"
            aria-selected={checked.has(deputy.id)}
            data-active={index === current}
            onClick={() => { setActive(index); onToggle(deputy.id); }}
            sx={{ display: 'flex', alignItems: 'center', px: 0.5, cursor: 'pointer', fontSize: 14, '&:hover': { bgcolor: 'action.hover' } }}
          >
            {/* Only the look of a checkbox: the option's aria-selected is its state (a control inside an option is not allowed). */}
            {checked.has(deputy.id)
              ? <CheckBox fontSize="small" color="primary" aria-hidden sx={{ m: 0.5 }} />
              : <CheckBoxOutlineBlank fontSize="small" aria-hidden sx={{ m: 0.5, color: 'text.secondary' }} />}
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{deputyLabel(deputy)}</Box>
          </Box>
        ))}
      </Box>
      {footer}
    </Paper>
  );
}
