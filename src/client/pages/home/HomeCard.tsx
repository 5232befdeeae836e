import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import type { LoaderState } from './useLoader.ts';

interface HomeCardProps<T> {
  testId: string;
  title: string;
  icon: ReactNode;
  state: LoaderState<T>;
  children(data: T): ReactNode;
}

/** A home card: its own loading skeleton, its own error, then its data. `data-state` helps tests. */
export function HomeCard<T>({ testId, title, icon, state, children }: HomeCardProps<T>) {
  const phase = state.loading ? 'loading' : state.error ? 'error' : 'ready';
  return (
    <Card variant="outlined" data-testid={testId} data-state={phase} aria-busy={state.loading} sx={{ height: '100%', minWidth: 0 }}>
      <CardHeader avatar={icon} title={title} slotProps={{ title: { variant: 'subtitle1', fontWeight: 600 } }} sx={{ pb: 0 }} />
      <CardContent>
        {state.loading && !state.data ? (
          <>
            <Skeleton width="70%" />
            <Skeleton width="50%" />
            <Skeleton width="60%" />
          </>
        ) : state.error ? (
          <Alert severity="error">{state.error}</Alert>
        ) : (
          state.data !== undefined && children(state.data)
        )}
      </CardContent>
    </Card>
  );
}
