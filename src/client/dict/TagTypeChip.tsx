import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { isTagType, TAG_COLOURS, type TagType } from './tagTypes.ts';

/** A tag type shown as what it looks like: its label in a chip of its colour (the sample a colour choice needs). */
export function TagTypeChip({ type }: { type: TagType }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={TAG_COLOURS[type]} label={translate(`app.generated.tagType.${type}`)} data-testid={`tag-type-${type}`} />;
}

/** A stored colorType in a list or a detail: the sample when it is a tag type, the raw text otherwise. */
export function TagTypeValue({ value }: { value: unknown }) {
  return isTagType(value) ? <TagTypeChip type={value} /> : <>{String(value)}</>;
}
