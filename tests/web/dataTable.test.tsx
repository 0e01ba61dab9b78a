import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import en from '../../web/src/i18n/en.json';
import { DataTable, type DataColumn } from '@/components/DataTable';
import { BOM, buildCsv, columnTotals, defaultPageSize, escapeCsv, filterRows, tableMatrix } from '@/components/dataTableUtils';

interface Row { id: number; name: string; city: string; amount: number; secret: string }

const columns: DataColumn<Row>[] = [
  { key: 'name', title: 'Name' },
  { key: 'city', title: 'City' },
  { key: 'amount', title: 'Amount', total: true },
  { key: 'secret', title: 'Secret', hidden: true },
];

const makeRows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Person ${i + 1}`, city: i % 2 ? 'Dhaka' : 'Sylhet', amount: i + 1, secret: `s${i + 1}` }));

function wrap(ui: React.ReactNode) {
  return render(
    <IntlProvider locale="en" messages={en}>
      <App>{ui}</App>
    </IntlProvider>,
  );
}

jest.setTimeout(30000);

describe('CSV', () => {
  it('starts with the byte-order mark and separates by commas', () => {
    const csv = buildCsv(['a', 'b'], [[1, 'x']]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.slice(1)).toBe('a,b\r\n1,x\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(escapeCsv('plain')).toBe('plain');
    expect(escapeCsv('a,b')).toBe('"a,b"');
    expect(escapeCsv('say "hi"')).toBe('"say ""hi"""');
    expect(escapeCsv('two\nlines')).toBe('"two\nlines"');
    const csv = buildCsv(['name', 'note'], [['Rahim, Karim', 'ok'], ['বাংলা', null]]);
    expect(csv).toBe(`${BOM}name,note\r\n"Rahim, Karim",ok\r\nবাংলা,\r\n`);
  });

  it('exports only exportable columns', () => {
    const cols: DataColumn<Row>[] = [...columns, { key: 'actions', title: 'Actions', exportable: false }];
    const { headers, body } = tableMatrix(cols, makeRows(1));
    expect(headers).toEqual(['Name', 'City', 'Amount', 'Secret']);
    expect(body[0]).toEqual(['Person 1', 'Sylhet', 1, 's1']);
  });
});

describe('quick filter', () => {
  const rows = makeRows(10);
  it('matches any searchable column, case-insensitive, every word', () => {
    expect(filterRows(rows, columns, '')).toHaveLength(10);
    expect(filterRows(rows, columns, 'dhaka')).toHaveLength(5);
    expect(filterRows(rows, columns, 'person 1 sylhet').map((r) => r.id)).toEqual([1]);
    expect(filterRows(rows, columns, 'nobody')).toHaveLength(0);
  });

  it('treats Bengali digits as digits', () => {
    expect(filterRows(rows, columns, 'Person ৭').map((r) => r.id)).toEqual([7]);
  });

  it('sums total columns', () => {
    expect(columnTotals(columns, rows)).toEqual({ amount: 55 });
  });
});

describe('<DataTable>', () => {
  const bodyRows = (container: HTMLElement) => container.querySelectorAll('tbody tr.ant-table-row');

  it('shows 100 rows a page by default and 20 for reports', () => {
    expect(defaultPageSize()).toBe(100);
    expect(defaultPageSize(true)).toBe(20);
    const rows = makeRows(150);
    const first = wrap(<DataTable rows={rows} columns={columns} rowKey={(r) => r.id} />);
    expect(bodyRows(first.container)).toHaveLength(100);
    first.unmount();
    const report = wrap(<DataTable rows={rows} columns={columns} rowKey={(r) => r.id} report />);
    expect(bodyRows(report.container)).toHaveLength(20);
  });

  it('filters as the user types', () => {
    const { container } = wrap(<DataTable rows={makeRows(10)} columns={columns} rowKey={(r) => r.id} />);
    fireEvent.change(screen.getByLabelText('Search…'), { target: { value: 'sylhet' } });
    expect(bodyRows(container)).toHaveLength(5);
  });

  it('hides columns marked hidden until chosen', async () => {
    const { container } = wrap(<DataTable rows={makeRows(3)} columns={columns} rowKey={(r) => r.id} />);
    const header = () => Array.from(container.querySelectorAll('thead th')).map((th) => th.textContent);
    expect(header()).toEqual(expect.arrayContaining(['Name', 'City', 'Amount']));
    expect(header()).not.toContain('Secret');
    fireEvent.click(screen.getByRole('button', { name: /Columns/ }));
    const box = await screen.findByRole('checkbox', { name: 'Secret' });
    expect(box).not.toBeChecked();
    await act(async () => fireEvent.click(box));
    expect(header()).toContain('Secret');
  });

  it('hands the selected rows to the toolbar', () => {
    const { container } = wrap(
      <DataTable
        rows={makeRows(3)}
        columns={columns}
        rowKey={(r) => r.id}
        selectable
        toolbar={(selected) => <span data-testid="picked">{selected.map((r) => r.id).join(',')}</span>}
      />,
    );
    const firstRow = bodyRows(container)[0] as HTMLElement;
    fireEvent.click(within(firstRow).getByRole('checkbox'));
    expect(screen.getByTestId('picked')).toHaveTextContent('1');
  });

  it('gives rows their class names', () => {
    const { container } = wrap(
      <DataTable rows={makeRows(2)} columns={columns} rowKey={(r) => r.id} rowClassName={(r) => (r.id === 2 ? 'row-warning' : '')} />,
    );
    expect(container.querySelectorAll('tr.row-warning')).toHaveLength(1);
  });
});
