import Paper from '@mui/material/Paper';
import { useMemo, useState, type ReactNode } from 'react';
import { useStore as useRaStore } from 'react-admin';
import { usePhone, type ToolbarColumn } from '../../components/index.ts';

/** Header cells of every list's table: grey, bold, on one line (the one list's own, for the tables that are not lists). */
export { listHeadSx } from '../../components/index.ts';

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
  // On a phone the search fields would fill the first screen: there they open from the toolbar's 🔍.
  const [showSearch, setShowSearch] = useState(!usePhone());
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
