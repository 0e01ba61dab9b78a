import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import en from '../../web/src/i18n/en.json';
import { SessionProvider } from '@/app/session';
import StudentListScreen from '@/features/admission/studentList/StudentListScreen';
import {
  cardRows, classOptions, feesTotal, groupOptions, listOrder, otherCondition, reportStageClass, studentFilter, valueMessageId,
} from '@/features/admission/studentList/studentList';
import type { StudentFieldsFragment } from '@/gql/graphql';
import { fakeLink, meFixture, type Result } from './support/app';

// The machines are shared and antd's first renders are slow in jsdom: generous limits.
jest.setTimeout(120000);
configure({ asyncUtilTimeout: 15000 });

// The admission form belongs to another screen; here it only has to open with the right student.
jest.mock('@/features/admission/form/AdmissionFormDialog', () => ({
  AdmissionFormDialog: (p: { open: boolean; studentId?: number }) =>
    p.open ? <div data-testid="admission-dialog">{p.studentId ?? 'new'}</div> : null,
}));

const classes = [
  { __typename: 'ClassRow', id: 1, department: 'Kitab', className: 'Class 6', groupName: 'A', books: [] },
  { __typename: 'ClassRow', id: 2, department: 'Kitab', className: 'Class 6', groupName: 'B', books: [] },
  { __typename: 'ClassRow', id: 3, department: 'Hifz', className: 'Hifz 1', groupName: '', books: [] },
];

function student(id: number, over: Partial<StudentFieldsFragment> = {}): StudentFieldsFragment & { __typename: 'Student' } {
  return {
    __typename: 'Student', id, formNo: 100 + id, admitNo: 1000 + id, pending: false, newOld: 'new', department: 'Kitab',
    residence: 'residential', category: 'general', name: `Student ${id}`, fatherName: `Father ${id}`, motherName: `Mother ${id}`,
    fatherJob: 'Farmer', village: 'Mirpur', postOffice: 'Mirpur', subDistrict: 'Mirpur', district: 'Dhaka', birthDate: '2014-01-01',
    age: 12, guardianMobile: '01711000000', guardianRelation: 'father', guardian2: '', preAcademy: '', preClass: '', choosingClass: 'Class 6',
    admittedClass: 'Class 6', groupName: 'A', inspectorComment: '', examiner: '', book1: '', number1: null, average: null, book2: '',
    number2: null, approval: 'admitted', inspectorSign: '', examinerSign: '', eduSecSign: '', principalSign: '', photoUrl: '',
    condition: 'in', reportStage: 'general', date: '2026-01-10', source: 'office',
    fees: [{ __typename: 'StudentFee', title: 'Admission', amount: 500 } as never, { __typename: 'StudentFee', title: 'Monthly', amount: 250 } as never],
    ...over,
  };
}

const inStudents = [
  student(1),
  student(2, { reportStage: 'intermediate' }),
  student(3, { reportStage: 'difficult', groupName: 'B' }),
];
const outStudents = [student(9, { condition: 'out', name: 'Former Nine' })];

interface Call { operation: string; variables: Record<string, unknown> }

function setup(type = 'superUser', inList = inStudents) {
  const calls: Call[] = [];
  const handle = (operation: string, variables: Record<string, unknown>): Result => {
    calls.push({ operation, variables });
    switch (operation) {
      case 'Me':
        return { data: { me: meFixture('active', type) } };
      case 'Classes':
        return { data: { classes } };
      case 'StudentPage': {
        const filter = (variables.filter ?? {}) as { condition?: string };
        const all = filter.condition === 'out' ? outStudents : inList;
        const { offset, limit } = variables as { offset: number; limit: number };
        return { data: { studentPage: { __typename: 'StudentPage', items: all.slice(offset, offset + limit), total: all.length } } };
      }
      case 'SetStudentCondition': {
        const s = [...inStudents, ...outStudents].find((x) => x.id === variables.id)!;
        return { data: { setStudentCondition: { ...s, condition: variables.condition } } };
      }
      case 'DeleteStudents':
        return { data: { deleteStudents: (variables.ids as number[]).length } };
      default:
        return { data: {} };
    }
  };
  const client = new ApolloClient({ link: fakeLink(handle), cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <IntlProvider locale="en" messages={en}>
        <App>
          <SessionProvider>
            <StudentListScreen />
          </SessionProvider>
        </App>
      </IntlProvider>
    </ApolloProvider>,
  );
  const of = (operation: string) => calls.filter((c) => c.operation === operation);
  return { calls, of };
}

const dataRows = () => Array.from(document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row'));
const rowOf = (name: string) => dataRows().find((r) => r.textContent?.includes(name))!;

/** Opens an antd Select by its label and picks the option with this text. */
async function choose(label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  fireEvent.mouseDown(select);
  const item = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find((o) => o.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

/** Clicks the visible "Yes" of the open Popconfirm. */
async function confirm() {
  const yes = await screen.findByRole('button', { name: 'Yes' });
  await act(async () => fireEvent.click(yes));
}

describe('student list rules', () => {
  it('builds the filter variables: condition always, a group only with its class', () => {
    expect(studentFilter({ condition: 'in', className: '', groupName: '' })).toEqual({ condition: 'in' });
    expect(studentFilter({ condition: 'out', className: 'Class 6', groupName: '' })).toEqual({ condition: 'out', className: 'Class 6' });
    expect(studentFilter({ condition: 'in', className: ' Class 6 ', groupName: 'A' })).toEqual({ condition: 'in', className: 'Class 6', groupName: 'A' });
    expect(studentFilter({ condition: 'in', className: '', groupName: 'A' })).toEqual({ condition: 'in' });
    expect(otherCondition('in')).toBe('out');
    expect(otherCondition('out')).toBe('in');
  });

  it('offers each class once and the groups of the chosen class', () => {
    expect(classOptions(classes)).toEqual(['Class 6', 'Hifz 1']);
    expect(groupOptions(classes, 'Class 6')).toEqual(['A', 'B']);
    expect(groupOptions(classes, 'Hifz 1')).toEqual([]);
    expect(groupOptions(classes, '')).toEqual([]);
  });

  it('colours rows by report stage', () => {
    expect(reportStageClass('intermediate')).toBe('talim-stage-intermediate');
    expect(reportStageClass('difficult')).toBe('talim-stage-difficult');
    expect(reportStageClass('general')).toBe('');
    expect(reportStageClass(undefined)).toBe('');
  });

  it('prints cards for the selection, else for the whole list; sums fees; names known values', () => {
    expect(cardRows([inStudents[1]], inStudents)).toEqual([inStudents[1]]);
    expect(cardRows([], inStudents)).toEqual(inStudents);
    expect(feesTotal(inStudents[0])).toBe(750);
    expect(valueMessageId('residence', 'daycare')).toBe('residence.daycare');
    expect(valueMessageId('category', 'orphan')).toBe('category.orphan');
    expect(valueMessageId('category', 'other')).toBeNull();
  });

  it('lists admitted students by admit number, then applications by form number', () => {
    const rows = [
      { id: 1, admitNo: null, formNo: 9 }, { id: 2, admitNo: 5, formNo: 1 }, { id: 3, admitNo: null, formNo: 4 }, { id: 4, admitNo: 2, formNo: 8 },
    ];
    expect(listOrder(rows).map((r) => r.id)).toEqual([4, 2, 3, 1]);
  });
});

describe('<StudentListScreen>', () => {
  it('asks for the in students first, then by class and group', async () => {
    const { of } = setup();
    await screen.findByText('Student 1');
    expect(of('StudentPage')[0].variables).toEqual({ filter: { condition: 'in' }, offset: 0, limit: 100 });

    await choose('Class', 'Class 6');
    await waitFor(() => expect(of('StudentPage').at(-1)!.variables).toEqual({ filter: { condition: 'in', className: 'Class 6' }, offset: 0, limit: 100 }));
    await choose('Group', 'B');
    await waitFor(() =>
      expect(of('StudentPage').at(-1)!.variables).toEqual({ filter: { condition: 'in', className: 'Class 6', groupName: 'B' }, offset: 0, limit: 100 }),
    );
    // Another class drops the group.
    await choose('Class', 'Hifz 1');
    await waitFor(() => expect(of('StudentPage').at(-1)!.variables).toEqual({ filter: { condition: 'in', className: 'Hifz 1' }, offset: 0, limit: 100 }));
  });

  it('pages on the server: the pager counts the whole list, another page asks for its rows, a new class starts at page 1', async () => {
    const many = Array.from({ length: 250 }, (_, i) => student(i + 1));
    const { of } = setup('superUser', many);
    await screen.findByText('Student 1');
    expect(screen.queryByText('Student 101')).toBeNull();
    expect(screen.getByText('1–100 of 250')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('3'));
    await screen.findByText('Student 201');
    expect(of('StudentPage').at(-1)!.variables).toEqual({ filter: { condition: 'in' }, offset: 200, limit: 100 });
    expect(screen.getByText('201–250 of 250')).toBeInTheDocument();
    await choose('Class', 'Class 6');
    await waitFor(() => expect(of('StudentPage').at(-1)!.variables).toEqual({ filter: { condition: 'in', className: 'Class 6' }, offset: 0, limit: 100 }));
  });

  it('exports every student of the list, not only the page shown: read 500 at a time', async () => {
    const blobs: Blob[] = [];
    (URL as unknown as { createObjectURL: (b: Blob) => string }).createObjectURL = (b: Blob) => { blobs.push(b); return 'blob:test'; };
    (URL as unknown as { revokeObjectURL: () => void }).revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const many = Array.from({ length: 250 }, (_, i) => student(i + 1));
    const { of } = setup('superUser', many);
    await screen.findByText('Student 1');
    fireEvent.click(screen.getByRole('button', { name: /csv/i }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(of('StudentPage').at(-1)!.variables).toEqual({ filter: { condition: 'in' }, offset: 0, limit: 500 });
    const text = await new Promise<string>((resolve) => { const r = new FileReader(); r.onload = () => resolve(String(r.result)); r.readAsText(blobs[0]); });
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(251);
    expect(text).toContain('Student 250');
  });

  it('toggles between in and out; the out view offers re-admission', async () => {
    const { of } = setup();
    await screen.findByText('Student 1');
    expect(screen.getAllByRole('button', { name: 'Remove' })).toHaveLength(3);
    fireEvent.click(screen.getByText('Removed'));
    await screen.findByText('Former Nine');
    expect(of('StudentPage').at(-1)!.variables).toEqual({ filter: { condition: 'out' }, offset: 0, limit: 100 });
    expect(screen.queryByText('Student 1')).toBeNull();
    expect(screen.getByRole('button', { name: 'Re-admit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('removes a student: setStudentCondition(out) after confirmation, and the row leaves the list', async () => {
    const { of } = setup();
    await screen.findByText('Student 2');
    fireEvent.click(within(rowOf('Student 2')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Remove Student 2 from the current students?')).toBeInTheDocument();
    await confirm();
    await waitFor(() => expect(of('SetStudentCondition')).toHaveLength(1));
    expect(of('SetStudentCondition')[0].variables).toEqual({ id: 2, condition: 'out' });
    await waitFor(() => expect(screen.queryByText('Student 2')).toBeNull());
    expect(dataRows()).toHaveLength(2);
  });

  it('re-admits from the out view with setStudentCondition(in)', async () => {
    const { of } = setup();
    await screen.findByText('Student 1');
    fireEvent.click(screen.getByText('Removed'));
    await screen.findByText('Former Nine');
    fireEvent.click(screen.getByRole('button', { name: 'Re-admit' }));
    await confirm();
    await waitFor(() => expect(of('SetStudentCondition')[0]?.variables).toEqual({ id: 9, condition: 'in' }));
  });

  it('deletes the selected rows in one call', async () => {
    const { of } = setup();
    await screen.findByText('Student 1');
    const bulk = () => screen.getByRole('button', { name: /Delete selected/ });
    expect(bulk()).toBeDisabled();
    fireEvent.click(within(rowOf('Student 1')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('Student 3')).getByRole('checkbox'));
    expect(bulk()).toHaveTextContent('Delete selected (2)');
    fireEvent.click(bulk());
    expect(await screen.findByText(/Delete the 2 selected students\?/)).toBeInTheDocument();
    await confirm();
    await waitFor(() => expect(of('DeleteStudents')).toHaveLength(1));
    expect(of('DeleteStudents')[0].variables).toEqual({ ids: [1, 3] });
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(rowOf('Student 2')).toBeTruthy();
    expect(bulk()).toBeDisabled();
  });

  it('deletes a single student after confirmation', async () => {
    const { of } = setup('education');
    await screen.findByText('Student 3');
    fireEvent.click(within(rowOf('Student 3')).getByRole('button', { name: 'Delete' }));
    await confirm();
    await waitFor(() => expect(of('DeleteStudents')[0]?.variables).toEqual({ ids: [3] }));
  });

  it('opens the admission form for a new admission and for an edit', async () => {
    setup('principal');
    await screen.findByText('Student 1');
    fireEvent.click(screen.getByRole('button', { name: /New admission/ }));
    expect(screen.getByTestId('admission-dialog')).toHaveTextContent('new');
    fireEvent.click(within(rowOf('Student 2')).getByRole('button', { name: 'Edit' }));
    expect(screen.getByTestId('admission-dialog')).toHaveTextContent('2');
  });

  it('shows no management actions without student.manage (edit stays: it is open to all staff)', async () => {
    setup('generalTeacher');
    await screen.findByText('Student 1');
    expect(screen.queryByRole('button', { name: /New admission/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete selected/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(3);
    fireEvent.click(screen.getByText('Removed'));
    await screen.findByText('Former Nine');
    expect(screen.queryByRole('button', { name: 'Re-admit' })).toBeNull();
  });

  it('colours rows by report stage', async () => {
    setup();
    await screen.findByText('Student 1');
    expect(rowOf('Student 1').className).not.toMatch(/talim-stage/);
    expect(rowOf('Student 2')).toHaveClass('talim-stage-intermediate');
    expect(rowOf('Student 3')).toHaveClass('talim-stage-difficult');
  });

  it('hides the address, previous institution and fee columns until chosen', async () => {
    setup();
    await screen.findByText('Student 1');
    const headers = Array.from(document.querySelectorAll('thead th')).map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Admit no.', 'Form no.', 'Father\'s name', 'Guardian\'s mobile', 'Age']));
    for (const hidden of ['Mother\'s name', 'Village', 'Post office', 'District', 'Previous institution', 'Fees total']) {
      expect(headers).not.toContain(hidden);
    }
  });
});
