import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import en from '../../web/src/i18n/en.json';
import { DataTable, type DataColumn } from '@/components/DataTable';
import { BOM, buildCsv, columnTotals, defaultPageSize, escapeCsv, excelRows, filterRows, tableMatrix } from '@/components/dataTableUtils';

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

describe('formula injection (issue 22 item 7)', () => {
  const evil = ['=HYPERLINK("http://evil.test","x")', "+cmd|' /C calc'!A0", '@SUM(1+1)', '-2+3+cmd|\' /C calc\'!A0', '\t=1+1', '\r=1+1'];
  interface Named { id: number; name: string; balance: number }
  const named: DataColumn<Named>[] = [{ key: 'name', title: 'Name' }, { key: 'balance', title: 'Balance' }];
  const rows: Named[] = evil.map((name, i) => ({ id: i + 1, name, balance: -5 }));

  /** The blobs the table downloads (URL.createObjectURL is what the download goes through). */
  function captureDownloads(): Blob[] {
    const blobs: Blob[] = [];
    (URL as unknown as { createObjectURL: (b: Blob) => string }).createObjectURL = (b: Blob) => { blobs.push(b); return 'blob:test'; };
    (URL as unknown as { revokeObjectURL: () => void }).revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    return blobs;
  }
  const blobText = (b: Blob) => new Promise<string>((resolve) => { const r = new FileReader(); r.onload = () => resolve(String(r.result)); r.readAsText(b); });

  it('the CSV export quotes every text cell that starts a formula; numbers (-5) stay numbers', async () => {
    const blobs = captureDownloads();
    wrap(<DataTable rowKey={(r) => r.id} columns={named} rows={rows} fileName="people" />);
    fireEvent.click(screen.getByRole('button', { name: /csv/i }));
    expect(blobs).toHaveLength(1);
    const lines = (await blobText(blobs[0])).replace(BOM, '').split('\r\n');
    expect(lines.slice(1, 7)).toEqual([
      `"'=HYPERLINK(""http://evil.test"",""x"")",-5`,
      `'+cmd|' /C calc'!A0,-5`,
      "'@SUM(1+1),-5",
      `'-2+3+cmd|' /C calc'!A0,-5`,
      `'\t=1+1,-5`,
      `"'\r=1+1",-5`,
    ]);
    for (const line of lines.slice(1, 7)) expect(line.replace(/^"/, '')[0]).toBe("'");
  });

  it('the Excel export writes such names as quoted text cells, never formulas; numbers stay number cells', async () => {
    const blobs = captureDownloads();
    wrap(<DataTable rowKey={(r) => r.id} columns={named} rows={rows} fileName="people" />);
    fireEvent.click(screen.getByRole('button', { name: /excel/i }));
    await act(async () => { for (let i = 0; i < 100 && !blobs.length; i++) await new Promise((r) => setTimeout(r, 50)); });
    expect(blobs).toHaveLength(1);
    const bytes = await new Promise<ArrayBuffer>((resolve) => { const r = new FileReader(); r.onload = () => resolve(r.result as ArrayBuffer); r.readAsArrayBuffer(blobs[0]); });
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes);
    const sheet = book.worksheets[0];
    for (let i = 0; i < evil.length; i++) {
      const name = sheet.getRow(i + 2).getCell(1);
      expect(name.type).toBe(ExcelJS.ValueType.String);
      // (XML reads the CR exceljs stores as a line feed.)
      expect(name.value).toBe(`'${evil[i]}`.replace(/\r/g, '\n'));
      expect(sheet.getRow(i + 2).getCell(2).value).toBe(-5);
    }
  });

  it('the Excel rows hold such names as quoted text and numbers as numbers', () => {
    const [head, ...body] = excelRows(['Name', 'Balance'], rows.map((r) => [r.name, r.balance]));
    expect(head).toEqual(['Name', 'Balance']);
    expect(body.map((r) => r[0])).toEqual(evil.map((e) => `'${e}`));
    expect(body.every((r) => r[1] === -5)).toBe(true);
    expect(excelRows([], [['Karim', '-5', true, null]])[1]).toEqual(['Karim', '-5', 'true', '']);
  });

  it('shows such names on screen as plain text', () => {
    const { container } = wrap(<DataTable rowKey={(r) => r.id} columns={named} rows={rows} />);
    expect(screen.getByText('=HYPERLINK("http://evil.test","x")')).toBeTruthy();
    expect(screen.getByText('@SUM(1+1)')).toBeTruthy();
    expect(container.querySelector('a[href*="evil"]')).toBeNull();
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

  it('has no quick filter where the screen searches the server (one search box)', () => {
    const { container } = wrap(<DataTable rows={makeRows(10)} columns={columns} rowKey={(r) => r.id} quickFilter={false} />);
    expect(screen.queryByLabelText('Search…')).toBeNull();
    expect(bodyRows(container)).toHaveLength(10);
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

  it('wraps cells to fit its box (automatic layout, width auto) and sticks only an identifying start column (issue 25 item 21)', () => {
    const cols: DataColumn<Row>[] = [{ key: 'name', title: 'Name', fixed: 'start' }, { key: 'city', title: 'City' }, { key: 'amount', title: 'Amount' }];
    const { container } = wrap(<DataTable rows={makeRows(2)} columns={cols} rowKey={(r) => r.id} />);
    const table = container.querySelector<HTMLElement>('.ant-table table')!;
    expect(table).toHaveStyle({ tableLayout: 'auto' });
    expect(table.style.width).toBe('auto');
    const firstRow = bodyRows(container)[0] as HTMLElement;
    const cells = Array.from(firstRow.querySelectorAll('td'));
    expect(cells[0].className).toMatch(/ant-table-cell-fix/);
    expect(cells.slice(1).every((td) => !/ant-table-cell-fix/.test(td.className))).toBe(true);
  });

  it('gives rows their class names', () => {
    const { container } = wrap(
      <DataTable rows={makeRows(2)} columns={columns} rowKey={(r) => r.id} rowClassName={(r) => (r.id === 2 ? 'row-warning' : '')} />,
    );
    expect(container.querySelectorAll('tr.row-warning')).toHaveLength(1);
  });
});
