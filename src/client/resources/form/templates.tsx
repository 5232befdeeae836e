import FormHelperText from '@mui/material/FormHelperText';
import type { FieldErrorProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';

/** A field's messages as one compact line under it (rjsf-mui draws a padded list), e.g. 参数名称不能为空. */
function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  if (errors.length === 0) return null;
  const id = errorId(fieldPathId);
  return (
    <FormHelperText component="div" id={id} error data-testid="field-error" sx={{ mx: 0, mt: 0.25, lineHeight: 1.4 }}>
      {errors.map((e, i) => (
        <span key={i}>
          {i > 0 && '；'}
          {e}
        </span>
      ))}
    </FormHelperText>
  );
}

export const templates = { FieldErrorTemplate };

/** Tighter rows than rjsf-mui's grid (16px spacing plus 10px margins) inside a dialog. */
export const formSx = {
  '& .MuiGrid-container': { '--Grid-rowSpacing': '18px', mt: 0 },
  '& .MuiGrid-container > .MuiGrid-root': { mb: 0 },
} as const;
