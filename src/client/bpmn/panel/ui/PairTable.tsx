import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

type Pair<A extends string, B extends string> = Record<A | B, string>;

interface Props<A extends string, B extends string> {
  title: string;
  keys: [A, B];
  labels: [string, string];
  rows: Pair<A, B>[];
  onChange(rows: Pair<A, B>[]): void;
  testId: string;
}

/** An editable two-column list (enum values, constraints, field properties) inside a dialog form. */
export function PairTable<A extends string, B extends string>({ title, keys, labels, rows, onChange, testId }: Props<A, B>) {
  const translate = useTranslate();
  const set = (i: number, k: A | B, v: string) => onChange(rows.map((r, j) => (j === i ? { ...r, [k]: v } : r)));
  return (
    <Box sx={{ mt: 1 }} data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2">{title}</Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...rows, { [keys[0]]: '', [keys[1]]: '' } as Pair<A, B>])} data-testid={`${testId}-add`}>
          {translate('app.bpm.common.add')}
        </Button>
      </Box>
      {rows.length > 0 && (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{labels[0]}</TableCell>
              <TableCell>{labels[1]}</TableCell>
              <TableCell width={48} />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, i) => (
              <TableRow key={i}>
                {keys.map((k) => (
                  <TableCell key={k} sx={{ py: 0.5 }}>
                    <TextField size="small" variant="standard" fullWidth value={row[k]} onChange={(e) => set(i, k, e.target.value)} slotProps={{ htmlInput: { 'aria-label': labels[keys.indexOf(k)], 'data-testid': `${testId}-${i}-${k}` } }} />
                  </TableCell>
                ))}
                <TableCell sx={{ py: 0.5 }}>
                  <IconButton size="small" aria-label={translate('app.bpm.common.remove')} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
