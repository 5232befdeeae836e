export { CommitField } from './CommitField.tsx';
export { PanelSelect, PanelSwitch, FormInput } from './inputs.tsx';
export { useConfirm } from './useConfirm.tsx';
export { PairTable } from './PairTable.tsx';
export { IndexHeadCell } from './IndexHeadCell.tsx';
