import { createContext, useContext } from 'react';
import type { BpmnServices } from './rules/index.ts';

export interface PanelContextValue {
  services: BpmnServices;
  /** The selected element, or the root (process) when nothing is selected. */
  element: any;
  /** Bumped on every command-stack change: sections re-read the diagram. */
  version: number;
  /** The model key the process id is bound to; the key input is disabled when set. */
  lockedKey: string | null;
  confirm(message: string): Promise<boolean>;
}

export const PanelContext = createContext<PanelContextValue | null>(null);

export function usePanel(): PanelContextValue {
  const value = useContext(PanelContext);
  if (!value) throw new Error('usePanel outside <PropertiesPanel>');
  return value;
}
