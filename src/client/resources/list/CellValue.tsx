import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { labelOf } from '../../../shared/manifest/references.ts';
import type { PropertySchema } from '../../../shared/manifest/types.ts';
import { formatDate } from '../../api/index.ts';
import { DictTag, dictStore, getDictData, TagTypeValue } from '../../dict/index.ts';
import { fileSizeText, useStore } from '../../lib/index.ts';
import { fieldKind, fillPath, stripHtml, textLines } from '../fields.ts';

interface CellValueProps {
  property: PropertySchema;
  value: unknown;
  /** Row of the value, for link templates and a reference's name. */
  row?: Record<string, unknown>;
  /** `ui:listLink` template such as `/dict/type/data/{id}`. */
  link?: string;
  /** Long texts are cut to one line in tables (the full text in a tooltip); the show view wants them whole. */
  wrap?: boolean;
}

/** A dictionary value as its tag, or the raw value when the dictionary does not know it. */
function DictValue({ type, value }: { type: string; value: unknown }) {
  const known = useStore(dictStore, (s) => !!getDictData(type, value, s));
  return known ? <DictTag type={type} value={value} /> : <>{String(value)}</>;
}

const oneLineSx = { textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
const twoLinesSx = { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2, overflowWrap: 'anywhere' } as const;

/** A cell cut by its column's width shows the whole text as its tooltip when hovered (and only then). */
export const showWholeIfCut =
  (text: string) =>
  ({ currentTarget: el }: MouseEvent<HTMLElement>): void => {
    el.title = el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight ? text : '';
  };

/**
 * One value as the list and the show view display it: dictionary tags, formatted dates, 是/否, the label of a
 * labelled value, the name of a referenced row (its id while the row has none: a row that went away).
 */
export function CellValue({ property, value, row, link, wrap = false }: CellValueProps) {
  const translate = useTranslate();
  if (value === undefined || value === null || value === '') return null;
  const kind = fieldKind(property);
  if (kind === 'dict' && property.dict) return <DictValue type={property.dict} value={value} />;
  if (property.widget === 'tagType') return <TagTypeValue value={value} />;
  if (property.widget === 'fileSize' && typeof value === 'number') return <>{fileSizeText(value)}</>;
  let text: string;
  switch (kind) {
    case 'timestamp':
      text = formatDate(value as number);
      break;
    case 'boolean':
      text = translate(value ? 'app.generated.yes' : 'app.generated.no');
      break;
    case 'richtext':
      text = stripHtml(String(value));
      break;
    case 'array':
    case 'object':
      text = Array.isArray(value) && value.every((v) => typeof v !== 'object') ? value.join('，') : JSON.stringify(value);
      break;
    default: {
      const name = property.reference && row ? row[property.reference.as] : undefined;
      text = String(name !== undefined && name !== null && name !== '' ? name : labelOf(property, value));
    }
  }
  const href = link && row ? fillPath(link, row) : null;
  if (href) {
    return (
      <Box component={Link} to={href} sx={{ color: 'primary.main', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}>
        {text}
      </Box>
    );
  }
  if (wrap) return <Box component="span" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{text}</Box>;
  const cut = textLines(property) === 2 ? twoLinesSx : oneLineSx;
  return (
    <Box component="span" onMouseEnter={showWholeIfCut(text)} sx={{ display: 'block', maxWidth: '100%', overflow: 'hidden', mx: 'auto', ...cut }}>
      {text}
    </Box>
  );
}
