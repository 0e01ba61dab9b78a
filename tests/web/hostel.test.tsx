import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { THIRD_TERM_HEADINGS } from '@rules/hostel-reports';
import en from '../../web/src/i18n/en.json';
import bn from '../../web/src/i18n/bn.json';
import ar from '../../web/src/i18n/ar.json';
import { canSave, emptyHostelReport, lookupOf, normalizeHostelReport, scoreGap, scoresForType, toHostelReportInput } from '@/features/hostel/hostelReportForm';
import { HostelReportSheet } from '@/print/hostel/HostelReportSheet';

describe('hostel report form and sheet', () => {
  it('switching to the third term brings its headings (numbers stay); leaving it blanks them; the input drops unscored columns', () => {
    const start = emptyHostelReport('2026-03-01');
    start.scores[0] = { heading: 'Salah', number: 90 };
    const third = scoresForType('monthly', 'ThirdTermExam', start.scores);
    expect(third.map((s) => s.heading)).toEqual([...THIRD_TERM_HEADINGS]);
    expect(third[0].number).toBe(90);
    expect(scoresForType('ThirdTermExam', 'monthly', third)[0]).toEqual({ heading: '', number: 90 });
    expect(scoreGap('monthly', { heading: '', number: 5 })).toBe('heading');
    expect(scoreGap('monthly', { heading: 'Salah', number: null })).toBe('number');
    expect(scoreGap('ThirdTermExam', { heading: 'study', number: null })).toBeNull();
    const values = normalizeHostelReport({ ...start, admitNo: ' 7 ', reportType: 'ThirdTermExam', scores: third, comment: ' ok ' });
    expect(toHostelReportInput(values, 3)).toEqual({
      id: 3, admitNo: 7, reportType: 'ThirdTermExam', date: '2026-03-01', reportStage: 'general', scores: [{ heading: 'prayer', number: 90 }], comment: 'ok',
    });
    expect(canSave(lookupOf(null), '7')).toBe(false);
    expect(canSave({ state: 'found', person: { admitNo: 7, name: 'A', department: '', className: '', reportStage: 'general' } }, ' 7')).toBe(true);
  });

  it.each([['en', en, 'Prayer (salah)'], ['bn', bn, 'নামাজ'], ['ar', ar, 'الصلاة']] as const)('the %s sheet prints ten rows, the third-term headings, total and average', (locale, messages, prayer) => {
    render(
      <IntlProvider locale={locale} messages={messages}>
        <HostelReportSheet reports={[{
          id: 1, admitNo: 5, studentName: 'Abdullah', department: 'Hifz', className: 'Hifz 1', reportType: 'ThirdTermExam', date: '2026-11-20',
          reportStage: 'difficult', scores: [{ heading: 'prayer', number: 80 }, { heading: 'study', number: 70 }], comment: 'Watch closely',
        }]} />
      </IntlProvider>,
    );
    expect(screen.getAllByTestId('hostel-sheet-row')).toHaveLength(10);
    expect(screen.getByText(prayer)).toBeTruthy();
    expect(screen.getByTestId('hostel-sheet-stage').textContent).toBe((messages as Record<string, string>)['hostelReports.stage.difficult']);
    expect(screen.getByText('Watch closely')).toBeTruthy();
  });
});
