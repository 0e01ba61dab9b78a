import { Input, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { memo, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RESULT_PAGE_SIZE, type ComputedRow } from '@rules/results';
import { localDigits, useFormat } from '@/lib/format';
import { gpaText, percentText, rankText, statusText } from './examLabels';
import { cellState, useComputed, useMarkCell, useNumberPerSubject, type MarkStore } from './markStore';
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

interface CellText {
  /** The short absent label shown in an absent cell. */
  absent: string;
  /** The invalid-mark message, with the number per subject filled in. */
  invalid: (max: number) => string;
  locale: string;
}

/**
 * One mark input. It holds what was typed: a mark from 0 to the number per subject, "a" for absent
 * (shown as the language's absent label), or nothing yet. Anything else stays as typed, red, with
 * the reason on hover and focus; the grid is not saved while such a cell exists. Re-renders only
 * when its own cell changes.
 */
const MarkCell = memo(function MarkCell({ store, r, c, label, text }: { store: MarkStore; r: number; c: number; label: string; text: CellText }) {
  const cell = useMarkCell(store, r, c);
  const max = useNumberPerSubject(store);
  const [focused, setFocused] = useState(false);
  const state = cellState(cell, max);
  // Digits always in the language's script (typed Latin digits turn local at once, as before); absent
  // shows the language's label, and its typed letter while being edited.
  const shown = state === 'absent' ? (focused ? cell.text : text.absent) : localDigits(cell.text, text.locale);
  const input = (
    <Input
      id={markCellId(r, c)}
      aria-label={label}
      aria-invalid={state === 'invalid' || undefined}
      value={shown}
      size="small"
      autoComplete="off"
      status={state === 'invalid' ? 'error' : undefined}
      className={state === 'absent' ? 'talim-mark-absent' : undefined}
      data-state={state}
      onFocus={(e) => {
        setFocused(true);
        e.currentTarget.select();
      }}
      onBlur={() => setFocused(false)}
      onChange={(e) => store.setText(r, c, e.target.value)}
      onKeyDown={(e) => moveOn(e, r, c)}
      style={{ width: 72 }}
    />
  );
  if (state !== 'invalid') return input;
  return (
    <Tooltip title={text.invalid(max)} color="red" trigger={['hover', 'focus']}>
      {input}
    </Tooltip>
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
 * number per subject, or a for absent), then total, percentage, GPA, grade, status and rank computed
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
    const text: CellText = {
      absent: t('result.absentShort'),
      invalid: (max) => intl.formatMessage({ id: 'result.markInvalid' }, { max: intl.formatNumber(max) }),
      locale: intl.locale,
    };
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
        render: (_: unknown, row: GridRow) => <MarkCell store={store} r={row.index} c={c} label={t('result.markOf', { subject: s.name, name: row.name })} text={text} />,
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
