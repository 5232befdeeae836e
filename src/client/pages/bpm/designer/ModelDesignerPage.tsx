import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { notifier } from '../../../api/index.ts';
import { PageLoading } from '../../../components/index.ts';
import type { MenuPageProps } from '../../../routes/types.ts';
import { DEFAULT_PREFIX, detectPrefix, isEnginePrefix, type EnginePrefix } from '../../../../shared/bpmn/index.ts';
import { modelApi, type BpmModel } from '../model/modelApi.ts';
import { ProcessDesigner } from './ProcessDesigner.tsx';

/** /bpm/manager/model/design?modelId=: the designer on a model's draft, saved back to the model. */
export default function ModelDesignerPage(_props: MenuPageProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const modelId = Number(search.get('modelId')) || null;
  const [model, setModel] = useState<BpmModel | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(modelId ? 'loading' : 'ready');

  useEffect(() => {
    if (!modelId) return;
    let live = true;
    modelApi.get(modelId).then((m) => live && (setModel(m), setState('ready'))).catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, [modelId]);

  if (state === 'loading') return <PageLoading />;
  if (state === 'failed') return <Alert severity="error" sx={{ m: 2 }}>{translate('app.bpm.designer.loadFailed')}</Alert>;
  const stored = model?.enginePrefix;
  const prefix: EnginePrefix = (model?.bpmnXml && detectPrefix(model.bpmnXml)) || (isEnginePrefix(stored) ? stored : DEFAULT_PREFIX);

  const save = async (xml: string, used: EnginePrefix) => {
    if (!model) return notifier.toast('warning', translate('app.bpm.designer.noModel'));
    try {
      await modelApi.saveBpmn(model.id, xml, used);
      notifier.toast('success', translate('app.bpm.designer.saved'));
    } catch {
      notifier.toast('error', translate('app.bpm.designer.saveFailed'));
    }
  };

  return (
    <Box sx={{ p: 2, height: 'calc(100vh - 110px)', display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="model-designer-page">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Button size="small" startIcon={<ArrowBackIcon />} onClick={() => navigate('/bpm/manager/model')}>{translate('app.bpm.designer.back')}</Button>
        <Typography variant="h6" data-testid="model-designer-title">{model ? `${model.name}（${model.key}）` : translate('app.bpm.designer.title')}</Typography>
      </Box>
      {!model && <Alert severity="info">{translate('app.bpm.designer.noModel')}</Alert>}
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ProcessDesigner
          key={model?.id ?? 'new'}
          xml={model?.bpmnXml}
          prefix={prefix}
          processId={model?.key}
          processName={model?.name}
          lockedKey={model?.key ?? null}
          canSave={Boolean(model)}
          onSave={save}
        />
      </Box>
    </Box>
  );
}
