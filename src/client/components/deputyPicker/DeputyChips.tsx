import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { deputyLabel, type Deputy } from './deputyApi.ts';

/** The chosen deputies as the picker shows them ("number - nickname"), each removable unless read-only. */
export function DeputyChips({ deputies, emptyText, onRemove, testId }: { deputies: readonly Deputy[]; emptyText: string; onRemove?(id: number): void; testId: string }) {
  if (!deputies.length) return <Typography variant="body2" color="text.secondary" data-testid={testId}>{emptyText}</Typography>;
  return (
    <Box component="ul" aria-live="polite" data-testid={testId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0 }}>
      {deputies.map((d) => (
        <li key={d.id}>
          <Chip size="small" label={deputyLabel(d)} onDelete={onRemove ? () => onRemove(d.id) : undefined} />
        </li>
      ))}
    </Box>
  );
}
