import Button from '@mui/material/Button';
import { Suspense, useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ManifestResource } from '../../api/index.ts';
import type { RowAction } from '../extensions.ts';

interface Props {
  resource: ManifestResource;
  row: RaRecord;
  /** The actions this user may use (useRowActions). */
  actions: readonly RowAction[];
  onDone(): void;
}

export const rowButtonSx = { minWidth: 0, px: 0.5, '& .MuiButton-startIcon': { mr: 0.25 } } as const;

/** The registered extra actions of one row, each opening its dialog (or running its onClick). */
export function ExtraRowActions({ resource, row, actions, onDone }: Props) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [open, setOpen] = useState<RowAction | null>(null);
  const Dialog = open?.dialog;
  return (
    <>
      {actions
        .filter((a) => !a.visible || a.visible(row))
        .map((a) => (
          <Button
            key={a.key}
            size="small"
            variant="text"
            color={a.color}
            startIcon={a.icon}
            onClick={() => (a.dialog ? setOpen(a) : a.to ? navigate(a.to(row)) : a.onClick?.(row, resource))}
            data-testid={`row-${a.key}`}
            sx={rowButtonSx}
          >
            {translate(a.label, { _: a.label })}
          </Button>
        ))}
      {Dialog && (
        <Suspense fallback={null}>
          <Dialog
            resource={resource}
            row={row}
            onClose={() => setOpen(null)}
            onDone={() => {
              setOpen(null);
              onDone();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
