/**
 * One undo step for an edit that needs several bpmn-js commands (a default flow clears the condition and marks the
 * source's default): the nested commands run in `preExecute` of one command, as bpmn-js-properties-panel does.
 */
export interface PanelCommand {
  cmd: string;
  context: Record<string, unknown>;
}

export const MULTI_COMMAND = 'panel.multi-command-executor';

interface CommandStackLike {
  execute(command: string, context: unknown): void;
  registerHandler(command: string, handler: unknown): void;
}

function MultiCommandHandler(this: { commandStack: CommandStackLike }, commandStack: CommandStackLike) {
  this.commandStack = commandStack;
}
MultiCommandHandler.$inject = ['commandStack'];
MultiCommandHandler.prototype.preExecute = function preExecute(this: { commandStack: CommandStackLike }, commands: PanelCommand[]) {
  for (const { cmd, context } of commands) this.commandStack.execute(cmd, context);
};
MultiCommandHandler.prototype.execute = () => [];
MultiCommandHandler.prototype.revert = () => [];

function registerMultiCommand(commandStack: CommandStackLike) {
  commandStack.registerHandler(MULTI_COMMAND, MultiCommandHandler);
}
registerMultiCommand.$inject = ['commandStack'];

export const multiCommandModule = { __init__: [registerMultiCommand] };
