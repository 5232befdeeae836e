import Button from '@mui/material/Button';
import { Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ManifestResource } from '../../api/index.ts';
import { useToolbarActions, type ToolbarAction } from '../extensions.ts';

interface Props {
  resource: ManifestResource;
  /** Reloads the list (an import's rows should show while its report is still open). */
  onRefresh(): void;
}

/** The registered extra buttons of a list toolbar (registerListToolbarAction), each opening its dialog. */
export function ExtraToolbarActions({ resource, onRefresh }: Props) {
  const translate = useTranslate();
  const actions = useToolbarActions(resource.name);
  const [open, setOpen] = useState<ToolbarAction | null>(null);
  const Dialog = open?.dialog;
  return (
    <>
      {actions.map((a) => (
        <Button
          key={a.key}
          variant="outlined"
          color={a.color ?? 'primary'}
          size="small"
          startIcon={a.icon}
          onClick={() => (a.dialog ? setOpen(a) : a.onClick?.(resource))}
          data-testid={`toolbar-${a.key}`}
        >
          {translate(a.label, { _: a.label })}
        </Button>
      ))}
      {Dialog && (
        <Suspense fallback={null}>
          <Dialog resource={resource} onClose={() => setOpen(null)} onRefresh={onRefresh} />
        </Suspense>
      )}
    </>
  );
}
