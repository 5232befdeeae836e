// bpmn-js-token-simulation ships no type declarations (BPMN-NOTES §1.1).
declare module 'bpmn-js-token-simulation' {
  const TokenSimulationModule: Record<string, unknown>;
  export default TokenSimulationModule;
}
