/** Worked examples the mutation report of academy-export.ts found missing (issue 28): names that only contain Paisa, acronyms, undefined, lists of paisa and big integers. */
import { exportColumnName, exportValue } from '../../api/src/rules/academy-export';

describe('column names', () => {
  it('only a name that ends in Paisa is money', () => {
    expect(exportColumnName('salaryPaisaNote')).toBe('salary_paisa_note');
    expect(exportValue('salaryPaisaNote', 500)).toBe(500);
  });
  it('an acronym is one word before the next', () => {
    expect(exportColumnName('nidPDFFile')).toBe('nid_pdf_file');
    expect(exportColumnName('XMLHttp')).toBe('xml_http');
  });
});

describe('cell values', () => {
  it('undefined is an empty cell, like null', () => {
    expect(exportValue('name', undefined)).toBeNull();
  });
  it('a paisa property holding a list is JSON, not money', () => {
    expect(exportValue('feesPaisa', [100, 200])).toBe('[100,200]');
  });
  it('a big integer is a number', () => {
    expect(exportValue('id', 12n)).toBe(12);
  });
});
