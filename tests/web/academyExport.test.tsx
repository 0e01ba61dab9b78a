import { screen, waitFor, within } from '@testing-library/react';
import en from '@/i18n/en.json';
import { meFixture, renderAt, type Result } from './support/app';

/** The academy's data to take away (issue 26): the superUser's card in Settings and the controller's row button. */
const msg = en as Record<string, string>;
jest.setTimeout(60000);

const settings = {
  __typename: 'Settings', admissionSms: false, onlineAdmission: true, result: false, notice: false, receiptSms: false, officiants: false,
  draftMessages: [], admissionSmsText: '', receiptSmsText: '', absenceSms: false, feeDueSms: false, resultSms: false,
  absenceSmsText: '', feeDueSmsText: '', resultSmsText: '', conductHeadings: [], evaluationQuestions: [], weeklyHoliday: 5,
};

function academyApp(type: string) {
  const me = meFixture('active', type, { menuGroups: ['dashboard', 'settings'] });
  return renderAt('/settings', (op): Result => {
    if (op === 'Me') return { data: { me } };
    if (op === 'Settings') return { data: { settings } };
    return { data: {} };
  }, 'en');
}

describe('export downloads', () => {
  it('the superUser downloads the academy\'s .zip or workbook from Settings', async () => {
    academyApp('superUser');
    const card = (await screen.findByText(msg['settings.exportTitle'])).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText(msg['settings.exportAll']).closest('a')).toHaveAttribute('href', '/api/adminis/academy_export/100001');
    expect(within(card).getByText(msg['settings.exportWorkbook']).closest('a')).toHaveAttribute('href', '/api/adminis/academy_export/100001?workbook=1');
  });

  it('another type of user sees no export', async () => {
    academyApp('principal');
    await screen.findByText(msg['settings.flagsTitle']);
    expect(screen.queryByText(msg['settings.exportTitle'])).toBeNull();
  });

  const academy = {
    __typename: 'ControllerAcademy', code: '100002', name: 'Nurani Madrasa', address: 'Mirpur', englishName: 'Nurani', academyType: 'madrasa', numberOfStudents: 100,
    studentCount: 80, mobile: '01711000000', email: 'n@talim.test', bill: 50000, smsBalance: 120, balanceExpiry: '2027-01-01',
    balanceExpired: false, expiryDate: '2027-06-30', activation: true, status: 'active',
  };
  const controllerApp = (type: string) => renderAt('/controller/academies', (op): Result => {
    if (op === 'ControllerMe') return { data: { controllerMe: { __typename: 'ControllerUser', id: 1, email: 'o@talim.app', type, firstName: 'O', lastName: '' } } };
    if (op === 'ControllerAcademies') return { data: { controllerAcademies: [academy] } };
    return { data: null };
  }, 'en');

  it('the controller\'s super_admin has an export button in each academy\'s row', async () => {
    controllerApp('super_admin');
    const row = (await screen.findByText('Nurani Madrasa')).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByLabelText(msg['controller.export'])).toHaveAttribute('href', '/api/controller/academy/export/100002'));
  });
});
