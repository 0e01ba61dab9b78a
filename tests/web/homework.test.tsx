import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import { homeworkPreview } from '@rules/homework';
import en from '../../web/src/i18n/en.json';
import { SessionProvider } from '@/app/session';
import HomeworkScreen from '@/features/education/homework/HomeworkScreen';
import {
  homeworkFilter, isShortened, missingHomeworkFields, normalizeHomework, previewOf, toHomeworkInput,
} from '@/features/education/homework/homeworkForm';
import type { HomeworkFieldsFragment } from '@/gql/graphql';
import { isoToday } from '@/lib/format';
import { fakeLink, meFixture, type Result } from './support/app';
import { choose } from './support/select';

jest.setTimeout(120000);
configure({ asyncUtilTimeout: 15000 });

const classes = [
  { __typename: 'ClassRow', id: 1, department: 'Kitab', className: 'Class 6', groupName: '', books: [] },
  { __typename: 'ClassRow', id: 2, department: 'Alim', className: 'Class 9', groupName: 'Science', books: [] },
  { __typename: 'ClassRow', id: 3, department: 'Alim', className: 'Class 9', groupName: 'Humanities', books: [] },
];

const LONG = `Arabic: learn the meaning of Surah Al-Fatiha and write it three times. Mathematics: solve exercise 3.2, questions 1 to 10. English: read unit 4.`;
const homework = (id: number, over: Partial<HomeworkFieldsFragment> = {}): HomeworkFieldsFragment & { __typename: 'Homework' } => {
  const content = over.content ?? `Homework ${id}`;
  return {
    __typename: 'Homework', id, department: 'Kitab', className: 'Class 6', groupName: '', date: '2026-11-20', content,
    preview: homeworkPreview(content), createdAt: '2026-11-20T04:00:00.000Z', ...over,
  };
};
const list = [homework(1, { content: LONG }), homework(2, { content: 'Read unit 4.', department: 'Alim', className: 'Class 9', groupName: 'Science', date: '2026-11-19' })];

interface Call { operation: string; variables: Record<string, unknown> }

function setup(type = 'education', answer: Partial<Record<string, (v: Record<string, unknown>) => Result>> = {}) {
  const calls: Call[] = [];
  const handle = (operation: string, variables: Record<string, unknown>): Result => {
    calls.push({ operation, variables });
    const custom = answer[operation];
    if (custom) return custom(variables);
    switch (operation) {
      case 'Me':
        return { data: { me: meFixture('active', type) } };
      case 'Classes':
        return { data: { classes } };
      case 'Homeworks':
        return { data: { homeworks: variables.className ? list.filter((h) => h.className === variables.className) : list } };
      case 'SaveHomework':
        return { data: { saveHomework: { ...homework(50), ...(variables.input as object) } } };
      case 'DeleteHomework':
        return { data: { deleteHomework: true } };
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
            <HomeworkScreen />
          </SessionProvider>
        </App>
      </IntlProvider>
    </ApolloProvider>,
  );
  const of = (operation: string) => calls.filter((c) => c.operation === operation);
  return { calls, of };
}

const dataRows = () => Array.from(document.querySelectorAll<HTMLElement>('.talim-homework tbody tr.ant-table-row'));
const dialog = () => document.querySelector<HTMLElement>('.ant-modal')!;


describe('homework rules', () => {
  it('requires department, class, date and the text; the group is optional', () => {
    expect(missingHomeworkFields(normalizeHomework({ groupName: undefined }))).toEqual(['department', 'className', 'date', 'content']);
    const values = normalizeHomework({ department: 'Alim', className: ' Class 9 ', date: '2026-11-21', content: ' Read. ' });
    expect(missingHomeworkFields(values)).toEqual([]);
    expect(toHomeworkInput(values)).toEqual({ department: 'Alim', className: 'Class 9', groupName: '', date: '2026-11-21', content: 'Read.' });
    expect(toHomeworkInput(values, 4)).toMatchObject({ id: 4 });
  });

  it('filters by a class, and by a group only with its class', () => {
    expect(homeworkFilter('', 'Science')).toEqual({});
    expect(homeworkFilter('Class 9', '')).toEqual({ className: 'Class 9' });
    expect(homeworkFilter('Class 9', 'Science')).toEqual({ className: 'Class 9', groupName: 'Science' });
  });

  it('previews the first 100 characters', () => {
    expect(Array.from(previewOf({ preview: '', content: LONG }))).toHaveLength(101); // 100 and the ellipsis
    expect(previewOf({ preview: 'from server', content: LONG })).toBe('from server');
    expect(isShortened({ preview: homeworkPreview(LONG), content: LONG })).toBe(true);
    expect(isShortened({ preview: 'Read unit 4.', content: 'Read unit 4.' })).toBe(false);
  });
});

describe('<HomeworkScreen>', () => {
  it('lists homework with the preview and expands it to the whole text', async () => {
    setup();
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    const first = dataRows()[0];
    expect(first).toHaveTextContent(homeworkPreview(LONG));
    expect(first).not.toHaveTextContent('English: read unit 4.');
    expect(dataRows()[1]).toHaveTextContent('Science');
    expect(within(dataRows()[1]).queryByRole('button', { name: 'Show all' })).toBeNull();
    fireEvent.click(within(first).getByRole('button', { name: 'Show all' }));
    expect(dataRows()[0]).toHaveTextContent('English: read unit 4.');
    fireEvent.click(within(dataRows()[0]).getByRole('button', { name: 'Show less' }));
    expect(dataRows()[0]).not.toHaveTextContent('English: read unit 4.');
  });

  it('filters the list by class and group', async () => {
    const { of } = setup();
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    expect(of('Homeworks')[0].variables).toEqual({});
    await waitFor(() => expect(of('Classes').length).toBeGreaterThan(0));
    await choose('Class', 'Class 9');
    await waitFor(() => expect(of('Homeworks').at(-1)!.variables).toEqual({ className: 'Class 9' }));
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    await choose('Group', 'Science');
    await waitFor(() => expect(of('Homeworks').at(-1)!.variables).toEqual({ className: 'Class 9', groupName: 'Science' }));
  });

  it('shows the required messages and sends nothing without department, class and text', async () => {
    const { of } = setup();
    fireEvent.click(await screen.findByRole('button', { name: /Add homework/ }));
    const form = await waitFor(() => dialog());
    // the date starts as today
    expect(within(form).getByLabelText('Date')).toHaveValue(isoToday());
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getAllByText('This field is required')).toHaveLength(3));
    expect(of('SaveHomework')).toHaveLength(0);
  });

  it('saves new homework: department → class → group from the class panel, today and the text', async () => {
    const { of } = setup('principal');
    await waitFor(() => expect(of('Classes').length).toBeGreaterThan(0));
    fireEvent.click(await screen.findByRole('button', { name: /Add homework/ }));
    const form = await waitFor(() => dialog());
    await choose('Department', 'Alim', form);
    await choose('Class', 'Class 9', form);
    await choose('Group', 'Humanities', form);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Homework' }), { target: { value: '  Write an essay on rivers.  ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(of('SaveHomework')).toHaveLength(1));
    expect(of('SaveHomework')[0].variables).toEqual({
      input: { department: 'Alim', className: 'Class 9', groupName: 'Humanities', date: isoToday(), content: 'Write an essay on rivers.' },
    });
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
  });

  it('edits homework with its id and shows a server error translated', async () => {
    const { of } = setup('education', {
      SaveHomework: () => ({ errors: [{ message: 'bad', extensions: { code: 'requiredField', params: { field: 'date' } } }] }),
    });
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    fireEvent.click(within(dataRows()[1]).getByRole('button', { name: 'Edit' }));
    const form = await waitFor(() => dialog());
    expect(within(form).getByRole('textbox', { name: 'Homework' })).toHaveValue('Read unit 4.');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(of('SaveHomework')).toHaveLength(1));
    expect(of('SaveHomework')[0].variables).toEqual({
      input: { id: 2, department: 'Alim', className: 'Class 9', groupName: 'Science', date: '2026-11-19', content: 'Read unit 4.' },
    });
    const text = en['error.requiredField'].replace('{field}', en['homework.date']); // "Please fill in Date"
    expect(text).toBe('Please fill in Date');
    await waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThanOrEqual(2)); // toast and the date field
  });

  it('deletes homework after confirmation', async () => {
    const { of } = setup();
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    fireEvent.click(within(dataRows()[0]).getByRole('button', { name: 'Delete' }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Yes' })));
    await waitFor(() => expect(of('DeleteHomework')).toEqual([{ operation: 'DeleteHomework', variables: { id: 1 } }]));
    await waitFor(() => expect(dataRows()).toHaveLength(1));
  });

  it('has no add, edit or delete without homework.write', async () => {
    setup('generalTeacher');
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /Add homework/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Show all' })).toHaveLength(1);
  });
});
