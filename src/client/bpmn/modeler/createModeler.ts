import Modeler from 'bpmn-js/lib/Modeler';
import TokenSimulationModule from 'bpmn-js-token-simulation';
import { moddleExtensionsFor, type EnginePrefix } from '../../../shared/bpmn/index.ts';
import { localizeSimulationModule, paletteTitlesModule, translateModule } from '../translate/index.ts';
import { copyPaletteModule } from './copyPalette.ts';
import { ctrlSelectModule } from './ctrlSelect.ts';
import { multiCommandModule } from './multiCommand.ts';

export interface CreateModelerOptions {
  container: HTMLElement;
  prefix: EnginePrefix;
  /** Token simulation (SPEC §2.6: optional); on by default. */
  simulation?: boolean;
}

/**
 * The designer's bpmn-js Modeler: palette (with tooltips, and 抄送节点: copyPalette.ts) and context pad in Chinese,
 * exactly one engine descriptor, token simulation (its own texts in Chinese too), and the multi-command handler the
 * properties panel uses for one-step edits.
 */
export function createModeler({ container, prefix, simulation = true }: CreateModelerOptions): Modeler {
  return new Modeler({
    container,
    additionalModules: [translateModule, paletteTitlesModule, multiCommandModule, ctrlSelectModule, copyPaletteModule, ...(simulation ? [TokenSimulationModule, localizeSimulationModule] : [])],
    moddleExtensions: moddleExtensionsFor(prefix),
    copyNode: { prefix },
  } as ConstructorParameters<typeof Modeler>[0]);
}

/** A bare bpmn-js Modeler (no extensions): the benchmark's baseline. */
export function createBareModeler(container: HTMLElement): Modeler {
  return new Modeler({ container });
}
