import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DeputyChips, DeputyPickerDialog, type Deputy } from '../../components/deputyPicker/index.ts';

type Level = 'province' | 'city';
const LEVELS: readonly Level[] = ['province', 'city'];
/** The deputy levels of the dictionary renda_five_level the two buttons pick from. */
const LEVEL_VALUES: Record<Level, string> = { province: '2', city: '3' };

/**
 * 代表选择演示 (`/demos/home`, SPEC §2.5): the picker as a page uses it — a button for province deputies and one for
 * city deputies (the picker limited to that deputy level), each keeping and showing its own choice.
 */
export default function DemosPage() {
  const translate = useTranslate();
  const [chosen, setChosen] = useState<Record<Level, Deputy[]>>({ province: [], city: [] });
  const [picking, setPicking] = useState<Level | null>(null);
  return (
    <Box sx={{ p: 2.5, display: 'grid', gap: 2 }} data-testid="demos-page">
      {LEVELS.map((level) => (
        <Paper key={level} variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }} component="section" aria-labelledby={`demos-${level}`}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography id={`demos-${level}`} variant="subtitle1" component="h2">{translate(`app.deputy.demos.${level}Title`)}</Typography>
            <Button variant="contained" onClick={() => setPicking(level)} data-testid={`demos-pick-${level}`}>{translate(`app.deputy.demos.${level}`)}</Button>
            <Typography variant="body2" color="text.secondary" data-testid={`demos-${level}-count`}>
              {translate('app.deputy.demos.count', { count: chosen[level].length })}
            </Typography>
          </Box>
          <DeputyChips
            deputies={chosen[level]} emptyText={translate('app.deputy.picker.noneChosen')} testId={`demos-${level}-chosen`}
            onRemove={(id) => setChosen({ ...chosen, [level]: chosen[level].filter((d) => d.id !== id) })}
          />
        </Paper>
      ))}
      <DeputyPickerDialog
        open={picking !== null}
        value={picking ? chosen[picking] : []}
        deputyLevel={picking ? LEVEL_VALUES[picking] : undefined}
        onCancel={() => setPicking(null)}
        onConfirm={(deputies) => {
          if (picking) setChosen({ ...chosen, [picking]: deputies });
          setPicking(null);
        }}
      />
    </Box>
  );
}
