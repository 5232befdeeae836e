import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import type { MenuPageProps } from '../../../routes/types.ts';
import { ProcessViewer } from './ProcessViewer.tsx';
import { RECORDED_XML, REJECTED, RUNNING } from './recordedInstance.ts';

const INSTANCES = { running: RUNNING, rejected: REJECTED };

/**
 * The viewer on recorded instances (menu key `bpm/viewer/demo`, no seeded menu): how the process-instance detail
 * page of the workflow issue will show a diagram, and what the browser test checks.
 */
export default function ViewerDemoPage(_props: MenuPageProps) {
  const [which, setWhich] = useState<keyof typeof INSTANCES>('running');
  const data = INSTANCES[which];
  return (
    <Box sx={{ p: 2 }} data-testid="viewer-demo">
      <Tabs value={which} onChange={(_, v) => setWhich(v)} sx={{ mb: 2 }}>
        <Tab value="running" label="审批中" data-testid="viewer-demo-running" />
        <Tab value="rejected" label="不通过" data-testid="viewer-demo-rejected" />
      </Tabs>
      <ProcessViewer xml={RECORDED_XML} activities={data.activities} tasks={data.tasks} processInstance={data.processInstance} />
    </Box>
  );
}
