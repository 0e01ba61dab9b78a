import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { createIntl } from 'react-intl';
import ar from '../../web/src/i18n/ar.json';
import bn from '../../web/src/i18n/bn.json';
import en from '../../web/src/i18n/en.json';
import { errorText, fieldLabelId, formatError, problemMessage } from '@/lib/errors';

const intl = (messages: Record<string, string>, locale: string) => createIntl({ locale, messages });

describe('requiredField: the missing field by its own label', () => {
  it('maps field names and paths to label ids', () => {
    expect(fieldLabelId('className')).toBe('result.className');
    expect(fieldLabelId('grades.0.grade')).toBe('result.grade');
    expect(fieldLabelId('guardianMobile')).toBe('student.guardianMobile');
    expect(fieldLabelId('noSuchField')).toBeNull();
    expect(fieldLabelId(undefined)).toBeNull();
    expect(fieldLabelId('constructor')).toBeNull();
  });

  it('every label the map names exists in en, bn and ar', async () => {
    const { FIELD_LABELS } = await import('@/lib/errors');
    for (const id of Object.values(FIELD_LABELS)) {
      for (const messages of [en, bn, ar] as Record<string, string>[]) expect(messages[id]).toBeTruthy();
    }
  });

  it('says which field in each language, and falls back to the general wording for an unknown one', () => {
    const message = problemMessage({ code: 'requiredField', field: 'examName' });
    expect(formatError(intl(en, 'en'), message)).toBe('Please fill in Exam');
    expect(formatError(intl(bn, 'bn-BD'), message)).toBe(`${bn['result.examName']} পূরণ করুন`);
    expect(formatError(intl(ar, 'ar-EG'), message)).toContain(ar['result.examName']);
    expect(formatError(intl(en, 'en'), problemMessage({ code: 'requiredField', field: 'mystery' }))).toBe(en['error.requiredFieldUnnamed']);
    expect(formatError(intl(en, 'en'), problemMessage({ code: 'invalidValue' }))).toBe(en['error.invalidValue']);
    for (const messages of [en, bn, ar] as Record<string, string>[]) expect(messages['error.requiredField']).not.toMatch(/5|৫|٥/);
  });

  it('a form\'s own labels name its fields before the shared map', () => {
    const message = problemMessage({ code: 'requiredField', field: 'leaveStart' });
    expect(formatError(intl(en, 'en'), message)).toBe(en['error.requiredFieldUnnamed']);
    expect(formatError(intl(en, 'en'), message, { leaveStart: 'leaves.start' })).toBe(`Please fill in ${en['leaves.start']}`);
    expect(fieldLabelId('className', { className: 'leaves.class' })).toBe('leaves.class');
  });

  it('translates a server error naming a field', () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'requiredField', extensions: { code: 'requiredField', params: { field: 'hallName' } } }] });
    expect(errorText(intl(en, 'en'), error)).toBe('Please fill in Hall name');
  });
});
