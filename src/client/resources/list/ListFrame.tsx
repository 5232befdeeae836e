import Paper from '@mui/material/Paper';
import { useMemo, useState, type ReactNode } from 'react';
import { useStore as useRaStore } from 'react-admin';
import type { ToolbarColumn } from '../../components/index.ts';

/** Header cells of every list's table: grey, bold, on one line (the generated table's own). */
export const listHeadSx = { fontWeight: 600, color: 'text.secondary', bgcolor: 'grey.100', whiteSpace: 'nowrap' } as const;

/** The card every list sits in, generated or bespoke (issue 13: one frame). */
export function ListFrame({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} data-testid={testId}>
      {children}
    </Paper>
  );
}

/**
 * The state of a bespoke list's frame, as a generated list keeps it: the search area shown or hidden, and the
 * columns the user hid (kept per list and user in the preference store).
 */
export function useListChrome(listKey: string, columns: readonly { key: string; label: string }[]) {
  const [showSearch, setShowSearch] = useState(true);
  const [hidden, setHidden] = useRaStore<string[]>(`list.${listKey}.hiddenColumns`, []);
  const toolbarColumns: ToolbarColumn[] = useMemo(() => columns.map((c) => ({ ...c, visible: !hidden.includes(c.key) })), [columns, hidden]);
  return {
    showSearch,
    toggleSearch: () => setShowSearch((s) => !s),
    columns: toolbarColumns,
    shown: (key: string) => !hidden.includes(key),
    toggleColumn: (key: string) => setHidden(hidden.includes(key) ? hidden.filter((k) => k !== key) : [...hidden, key]),
  };
}
