import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { CountView, emptyTextId, ReportView, type Count, type Report } from '@/features/accounts/counts/CountViews';
import ar from '@/i18n/ar.json';
import bn from '@/i18n/bn.json';
import en from '@/i18n/en.json';

const msg = en as Record<string, string>;
jest.setTimeout(60000);

const count = (kind: 'income' | 'expense', period: 'monthly' | 'yearly'): Count => ({
  department: 'accounts', type: `${period[0]}g${kind[0]}`, fund: 'generalFund', period, kind, date: period === 'monthly' ? '2026-10' : '2025',
  saved: false, savedAt: null, incomeRows: [], expenseRows: [], heads: [], total: 0,
});
const report = (period: 'monthly' | 'yearly'): Report => ({
  department: 'accounts', type: `${period[0]}gr`, fund: 'generalFund', period, date: period === 'monthly' ? '2026-10' : '2025',
  saved: false, savedAt: null, preBalance: 0, income: 0, expense: 0, balance: 0, incomeHeads: [], expenseHeads: [],
});
const shown = (node: React.ReactNode) => render(<IntlProvider locale="en" messages={msg}>{node}</IntlProvider>);

describe('the counts\' five empty states (spec doc 2 §2; issue 24 item 12)', () => {
  it('the ids by kind and period', () => {
    expect(emptyTextId('income', 'monthly')).toBe('counts.monthlyTextIncome');
    expect(emptyTextId('expense', 'monthly')).toBe('counts.monthlyTextExpense');
    expect(emptyTextId('income', 'yearly')).toBe('counts.yearlyText');
    expect(emptyTextId('expense', 'yearly')).toBe('counts.yearlyText');
    expect(emptyTextId('report', 'monthly')).toBe('counts.monthlyReportText');
    expect(emptyTextId('report', 'yearly')).toBe('counts.yearlyReportText');
  });

  it('every one is worded in en, bn and ar, and no two are the same', () => {
    const ids = ['counts.monthlyTextIncome', 'counts.monthlyTextExpense', 'counts.yearlyText', 'counts.monthlyReportText', 'counts.yearlyReportText'];
    for (const catalog of [en, bn, ar] as Record<string, string>[]) {
      ids.forEach((id) => expect(catalog[id]).toMatch(/\S/));
      expect(new Set(ids.map((id) => catalog[id])).size).toBe(5);
    }
  });

  it('a monthly income count without receipts says monthlyTextIncome (rows and heads)', () => {
    shown(<CountView count={count('income', 'monthly')} />);
    expect(screen.getAllByText(msg['counts.monthlyTextIncome'])).toHaveLength(2);
    expect(screen.queryByText(msg['counts.monthlyTextExpense'])).toBeNull();
  });

  it('a monthly expense count without vouchers says monthlyTextExpense', () => {
    shown(<CountView count={count('expense', 'monthly')} />);
    expect(screen.getAllByText(msg['counts.monthlyTextExpense'])).toHaveLength(2);
    expect(screen.queryByText(msg['counts.monthlyTextIncome'])).toBeNull();
  });

  it('a yearly count, income or expense, says yearlyText', () => {
    shown(<CountView count={count('income', 'yearly')} />);
    expect(screen.getAllByText(msg['counts.yearlyText'])).toHaveLength(2);
    shown(<CountView count={count('expense', 'yearly')} />);
    expect(screen.getAllByText(msg['counts.yearlyText'])).toHaveLength(4);
  });

  it('an empty monthly report says monthlyReportText, a yearly one yearlyReportText', () => {
    shown(<ReportView report={report('monthly')} />);
    expect(screen.getAllByText(msg['counts.monthlyReportText'])).toHaveLength(2);
    expect(screen.queryByText(msg['counts.yearlyReportText'])).toBeNull();
    shown(<ReportView report={report('yearly')} />);
    expect(screen.getAllByText(msg['counts.yearlyReportText'])).toHaveLength(2);
  });

  it('a count with rows shows them, not the empty state', () => {
    const c = { ...count('income', 'monthly'), incomeRows: [{ bookNo: 1, receiptNoFrom: 3, receiptNoTill: 3, name: 'Karim', regarding: 'Fees', amount: 50, date: '2026-10-02' }], heads: [{ regarding: 'Fees', amount: 50 }], total: 50 };
    shown(<CountView count={c} />);
    expect(screen.getByText('Karim')).toBeInTheDocument();
    expect(screen.queryByText(msg['counts.monthlyTextIncome'])).toBeNull();
  });
});
