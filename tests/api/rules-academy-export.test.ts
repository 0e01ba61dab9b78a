import { exportColumnName, exportValue, isSecretColumn } from '../../api/src/rules/academy-export';
import { cellValue } from '../../api/src/rules/data-entry';
import { neutraliseText, restoreNeutralised } from '../../api/src/rules/spreadsheet-cells';

describe('the academy export\'s columns (issue 26)', () => {
  it('names a property as the spec does; money in taka under its name', () => {
    expect(exportColumnName('fatherMobile')).toBe('father_mobile');
    expect(exportColumnName('admitNo')).toBe('admit_no');
    expect(exportColumnName('salaryPaisa')).toBe('salary');
    expect(exportColumnName('boardingFeePaisa')).toBe('boarding_fee');
    expect(exportColumnName('book1')).toBe('book1');
    expect(exportColumnName('guardian2')).toBe('guardian2');
    expect(exportColumnName('code')).toBe('code');
  });

  it('writes values as cells', () => {
    expect(exportValue('salaryPaisa', 1500050)).toBe(15000.5);
    expect(exportValue('pricePaisa', '12050')).toBe(120.5);
    expect(exportValue('fees', [{ title: 'x', amount: 10 }])).toBe('[{"title":"x","amount":10}]');
    expect(exportValue('createdAt', new Date('2026-03-10T06:00:00Z'))).toBe('2026-03-10T06:00:00.000Z');
    expect(exportValue('photoUrl', null)).toBeNull();
    expect(exportValue('activation', true)).toBe(true);
    expect(exportValue('admitNo', 12)).toBe(12);
  });

  it('never exports passwords, hashes, tokens or device secrets', () => {
    for (const p of ['passwordHash', 'tokenVersion', 'secretCode', 'hash', 'otpHash', 'codeHash']) expect(isSecretColumn(p)).toBe(true);
    for (const p of ['name', 'fatherMobile', 'photoUrl', 'code', 'openKey']) expect(isSecretColumn(p)).toBe(false);
  });

  it('data entry reads an exported cell as it was stored: the neutralising quote comes off', () => {
    for (const text of ['=HYPERLINK("x")', '+cmd', '-x', '@SUM(1)', 'plain', "'quoted", '-5', '+8801711000000']) {
      expect(restoreNeutralised(neutraliseText(text))).toBe(text);
      expect(cellValue('text', neutraliseText(text))).toBe(text);
    }
    expect(restoreNeutralised("'-5")).toBe("'-5");
    expect(restoreNeutralised("'")).toBe("'");
  });
});
