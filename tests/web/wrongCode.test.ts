import { createIntl } from 'react-intl';
import en from '../../web/src/i18n/en.json';
import bn from '../../web/src/i18n/bn.json';
import ar from '../../web/src/i18n/ar.json';
import { errorMessageId, formatError } from '@/lib/errors';

/** A GraphQL failure as Apollo Client 4 brands it (errors.ts reads the brand, not the class). */
const failure = (code: string, params: Record<string, unknown>) => ({
  [Symbol.for('apollo.error')]: 'CombinedGraphQLErrors',
  errors: [{ message: code, extensions: { code, params } }],
});

describe('a wrong approval code (issue 25)', () => {
  it('says the code is wrong and whose it needs where a code was typed; the key stays authorRequired elsewhere', () => {
    expect(errorMessageId(failure('authorRequired', { field: 'principalCode' })).id).toBe('error.wrongCode.principal');
    expect(errorMessageId(failure('authorRequired', { field: 'receipt.principalCode' })).id).toBe('error.wrongCode.principal');
    expect(errorMessageId(failure('authorRequired', { field: 'principalSign' })).id).toBe('error.wrongCode.principal');
    expect(errorMessageId(failure('authorRequired', { field: 'councilCode' })).id).toBe('error.wrongCode.councilMember');
    // Not a code: still "no permission".
    expect(errorMessageId(failure('authorRequired', {})).id).toBe('error.authorRequired');
    expect(errorMessageId(failure('authorRequired', { field: 'type' })).id).toBe('error.authorRequired');
  });

  it('reads in English, Bengali and Arabic', () => {
    for (const [locale, messages] of [['en', en], ['bn', bn], ['ar', ar]] as const) {
      const intl = createIntl({ locale, messages });
      const text = formatError(intl, errorMessageId(failure('authorRequired', { field: 'councilCode' })));
      expect(text).not.toBe(intl.formatMessage({ id: 'error.authorRequired' }));
      expect(text.length).toBeGreaterThan(10);
    }
    expect(formatError(createIntl({ locale: 'en', messages: en }), errorMessageId(failure('authorRequired', { field: 'principalCode' })))).toBe("That code is wrong: this needs the principal's code.");
  });
});
