import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { DictTag, getDictLabel } from '../../../dict/index.ts';
import { seededText } from '../../../i18n/seeded.ts';
import type { RecordWording } from './businessViews.ts';

type Translate = (key: string) => string;

/** A business outcome (立案, 退回修改, 已答复, 满意 …) as a tag: the business's word, or its dictionary's label. */
export function RecordOutcome({ outcome }: { outcome: NonNullable<RecordWording['outcome']> }) {
  const translate = useTranslate();
  if ('text' in outcome) return <Chip size="small" variant="outlined" color={outcome.tone} label={translate(outcome.text)} data-testid="record-outcome" />;
  return <span data-i18n="data" data-testid="record-outcome"><DictTag type={outcome.dictType} value={outcome.value} /></span>;
}

/** The same outcome as plain text (the diagram's hover card is built outside React). */
export function outcomeText(outcome: NonNullable<RecordWording['outcome']>, translate: Translate): string {
  return 'text' in outcome ? translate(outcome.text) : seededText(translate, getDictLabel(outcome.dictType, outcome.value));
}
