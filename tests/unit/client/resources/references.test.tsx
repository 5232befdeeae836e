// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasOperation, type ManifestResource } from '../../../../src/client/api/index.ts';
import { formSchema } from '../../../../src/client/resources/form/formSchema.ts';
import { CellValue } from '../../../../src/client/resources/list/CellValue.tsx';
import { showFields } from '../../../../src/client/resources/show/SchemaShow.tsx';
import { manifestResource, renderWithAdmin } from './support.tsx';

let question: ManifestResource;
let answer: ManifestResource;

beforeAll(async () => {
  [question, answer] = await Promise.all(['question', 'answer'].map(manifestResource));
});

/** Issue 13 point 3: `@reference` and `@labels`, declared once in the schema, drive the list, details and form. */
describe('references and labelled values on the screens', () => {
  it('shows a referenced row by its name, and the id while the row has none', () => {
    const property = question.jsonSchema.properties.surveyId;
    const named = renderWithAdmin(<CellValue property={property} value={7} row={{ surveyId: 7, surveyName: '代表联络情况调查' }} />);
    expect(named.container.textContent).toBe('代表联络情况调查');
    named.unmount();
    const gone = renderWithAdmin(<CellValue property={property} value={7} row={{ surveyId: 7, surveyName: null }} />);
    expect(gone.container.textContent).toBe('7');
  });

  it('shows labelled values by their labels, and an unlabelled value as it is', () => {
    renderWithAdmin(
      <>
        <CellValue property={question.jsonSchema.properties.showOrHide} value="1" />
        <CellValue property={question.jsonSchema.properties.validateRule} value="notEmpty" />
        <CellValue property={question.jsonSchema.properties.validateRule} value="maxLength:20" />
      </>,
    );
    expect(screen.getByText('是')).toBeTruthy();
    expect(screen.getByText('必答')).toBeTruthy();
    expect(screen.getByText('maxLength:20')).toBeTruthy();
  });

  it('chooses a reference by name and labelled values by label in the form', () => {
    const create = formSchema(question, 'create');
    expect(create.uiSchema.surveyId).toMatchObject({ 'ui:widget': 'resourceSelect', 'ui:options': { resource: 'survey' } });
    expect(create.uiSchema.showOrHide).toMatchObject({ 'ui:enumNames': ['否', '是'] });
    expect(create.uiSchema.notEdit).toMatchObject({ 'ui:enumNames': ['否', '是'] });
  });

  it('keeps a reference\'s derived name out of the form and the details (the id shows it)', () => {
    const withName: ManifestResource = {
      ...question,
      jsonSchema: { ...question.jsonSchema, properties: { ...question.jsonSchema.properties, surveyName: { type: 'string', title: '所属问卷', readOnly: true, virtual: true } } },
    };
    expect(formSchema(withName, 'edit').fields).not.toContain('surveyName');
    expect(showFields(withName)).not.toContain('surveyName');
    expect(showFields(withName)).toContain('surveyId');
  });

  it('offers no create or edit of answers (the fill-in page makes them) but keeps details and delete', () => {
    expect(hasOperation(answer, 'create')).toBe(false);
    expect(hasOperation(answer, 'update')).toBe(false);
    expect(hasOperation(answer, 'get')).toBe(true);
    expect(hasOperation(answer, 'delete')).toBe(true);
  });
});
