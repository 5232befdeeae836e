import Button, { type ButtonProps } from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useHasPermi } from '../../../auth/index.ts';

/**
 * The way out of a standalone survey page (they open full screen, from a link, on a phone too): respondents go back
 * to their survey list, everyone else home.
 */
export function SurveyBackButton(props: Omit<ButtonProps<typeof Link>, 'component' | 'to'>) {
  const translate = useTranslate();
  const canList = useHasPermi(['renda:my-survey:query']);
  return (
    <Button component={Link} to={canList ? '/renda/my-survey' : '/index'} data-testid="survey-back" {...props}>
      {translate(canList ? 'app.survey.backToList' : 'app.survey.backHome')}
    </Button>
  );
}
