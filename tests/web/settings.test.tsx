import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import en from '@/i18n/en.json';
import { addDraft, smsMeasure, toSettingsInput } from '@/features/settings/settingsForm';
import { meFixture, renderAt, type Result } from './support/app';

const msg = en as Record<string, string>;
jest.setTimeout(60000);

const saved = {
  __typename: 'Settings', admissionSms: false, onlineAdmission: true, result: false, notice: false, receiptSms: false, officiants: false,
  draftMessages: ['Exam on Sunday', 'Holiday tomorrow'],
  admissionSmsText: 'Dear guardian, {name} has been admitted to {class}. Admit no: {admitNo}',
  receiptSmsText: 'Dear guardian, {amount} taka has been received for {name}. Thank you.',
  absenceSms: false, feeDueSms: false, resultSms: false,
  absenceSmsText: 'Dear guardian, {name} ({class}, admit no {admitNo}) is absent today, {date}.',
  feeDueSmsText: 'Dear guardian, a fee of {amount} taka for {month} is due for {name}.',
  resultSmsText: 'Dear guardian, the result of {exam} for {name} has been published.',
  conductHeadings: [] as string[], evaluationQuestions: [] as string[], weeklyHoliday: 5,
};
const BENGALI_61 = 'আগামীকাল মাদরাসা বন্ধ থাকবে। পরীক্ষা রবিবার থেকে শুরু হবে, সবাই প্রস্তুত থাকুন'.slice(0, 61);

const shift = (personKind: string, name: string, active: boolean, startTime: string, endTime: string, gracePeriod: number) => ({
  __typename: 'AttendanceShift', personKind, shift: name, name: '', active, startTime, endTime, gracePeriod,
});
const shifts = [
  shift('student', 'day', true, '08:00', '08:30', 10), shift('student', 'night', false, '18:00', '18:30', 10), shift('student', 'weekend', false, '09:00', '09:30', 10),
  shift('officiant', 'day', true, '08:00', '08:30', 10), shift('officiant', 'night', false, '18:00', '18:30', 10), shift('officiant', 'weekend', false, '09:00', '09:30', 10),
];

function app(path: string, over: { type?: string; menuGroups?: string[]; onUpdate?: (v: Record<string, unknown>) => void; onSaveShifts?: (v: Record<string, unknown>) => void } = {}) {
  const me = meFixture('active', over.type ?? 'superUser', { menuGroups: over.menuGroups ?? ['dashboard', 'settings', 'messageService'] });
  return renderAt(path, (op, variables): Result => {
    if (op === 'Me') return { data: { me } };
    if (op === 'AttendanceShifts') return { data: { attendanceShifts: shifts } };
    if (op === 'SaveAttendanceShifts') {
      over.onSaveShifts?.(variables);
      return { data: { saveAttendanceShifts: (variables.shifts as object[]).map((x) => ({ ...x, __typename: 'AttendanceShift' })) } };
    }
    if (op === 'Settings') return { data: { settings: saved } };
    if (op === 'UpdateSettings') {
      over.onUpdate?.(variables);
      return { data: { updateSettings: { ...saved, ...(variables.input as object), __typename: 'Settings' } } };
    }
    if (op === 'SmsBalance') {
      return { data: { smsBalance: { __typename: 'SmsBalance', balance: 100.5, balancePaisa: 10050, messages: 251, balanceExpiry: '2026-06-30', valid: true } } };
    }
    if (op === 'SmsOutbox') {
      return {
        data: {
          smsOutbox: {
            __typename: 'SmsOutboxPage', total: 2,
            items: [
              { __typename: 'SmsOutboxItem', id: 2, kind: 'admission', receiver: '01711000000', body: BENGALI_61, parts: 2, cost: 0, status: 'failed', error: 'balanceFinishde', createdAt: '2026-03-10T06:00:00.000Z' },
              { __typename: 'SmsOutboxItem', id: 1, kind: 'manual', receiver: '01811000000', body: 'Exam on Sunday', parts: 1, cost: 40, status: 'sent', error: '', createdAt: '2026-03-09T06:00:00.000Z' },
            ],
          },
        },
      };
    }
    return { data: {} };
  }, 'en');
}

describe('settings form rules', () => {
  it('measures SMS texts by the shared rule', () => {
    expect(BENGALI_61).toHaveLength(61);
    expect(smsMeasure(BENGALI_61)).toEqual({ chars: 61, parts: 2, costPaisa: 80 });
    expect(smsMeasure('a'.repeat(150))).toEqual({ chars: 150, parts: 1, costPaisa: 40 });
  });

  it('adds trimmed, new drafts only, and sends drafts trimmed without empty ones', () => {
    expect(addDraft(['a'], '  b ')).toEqual(['a', 'b']);
    const same = ['a'];
    expect(addDraft(same, 'a')).toBe(same);
    expect(addDraft(same, '   ')).toBe(same);
    expect(addDraft(Array.from({ length: 50 }, (_, i) => String(i)), 'x')).toHaveLength(50);
    expect(toSettingsInput({ ...saved, draftMessages: [' x ', ''] }).draftMessages).toEqual(['x']);
  });
});

describe('<SettingsScreen>', () => {
  it('toggling and saving sends the whole settings input', async () => {
    const onUpdate = jest.fn();
    app('/settings', { onUpdate });
    const notice = await screen.findByLabelText(msg['settings.notice'], {}, { timeout: 10000 });
    expect(notice).not.toBeChecked();
    expect(screen.getByLabelText(msg['settings.onlineAdmission'])).toBeChecked();
    expect(screen.getByText(msg['settings.officiantsHelp'])).toBeInTheDocument();
    fireEvent.click(notice);
    fireEvent.click(screen.getByLabelText(msg['settings.onlineAdmission']));
    fireEvent.click(screen.getByLabelText(msg['settings.resultSms']));
    expect(screen.getByText(msg['settings.unsaved'])).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(msg['settings.resultSmsText']), { target: { value: '{name}: {exam} result is out' } });
    fireEvent.change(screen.getByLabelText(msg['settings.receiptSmsText']), { target: { value: 'Received {amount} for {name}' } });
    // Drafts: remove the first, add one.
    fireEvent.click(screen.getByLabelText('Remove draft 1'));
    fireEvent.change(screen.getByLabelText(msg['settings.newDraft']), { target: { value: '  Fees due Friday ' } });
    fireEvent.click(screen.getByText(msg['settings.addDraft']).closest('button')!);
    const list = screen.getByRole('list', { name: msg['settings.draftsTitle'] });
    expect(within(list).getAllByRole('listitem').map((li) => li.firstChild?.firstChild?.textContent)).toEqual(['Holiday tomorrow', 'Fees due Friday']);

    await act(async () => fireEvent.click(screen.getByText(msg['app.save']).closest('button')!));
    await waitFor(() => expect(onUpdate).toHaveBeenCalledTimes(1));
    expect(onUpdate.mock.calls[0][0]).toEqual({
      input: {
        admissionSms: false, onlineAdmission: false, result: false, notice: true, receiptSms: false, officiants: false,
        admissionSmsText: saved.admissionSmsText, receiptSmsText: 'Received {amount} for {name}',
        absenceSms: false, feeDueSms: false, resultSms: true,
        absenceSmsText: saved.absenceSmsText, feeDueSmsText: saved.feeDueSmsText, resultSmsText: '{name}: {exam} result is out',
        draftMessages: ['Holiday tomorrow', 'Fees due Friday'],
        conductHeadings: [], evaluationQuestions: [],
      },
    });
    expect(await screen.findByText(msg['error.successMessage'])).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(msg['settings.unsaved'])).not.toBeInTheDocument());
    expect(screen.getByLabelText(msg['settings.notice'])).toBeChecked();
  });

  it('shows the live part count: a 61-character Bengali text is 2 parts, 0.80 taka', async () => {
    app('/settings');
    const text = await screen.findByLabelText(msg['settings.admissionSmsText'], {}, { timeout: 10000 });
    fireEvent.change(text, { target: { value: 'Hello' } });
    expect(document.getElementById('admissionSmsText-count')).toHaveTextContent('5 characters · 1 part · 0.40 taka');
    fireEvent.change(text, { target: { value: BENGALI_61 } });
    expect(document.getElementById('admissionSmsText-count')).toHaveTextContent('61 characters · 2 parts · 0.80 taka');
  });

  it('/{slug}/settings opens the signed-in academy\'s settings', async () => {
    const where = app('/demo/settings');
    await waitFor(() => expect(where.pathname).toBe('/settings'), { timeout: 10000 });
    expect(await screen.findByLabelText(msg['settings.notice'], {}, { timeout: 10000 })).toBeInTheDocument();
  });

  it('another academy\'s slug is not found', async () => {
    const where = app('/someone-else/settings');
    expect(await screen.findByText(msg['error.sorryNotFound'], {}, { timeout: 10000 })).toBeInTheDocument();
    expect(where.pathname).toBe('/someone-else/settings');
  });
});

describe('<ShiftsCard> (attendance shifts: a tab of their own in settings, issue 25 item 22)', () => {
  it('the superUser edits a shift: an end before the start is named and blocks the save; a valid change saves all six with the weekly holiday', async () => {
    const onSaveShifts = jest.fn();
    app('/settings', { onSaveShifts });
    // the General tab has one save; the shifts are on their own tab with theirs
    await screen.findByLabelText(msg['settings.notice'], {}, { timeout: 10000 });
    expect(screen.queryByText(msg['settings.shiftsSave'])).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: msg['settings.tab.shifts'] }));
    await waitFor(() => expect(screen.getByRole('tab', { name: msg['settings.tab.shifts'] })).toHaveAttribute('aria-selected', 'true'));
    // the weekly holiday is a day setting (Friday), not a shift with times
    expect(within(screen.getByTestId('weekly-holiday')).getByText('Friday')).toBeInTheDocument();
    expect(within(screen.getByTestId('weekly-holiday')).queryByLabelText(msg['settings.shiftStart'])).not.toBeInTheDocument();
    const end = await screen.findByLabelText(msg['settings.shiftEnd'], { selector: '#shift-student-day-end' }, { timeout: 10000 });
    const save = screen.getByText(msg['settings.shiftsSave']).closest('button')!;
    expect(save).toBeDisabled();
    fireEvent.change(end, { target: { value: '07:50' } });
    expect(screen.getByRole('alert')).toHaveTextContent(`${msg['attendance.shift.day']}: ${msg['settings.shiftEndAfterStart']}`);
    expect(save).toBeDisabled();
    fireEvent.change(end, { target: { value: '08:15' } });
    fireEvent.change(document.getElementById('shift-officiant-day-start')!, { target: { value: '09:00' } });
    fireEvent.change(document.getElementById('shift-officiant-day-end')!, { target: { value: '09:20' } });
    fireEvent.click(screen.getByLabelText(`${msg['attendance.shift.night']}: ${msg['settings.shiftRuns']}`, { selector: '#shift-student-night-active' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => fireEvent.click(save));
    await waitFor(() => expect(onSaveShifts).toHaveBeenCalledTimes(1));
    const sent = (onSaveShifts.mock.calls[0][0] as { shifts: Record<string, unknown>[] }).shifts;
    expect(sent).toHaveLength(6);
    expect(sent[0]).toEqual({ personKind: 'student', shift: 'day', name: '', active: true, startTime: '08:00', endTime: '08:15', gracePeriod: 10 });
    expect(sent[1]).toMatchObject({ shift: 'night', active: true });
    expect(sent[3]).toMatchObject({ personKind: 'officiant', startTime: '09:00', endTime: '09:20' });
    expect(onSaveShifts.mock.calls[0][0]).toMatchObject({ weeklyHoliday: 5 });
  });

  it('other staff see the shifts but cannot change them', async () => {
    app('/settings?tab=shifts', { type: 'education' });
    const end = await screen.findByLabelText(msg['settings.shiftEnd'], { selector: '#shift-student-day-end' }, { timeout: 10000 });
    expect(end).toBeDisabled();
    expect(screen.getByText(msg['settings.shiftsSuperUserOnly'])).toBeInTheDocument();
    expect(screen.queryByText(msg['settings.shiftsSave'])).not.toBeInTheDocument();
  });
});

describe('<MessagingScreen>', () => {
  it('shows the balance card and the outbox with failures translated', async () => {
    app('/messaging');
    expect(await screen.findByText('100.50 taka', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByText('251')).toBeInTheDocument();
    expect(screen.getByText(msg['messaging.valid'])).toBeInTheDocument();
    expect(await screen.findByText('Exam on Sunday')).toBeInTheDocument();
    expect(screen.getByText(msg['error.balanceFinishde'])).toBeInTheDocument();
    expect(screen.getByText(msg['messaging.kind.admission'])).toBeInTheDocument();
    expect(screen.getByText('0.40 taka')).toBeInTheDocument();
  });

  it('answers authorRequired for a role outside the message service group', async () => {
    app('/messaging', { type: 'generalTeacher', menuGroups: ['dashboard', 'settings'] });
    expect(await screen.findByText(msg['error.authorRequired'], {}, { timeout: 10000 })).toBeInTheDocument();
  });
});
