/**
 * The view paths of business forms whose tasks are decided on that page, not with the generic 通过 / 不通过 (the
 * server refuses those for them: a proposal's gateways need its own variables). Their features register them.
 */
const handledOnView = new Set<string>();

export function registerTaskHandlingView(path: string): void {
  handledOnView.add(path);
}

export const tasksHandledOnView = (path: string | null | undefined): boolean => Boolean(path && handledOnView.has(path));
