import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import dayjs from 'dayjs';
import { IntlProvider } from 'react-intl';
import en from '../../web/src/i18n/en.json';
import { SessionProvider } from '@/app/session';
import { cropRect, encodeJpeg, outputSide } from '@/components/ImageCrop';
import { AdmissionFormDialog } from '@/features/admission/form/AdmissionFormDialog';
import { emptyValues, feeTotal, mergeFees, toInput } from '@/features/admission/form/admissionForm';
import { fakeLink, meFixture, type Result } from './support/app';

// The whole form renders in jsdom: allow for slow, shared CI machines.
jest.setTimeout(120000);

const classes = [
  { __typename: 'ClassRow', id: 1, department: 'Primary', className: 'Class 1', groupName: '', books: [] },
  { __typename: 'ClassRow', id: 2, department: 'Primary', className: 'Class 2', groupName: '', books: [] },
  { __typename: 'ClassRow', id: 3, department: 'Hifz', className: 'Hifz 1', groupName: 'A', books: [] },
];

const student = {
  __typename: 'Student', id: 7, formNo: 5, admitNo: 21, pending: false, newOld: 'new', department: 'Primary',
  residence: 'residential', category: 'general', name: 'Karim', fatherName: 'Rahim', motherName: '', fatherJob: 'Farmer',
  village: 'Kamalpur', postOffice: 'Kamalpur', subDistrict: 'Savar', district: 'Dhaka', birthDate: '2015-03-04', age: 11,
  guardianMobile: '01711000000', guardianRelation: 'Father', guardian2: '', preAcademy: '', preClass: '', choosingClass: 'Class 1',
  admittedClass: 'Class 1', groupName: '', inspectorComment: 'good', examiner: 'Ustadh Ali', book1: 'Quran', number1: 80,
  average: 80, book2: '', number2: null, approval: 'admitted', inspectorSign: '/files/sign-1.png', examinerSign: '/files/sign-2.png',
  eduSecSign: '/files/sign-3.png', principalSign: '/files/sign-4.png', photoUrl: '', condition: 'in', reportStage: 'general',
  date: '2026-01-10', source: 'office', fees: [{ __typename: 'StudentFee', title: 'monthly_fee', amount: 500 }],
};

interface Setup {
  type?: string;
  studentId?: number;
  visitorSlug?: string;
  visitorAcademy?: { name: string; departments: string[] };
  answer?: (operation: string, variables: Record<string, unknown>) => Result | undefined;
}

function setup({ type = 'education', studentId, visitorSlug, visitorAcademy, answer }: Setup = {}) {
  const calls: { operation: string; variables: Record<string, unknown> }[] = [];
  const link = fakeLink((operation, variables) => {
    calls.push({ operation, variables });
    const custom = answer?.(operation, variables);
    if (custom) return custom;
    switch (operation) {
      case 'Me': return { data: { me: visitorSlug ? null : meFixture('active', type) } };
      case 'Classes': return { data: { classes } };
      case 'AdmissionNumbers': return { data: { admissionNumbers: { __typename: 'AdmissionNumbers', formNo: 12, admitNo: 40 } } };
      case 'AdmissionFees': return { data: { admissionFees: [{ __typename: 'StudentFee', title: 'admission_fee', amount: 1000 }] } };
      case 'AdmissionStudent': return { data: { student } };
      case 'SaveStudent': return { data: { saveStudent: student } };
      case 'ApplyOnline': return { data: { applyOnline: 13 } };
      default: return { data: null };
    }
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const onSaved = jest.fn();
  render(
    <ApolloProvider client={client}>
      <IntlProvider locale="en" messages={en}>
        {/* Toasts stay until the test ends: on a slow run antd's 3 s had passed before one was looked for. */}
        <App message={{ duration: 0 }}>
          <SessionProvider>
            <AdmissionFormDialog open studentId={studentId} visitorSlug={visitorSlug} visitorAcademy={visitorAcademy} onClose={() => {}} onSaved={onSaved} />
          </SessionProvider>
        </App>
      </IntlProvider>
    </ApolloProvider>,
  );
  const of = (operation: string) => calls.filter((c) => c.operation === operation);
  return { onSaved, of };
}

/** A form control by its id (antd gives each Form.Item control the field name as id; faster than label queries). */
const byId = (id: string) => document.getElementById(id) as HTMLInputElement;

const byAria = (label: string) => document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);

async function choose(id: string, option: string) {
  fireEvent.mouseDown(byId(id));
  const item = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find((o) => o.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

const fill = (id: string, value: string) => fireEvent.change(byId(id), { target: { value } });
/** Clicks the button with this text (role queries are slow on a form this size). */
const click = async (name: string) => {
  const button = Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === name);
  if (!button) throw new Error(`no button ${name}`);
  await act(async () => fireEvent.click(button));
};

describe('admission form rules', () => {
  it('sends only the codes of changed blocks and no office fields for a visitor', () => {
    const values = { ...emptyValues(), name: ' Karim ', birthDate: dayjs('2015-03-04'), approvedClass: 'Class 2', codes: { eduSec: 'x', inspector: 'y' } };
    const office = toInput(values, { id: 3, visitor: false, changed: ['eduSec'] });
    expect(office).toMatchObject({ id: 3, name: 'Karim', birthDate: '2015-03-04', approvedClass: 'Class 2', eduSecSign: 'x' });
    expect(office.inspectorSign).toBeUndefined();
    const visitor = toInput(values, { visitor: true, changed: [] });
    expect(visitor.approvedClass).toBeUndefined();
    expect(visitor.eduSecSign).toBeUndefined();
    expect(visitor.admitNo).toBeUndefined();
  });

  it('keeps saved fee amounts and adds missing rule titles', () => {
    const fees = mergeFees([{ title: 'monthly_fee', amount: 450 }], [{ title: 'monthly_fee', amount: 500 }, { title: 'admission_fee', amount: 1000.5 }]);
    expect(fees).toEqual([{ title: 'monthly_fee', amount: 450 }, { title: 'admission_fee', amount: 1000.5 }]);
    expect(feeTotal(fees)).toBe(1450.5);
  });

  it('crops square and never saves more than 800 px', async () => {
    expect(cropRect(4000, 3000, 1)).toEqual({ sx: 500, sy: 0, side: 3000 });
    expect(cropRect(4000, 3000, 2).side).toBe(1500);
    expect(cropRect(4000, 3000, 2, { x: 99999, y: -99999 })).toEqual({ sx: 2500, sy: 0, side: 1500 });
    expect(outputSide(cropRect(4000, 3000, 3).side)).toBe(800);
    expect(outputSide(600)).toBe(600);
    expect(outputSide(cropRect(300, 500, 1.5).side)).toBe(200);
    const sizes: number[] = [];
    const blob = await encodeJpeg(async (q) => {
      sizes.push(q);
      return new Blob([new Uint8Array(q > 0.6 ? 600 * 1024 : 400 * 1024)]);
    });
    expect(blob?.size).toBe(400 * 1024);
    expect(sizes).toEqual([0.92, 0.85, 0.75, 0.65, 0.55]);
  });
});

describe('<AdmissionFormDialog>', () => {
  it('new mode: next form number, admit placeholder, no signature codes', async () => {
    setup();
    expect(screen.getByText('Admission form')).toBeInTheDocument();
    await waitFor(() => expect(byId('formNo')).toHaveValue('12'));
    expect(byId('admitNo')).toHaveAttribute('placeholder', '40');
    expect(screen.getByText('Give the next admit number')).toBeInTheDocument();
    expect(screen.queryByText('Code')).toBeNull();
    expect(screen.getAllByText('Not signed yet')).toHaveLength(4);
  });

  it('edit mode: loads the student with the signature images', async () => {
    setup({ studentId: 7 });
    expect(screen.getByText('Edit admission form')).toBeInTheDocument();
    await waitFor(() => expect(byId('name')).toHaveValue('Karim'));
    expect(byId('birthDate')).toHaveValue('2015-03-04');
    expect(document.querySelector('img[alt="Education secretary"]')).toHaveAttribute('src', '/files/sign-3.png');
    expect(screen.queryByText('Give the next admit number')).toBeNull();
    await waitFor(() => expect(byAria('Admission fee')).toHaveValue('1000.00'));
    expect(byAria('Monthly fee')).toHaveValue('500.00');
  });

  it('"old" fills the previous institution with the academy name and locks it', async () => {
    setup();
    await waitFor(() => expect(byId('formNo')).toHaveValue('12'));
    fireEvent.click(screen.getByText('Old'));
    await waitFor(() => expect(byId('preAcademy')).toHaveValue('Darul Ulum Academy'));
    await waitFor(() => expect(byId('preAcademy')).toBeDisabled());
  });

  it("asks the education secretary's code when the approved class changes and sends it", async () => {
    const { of, onSaved } = setup({ studentId: 7 });
    await waitFor(() => expect(byId('name')).toHaveValue('Karim'));
    await choose('approvedClass', 'Class 2');
    expect(await waitFor(() => {
      if (!byId('codes_eduSec')) throw new Error('no code field');
      return byId('codes_eduSec');
    })).toBeInTheDocument();
    await click('Save');
    expect(await screen.findByText('Code of the Education secretary')).toBeInTheDocument();
    expect(of('SaveStudent')).toHaveLength(0);
    fireEvent.change(screen.getByPlaceholderText('Code'), { target: { value: 'edu12345' } });
    await click('Confirm');
    await waitFor(() => expect(of('SaveStudent')).toHaveLength(1));
    const input = of('SaveStudent')[0].variables.input as Record<string, unknown>;
    expect(input).toMatchObject({ id: 7, approvedClass: 'Class 2', eduSecSign: 'edu12345' });
    expect(input.inspectorSign).toBeUndefined();
    expect(input.principalSign).toBeUndefined();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('clears the code and shows the error when the server answers incorrectCode', async () => {
    const { of, onSaved } = setup({
      studentId: 7,
      answer: (op) => (op === 'SaveStudent'
        ? { errors: [{ message: 'incorrectCode', extensions: { code: 'incorrectCode', params: { field: 'eduSecSign' } } }] }
        : undefined),
    });
    await waitFor(() => expect(byId('name')).toHaveValue('Karim'));
    await choose('approvedClass', 'Class 2');
    const code = await waitFor(() => {
      if (!byId('codes_eduSec')) throw new Error('no code field');
      return byId('codes_eduSec');
    });
    fireEvent.change(code, { target: { value: 'wrong' } });
    await click('Save');
    await waitFor(() => expect(of('SaveStudent')).toHaveLength(1));
    expect(await screen.findAllByText(en['error.incorrectCode'])).not.toHaveLength(0);
    await waitFor(() => expect(byId('codes_eduSec')).toHaveValue(''));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('refuses a guardian mobile over 30 characters or with three numbers on the field (checkMobile), and shows the server\'s checkMobile there too', async () => {
    const { of } = setup({
      studentId: 7,
      answer: (op) => (op === 'SaveStudent'
        ? { errors: [{ message: 'checkMobile', extensions: { code: 'checkMobile', params: { field: 'guardianMobile' } } }] }
        : undefined),
    });
    await waitFor(() => expect(byId('name')).toHaveValue('Karim'));
    fill('guardianMobile', '0'.repeat(31));
    await click('Save');
    expect(await screen.findByText(en['error.checkMobile'])).toBeInTheDocument();
    fill('guardianMobile', '01711000000, 01811000000, 01911000000');
    await click('Save');
    expect(await screen.findByText(en['error.checkMobile'])).toBeInTheDocument();
    expect(of('SaveStudent')).toHaveLength(0);
    // Two numbers pass here; the server's refusal lands on the same field.
    fill('guardianMobile', '01711000000, 01811000000');
    await click('Save');
    await waitFor(() => expect(of('SaveStudent')).toHaveLength(1));
    expect((of('SaveStudent')[0].variables.input as Record<string, unknown>).guardianMobile).toBe('01711000000, 01811000000');
    // The toast and the field: one may show before the other, so wait for both (findAll answers at the first).
    await waitFor(() => expect(screen.getAllByText(en['error.checkMobile']).length).toBeGreaterThanOrEqual(2));
  });

  it('names a missing field the server reports (requiredField), never the password message', async () => {
    setup({
      studentId: 7,
      answer: (op) => (op === 'SaveStudent'
        ? { errors: [{ message: 'requiredField', extensions: { code: 'requiredField', params: { field: 'relationWithGuardian' } } }] }
        : undefined),
    });
    await waitFor(() => expect(byId('name')).toHaveValue('Karim'));
    await click('Save');
    const text = en['error.requiredField'].replace('{field}', en['student.guardianRelation']);
    expect(await screen.findAllByText(text)).not.toHaveLength(0);
    await waitFor(() => expect(byId('relationWithGuardian').closest('.ant-form-item')).toHaveTextContent(text)); // on the field
    expect(screen.queryByText(en['error.requireText'])).toBeNull();
  });

  it('visitor mode: no office blocks, applies online with the slug', async () => {
    const { of, onSaved } = setup({ visitorSlug: 'demo', visitorAcademy: { name: 'Demo Madrasa', departments: ['Primary', 'Hifz'] } });
    expect(screen.getByText('Apply for admission online')).toBeInTheDocument();
    expect(screen.queryByText('Inspector')).toBeNull();
    expect(byId('formNo')).toBeNull();
    expect(byId('admitNo')).toBeNull();
    expect(screen.queryByText('Fees')).toBeNull();
    await choose('department', 'Primary');
    fill('name', 'Karim');
    fill('fatherName', 'Rahim');
    fill('village', 'Kamalpur');
    fill('postOffice', 'Kamalpur');
    fill('subDistrict', 'Savar');
    fill('district', 'Dhaka');
    fill('guardianMobile', '01711000000');
    fill('relationWithGuardian', 'Father');
    fill('fatherJob', 'Farmer');
    await click('Submit application');
    expect(await screen.findAllByText(en['app.required'])).toHaveLength(1);
    const date = byId('birthDate');
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: '2015-03-04' } });
    fireEvent.keyDown(date, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(byAria('Age')).not.toHaveValue(''));
    await click('Submit application');
    await waitFor(() => expect(of('ApplyOnline')).toHaveLength(1));
    const { slug, input } = of('ApplyOnline')[0].variables as { slug: string; input: Record<string, unknown> };
    expect(slug).toBe('demo');
    expect(input).toMatchObject({ name: 'Karim', department: 'Primary', birthDate: '2015-03-04', newOld: 'new' });
    expect(input).not.toHaveProperty('approvedClass');
    expect(input).not.toHaveProperty('assignAdmitNo');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ formNo: 13 }));
    expect(of('Classes')).toHaveLength(0);
  });
});
