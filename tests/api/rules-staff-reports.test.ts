import {
  STAFF_REPORT_ROWS, STAFF_REPORT_TYPES, isStaffReportType, keptRows, staffReportProblem, tenRows, type StaffReportFields,
} from '../../api/src/rules/staff-reports';

/** Worked examples of the staff report rules (spec doc 1 §3 "Staff report", §9 "Ten rows each for … staff reports"). */
const row = (subject: string, studentReport = '', officeReport = '') => ({ subject, studentReport, officeReport });
const report = (over: Partial<StaffReportFields>): StaffReportFields => ({
  staffId: 'T-07', reportType: 'monthly', date: '2026-03-31', rows: [row('Attendance', 'Good', 'Noted')], ...over,
});

describe('report types', () => {
  it('five kinds of report, by their stable keys', () => {
    expect(STAFF_REPORT_TYPES).toEqual(['monthly', 'quarterly', 'halfYearly', 'yearly', 'special']);
    for (const t of STAFF_REPORT_TYPES) expect(isStaffReportType(t)).toBe(true);
    for (const t of ['Monthly', 'weekly', '', undefined, null, 3]) expect(isStaffReportType(t)).toBe(false);
  });
});

describe('the triples', () => {
  it('kept as saved: trimmed, empty ones dropped, in their order', () => {
    expect(keptRows([
      row('  Homework ', ' late twice ', ''), row('', '', ''), row('   ', ' ', '  '), { subject: 'Dress' }, {}, row('', 'only a report'), row('', '', 'only the office'),
    ])).toEqual([
      row('Homework', 'late twice', ''), row('Dress'), row('', 'only a report'), row('', '', 'only the office'),
    ]);
    expect(keptRows([])).toEqual([]);
  });

  it('always ten on the form and the sheet: the saved ones, then blank ones', () => {
    expect(STAFF_REPORT_ROWS).toBe(10);
    const ten = tenRows([row('Homework', 'late twice', 'warned')]);
    expect(ten).toHaveLength(10);
    expect(ten[0]).toEqual(row('Homework', 'late twice', 'warned'));
    expect(ten.slice(1)).toEqual(Array.from({ length: 9 }, () => row('')));
    expect(tenRows([])).toEqual(Array.from({ length: 10 }, () => row('')));
    const twelve = Array.from({ length: 12 }, (_, i) => row(`S${i + 1}`));
    expect(tenRows(twelve)).toEqual(twelve);
  });
});

describe('the first problem of a report', () => {
  it('a complete report has none', () => {
    expect(staffReportProblem(report({}))).toBeNull();
    expect(staffReportProblem(report({ rows: Array.from({ length: 10 }, (_, i) => row(`S${i}`)) }))).toBeNull();
    expect(staffReportProblem(report({ rows: [row('Attendance'), row('', '', '')] }))).toBeNull();
  });

  it('staff id, report type and date are required, in that order', () => {
    expect(staffReportProblem(report({ staffId: '  ', reportType: '', date: '' }))).toEqual({ code: 'requiredField', field: 'staffId' });
    expect(staffReportProblem(report({ reportType: ' ', date: '' }))).toEqual({ code: 'requiredField', field: 'reportType' });
    expect(staffReportProblem(report({ date: ' ' }))).toEqual({ code: 'requiredField', field: 'date' });
  });

  it('an unknown type or a date that is not a real day is invalid', () => {
    expect(staffReportProblem(report({ reportType: 'weekly', date: '' }))).toEqual({ code: 'invalidValue', field: 'reportType' });
    expect(staffReportProblem(report({ date: '2026-02-30' }))).toEqual({ code: 'invalidValue', field: 'date' });
    expect(staffReportProblem(report({ date: '31/03/2026' }))).toEqual({ code: 'invalidValue', field: 'date' });
  });

  it('at most ten triples', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => row(`S${i}`));
    expect(staffReportProblem(report({ rows: eleven }))).toEqual({ code: 'invalidValue', field: 'rows' });
  });

  it('a report with no subject names that triple\'s subject', () => {
    expect(staffReportProblem(report({ rows: [row('Attendance'), row('', '', 'seen')] }))).toEqual({ code: 'requiredField', field: 'rows.1.subject' });
    expect(staffReportProblem(report({ rows: [row(' ', 'absent twice')] }))).toEqual({ code: 'requiredField', field: 'rows.0.subject' });
  });

  it('at least one triple', () => {
    expect(staffReportProblem(report({ rows: [] }))).toEqual({ code: 'requiredField', field: 'rows' });
    expect(staffReportProblem(report({ rows: [row(' ', ' ', ' ')] }))).toEqual({ code: 'requiredField', field: 'rows' });
  });
});
