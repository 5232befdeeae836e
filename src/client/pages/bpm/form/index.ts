export { ProcessForm, type ProcessFormProps } from './ProcessForm.tsx';
