import { InputNumber, Table, Tag, type TableColumnsType } from 'antd';
import { memo, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RESULT_PAGE_SIZE, type ComputedRow } from '@rules/results';
import { useFormat } from '@/lib/format';
import { gpaText, percentText, rankText, statusText } from './examLabels';
import { useComputed, useMark, useNumberPerSubject, type MarkStore } from './markStore';
import { numberInputFormat, type NumberInputFormat } from './numberInput';
import { StatusText } from './resultColumns';

interface GridRow {
  index: number;
  admitNo: number;
  name: string;
}

export const markCellId = (r: number, c: number) => `result-mark-${r}-${c}`;

function focusCell(r: number, c: number): boolean {
  const input = document.getElementById(markCellId(r, c));
  if (!(input instanceof HTMLInputElement)) return false;
  input.focus();
  input.select();
  return true;
}

/**
 * Enter or ↓ goes to the same subject of the next student (a teacher types one subject's papers in
 * a row); after the last student of the page, to the next subject's first student. ↑ and
 * Shift+Enter go back up. Tab moves across as usual.
 */
function moveOn(e: KeyboardEvent<HTMLInputElement>, r: number, c: number) {
  if (e.key === 'ArrowUp' || (e.key === 'Enter' && e.shiftKey)) {
    e.preventDefault();
    focusCell(r - 1, c);
  } else if (e.key === 'Enter' || e.key === 'ArrowDown') {
    e.preventDefault();
    if (!focusCell(r + 1, c)) focusCell(r - (r % RESULT_PAGE_SIZE), c + 1);
  }
}

/** One mark input; empty means absent. Re-renders only when its own mark changes. */
const MarkCell = memo(function MarkCell({ store, r, c, label, format }: { store: MarkStore; r: number; c: number; label: string; format: NumberInputFormat }) {
  const value = useMark(store, r, c);
  const max = useNumberPerSubject(store);
  const invalid = value !== null && (value < 0 || value > max);
  return (
    <InputNumber<number>
      id={markCellId(r, c)}
      aria-label={label}
      value={value}
      min={0}
      max={max}
      keyboard={false}
      controls={false}
      size="small"
      status={invalid ? 'error' : undefined}
      formatter={format.formatter}
      parser={format.parser}
      onChange={(v) => store.setMark(r, c, v === null || v === undefined || Number.isNaN(Number(v)) ? null : Number(v))}
      onKeyDown={(e) => moveOn(e, r, c)}
      style={{ width: 64 }}
    />
  );
});

/** One computed value of a row, re-rendered only when that value changes. */
function Computed<V extends string | number | null>({ store, r, pick, show }: { store: MarkStore; r: number; pick: (row: ComputedRow) => V; show: (v: V) => ReactNode }) {
  const value = useComputed(store, r, pick);
  return <span data-computed>{show(value)}</span>;
}

const pickTotal = (row: ComputedRow) => row.total;
const pickPercentage = (row: ComputedRow) => row.percentage;
const pickGpa = (row: ComputedRow) => row.averageGpa;
const pickGrade = (row: ComputedRow) => row.grade;
const pickStatus = (row: ComputedRow) => row.status;
const pickRank = (row: ComputedRow) => row.rank;

/**
 * The mark entry grid of addMode and editMode: one row per student, one input per subject (0 to the
 * number per subject; empty is absent), then total, percentage, GPA, grade, status and rank computed
 * live. The grid itself renders once per store; typing only touches the cells that change.
 */
export const MarkGrid = memo(function MarkGrid({ store, isGrade }: { store: MarkStore; isGrade: boolean }) {
  const intl = useIntl();
  const { digits } = useFormat();
  const [page, setPage] = useState(1);
  const rows = useMemo<GridRow[]>(() => store.students.map((s, index) => ({ index, admitNo: s.admitNo, name: s.name })), [store]);

  const columns = useMemo<TableColumnsType<GridRow>>(() => {
    const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
    const optional = t('result.optional');
    const format = numberInputFormat(intl.locale);
    const computed = <V extends string | number | null>(key: string, title: string, pick: (row: ComputedRow) => V, show: (v: V) => ReactNode, align: 'end' | 'center' = 'end') => ({
      key,
      title,
      align,
      render: (_: unknown, row: GridRow) => <Computed store={store} r={row.index} pick={pick} show={show} />,
    });
    return [
      { key: 'admitNo', title: t('result.admitNo'), fixed: 'start', width: 80, render: (_: unknown, row: GridRow) => digits(row.admitNo) },
      { key: 'name', title: t('result.name'), fixed: 'start', render: (_: unknown, row: GridRow) => row.name },
      ...store.subjects.map((s, c) => ({
        key: `mark-${s.key}`,
        title: (
          <span>
            {s.name}
            {s.isOptional && (
              <Tag color="blue" variant="filled" style={{ marginInlineStart: 4 }}>
                {optional}
              </Tag>
            )}
          </span>
        ),
        align: 'center' as const,
        render: (_: unknown, row: GridRow) => <MarkCell store={store} r={row.index} c={c} label={t('result.markOf', { subject: s.name, name: row.name })} format={format} />,
      })),
      computed('total', t('result.total'), pickTotal, (v) => intl.formatNumber(v)),
      computed('percentage', t('result.percentage'), pickPercentage, (v) => percentText(intl, v)),
      ...(isGrade
        ? [computed('averageGpa', t('result.averageGpa'), pickGpa, (v) => gpaText(intl, v)), computed('grade', t('result.grade'), pickGrade, (v) => <bdi>{v}</bdi>, 'center')]
        : []),
      computed('status', t('result.status'), pickStatus, (v) => <StatusText status={v} text={statusText(intl, v)} />, 'center'),
      computed('rank', t('result.rank'), pickRank, (v) => rankText(intl, v), 'center'),
    ];
  }, [store, intl, isGrade, digits]);

  return (
    <Table<GridRow>
      className="talim-mark-grid"
      rowKey="admitNo"
      dataSource={rows}
      columns={columns}
      size="small"
      bordered
      scroll={{ x: 'max-content' }}
      pagination={{
        current: page,
        pageSize: RESULT_PAGE_SIZE,
        onChange: setPage,
        showSizeChanger: false,
        hideOnSinglePage: true,
        itemRender: (p, type, element) => (type === 'page' ? <a>{intl.formatNumber(p)}</a> : element),
      }}
    />
  );
});
