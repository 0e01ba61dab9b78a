import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { App, Button, Col, Flex, Input, Modal, Row, Tooltip, Typography } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { MAX_DAYS, MAX_INCREMENT_PERCENT, MAX_SALARY_TAKA } from '@rules/salary';
import { SaveSalarySheetDocument, type SalarySheetFieldsFragment } from '@/gql/graphql';
import { errorMessageId, formatError } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { useMoney } from '@/print/accounts/VoucherPrint';
import {
  ADDITION_COLUMNS, blankRow, DEDUCTION_COLUMNS, rowFromSheet, rowProblem, rowTotals, sheetTotals, toSheetInput, type EditRow, type SalaryColumn,
} from './salaryForm';

interface Props {
  sheet: SalarySheetFieldsFragment | null;
  /** A reader without 'voucher.write' sees the sheet but cannot change it. */
  readOnly?: boolean;
  onClose: () => void;
}

/**
 * The salary sheet editor: one row per staff member with the spec's columns (ID, name,
 * designation, workdays, attendance, allowances, increment %, overtime, bonus, total; deductions,
 * total; net), live totals from @rules/salary (the server computes the same on save).
 */
export function SalarySheetEditor({ sheet, readOnly = false, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits } = useFormat();
  return (
    <Modal
      open={!!sheet}
      title={sheet ? t('salaries.editorTitle', { month: `\u2066${digits(sheet.month)}\u2069` }) : ''}
      onCancel={onClose}
      footer={null}
      width="96vw"
      style={{ top: 16, maxWidth: 1800 }}
      destroyOnHidden
    >
      {sheet && <EditorBody key={sheet.id} sheet={sheet} readOnly={readOnly} onClose={onClose} />}
    </Modal>
  );
}

function EditorBody({ sheet, readOnly, onClose }: { sheet: SalarySheetFieldsFragment; readOnly: boolean; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits } = useFormat();
  const money = useMoney();
  const { message } = App.useApp();
  const [rows, setRows] = useState<EditRow[]>(() => sheet.rows.map(rowFromSheet));
  const [note, setNote] = useState(sheet.note);
  const [department, setDepartment] = useState(sheet.department);
  const [shown, setShown] = useState(false);
  const [save, { loading }] = useMutation(SaveSalarySheetDocument, { refetchQueries: ['SalarySheets'] });
  const totals = useMemo(() => sheetTotals(rows), [rows]);
  const paid = !!sheet.paidVoucherId || readOnly;

  const set = (i: number, patch: Partial<EditRow>) => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const problems = rows.map(rowProblem);
  const firstProblem = problems.findIndex(Boolean);

  const submit = async () => {
    setShown(true);
    if (firstProblem >= 0) {
      message.error(t(`salaries.problem.${problems[firstProblem]}`, { row: digits(firstProblem + 1) }));
      return;
    }
    try {
      await save({ variables: { input: toSheetInput({ id: sheet.id, month: sheet.month, department, note }, rows) } });
      message.success(t('error.successMessage'));
      onClose();
    } catch (e) {
      const problem = errorMessageId(e);
      message.error(formatError(intl, problem));
    }
  };

  const label = (c: SalaryColumn) => t(`salaries.col.${c}`);
  const moneyCell = (r: EditRow, i: number, c: SalaryColumn) => (
    <td key={c} className="num">
      <InputNumber
        size="small"
        variant="borderless"
        controls={false}
        min={0}
        max={c === 'incrementPercent' ? MAX_INCREMENT_PERCENT : MAX_SALARY_TAKA}
        precision={2}
        value={r[c] || null}
        disabled={paid}
        onChange={(v) => set(i, { [c]: typeof v === 'number' ? v : 0 })}
        aria-label={`${label(c)} ${digits(i + 1)}`}
        className="sal-input"
      />
    </td>
  );

  return (
    <Flex vertical gap={12}>
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Typography.Text type="secondary">{t('salaries.month')}: </Typography.Text>
          <bdi dir="ltr">{digits(sheet.month)}</bdi>
        </Col>
        <Col xs={24} sm={8}>
          <Input addonBefore={t('salaries.department')} value={department} maxLength={80} disabled={paid} onChange={(e) => setDepartment(e.target.value)} placeholder={t('salaries.allStaff')} aria-label={t('salaries.department')} />
        </Col>
        <Col xs={24} sm={8}>
          <Input addonBefore={t('salaries.note')} value={note} maxLength={500} disabled={paid} onChange={(e) => setNote(e.target.value)} aria-label={t('salaries.note')} />
        </Col>
      </Row>
      {!!sheet.paidVoucherId && <Typography.Text type="warning">{t('salaries.paidLocked')}</Typography.Text>}
      <div className="sal-grid-wrap">
        <table className="sal-grid" data-testid="salary-grid">
          <thead>
            <tr>
              <th rowSpan={2}>#</th>
              <th rowSpan={2}>{t('salaries.col.staffId')}</th>
              <th rowSpan={2}>{t('salaries.col.name')}</th>
              <th rowSpan={2}>{t('salaries.col.designation')}</th>
              <th rowSpan={2}>{t('salaries.col.workdays')}</th>
              <th rowSpan={2}>{t('salaries.col.attendance')}</th>
              <th colSpan={ADDITION_COLUMNS.length + 2} className="sal-group">{t('salaries.allowances')}</th>
              <th colSpan={DEDUCTION_COLUMNS.length + 1} className="sal-group">{t('salaries.deductions')}</th>
              <th rowSpan={2}>{t('salaries.col.net')}</th>
              <th rowSpan={2} aria-label={t('table.actions')} />
            </tr>
            <tr>
              {ADDITION_COLUMNS.flatMap((c) => [<th key={c}>{label(c)}</th>, ...(c === 'incrementPercent' ? [<th key="increment">{t('salaries.col.increment')}</th>] : [])])}
              <th>{t('salaries.col.total')}</th>
              {DEDUCTION_COLUMNS.map((c) => <th key={c}>{label(c)}</th>)}
              <th>{t('salaries.col.deductionTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => {
              const sums = rowTotals(r);
              const problem = shown ? problems[i] : null;
              return (
                <tr key={r.key} className={problem ? 'sal-problem' : undefined}>
                  <td className="num">{digits(i + 1)}</td>
                  <td><Input size="small" variant="borderless" value={r.staffId} maxLength={40} disabled={paid} onChange={(e) => set(i, { staffId: e.target.value })} aria-label={`${t('salaries.col.staffId')} ${digits(i + 1)}`} className="sal-text sal-id" /></td>
                  <td><Input size="small" variant="borderless" value={r.name} maxLength={120} disabled={paid} status={problem === 'name' ? 'error' : undefined} onChange={(e) => set(i, { name: e.target.value })} aria-label={`${t('salaries.col.name')} ${digits(i + 1)}`} className="sal-text sal-name" /></td>
                  <td><Input size="small" variant="borderless" value={r.designation} maxLength={120} disabled={paid} onChange={(e) => set(i, { designation: e.target.value })} aria-label={`${t('salaries.col.designation')} ${digits(i + 1)}`} className="sal-text" /></td>
                  {(['workdays', 'attendance'] as const).map((c) => (
                    <td key={c} className="num">
                      <InputNumber
                        size="small" variant="borderless" controls={false} min={0} max={MAX_DAYS} precision={0} value={r[c] || null} disabled={paid}
                        status={problem === 'attendance' && c === 'attendance' ? 'error' : undefined}
                        onChange={(v) => set(i, { [c]: typeof v === 'number' ? v : 0 })} aria-label={`${t(`salaries.col.${c}`)} ${digits(i + 1)}`} className="sal-input sal-days"
                      />
                    </td>
                  ))}
                  {ADDITION_COLUMNS.flatMap((c) => [moneyCell(r, i, c), ...(c === 'incrementPercent' ? [<td key="increment" className="num sal-sum">{money(sums.increment)}</td>] : [])])}
                  <td className="num sal-sum">{money(sums.total)}</td>
                  {DEDUCTION_COLUMNS.map((c) => moneyCell(r, i, c))}
                  <td className="num sal-sum">{money(sums.deductions)}</td>
                  <td className={`num sal-net${problem === 'net' ? ' sal-negative' : ''}`} data-testid="salary-net">{money(sums.net)}</td>
                  <td>
                    {!paid && (
                      <Tooltip title={t('salaries.removeRow')}>
                        <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`${t('salaries.removeRow')} ${digits(i + 1)}`} onClick={() => setRows((all) => all.filter((_, j) => j !== i))} />
                      </Tooltip>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={6}>{t('print.total')}</td>
              {ADDITION_COLUMNS.flatMap((c) => (c === 'incrementPercent'
                ? [<td key={c} />, <td key="increment" className="num">{money(totals.increment)}</td>]
                : [<td key={c} className="num">{money(totals[c])}</td>]))}
              <td className="num">{money(totals.total)}</td>
              {DEDUCTION_COLUMNS.map((c) => <td key={c} className="num">{money(totals[c as keyof typeof totals])}</td>)}
              <td className="num">{money(totals.deductions)}</td>
              <td className="num" data-testid="salary-net-total">{money(totals.net)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
      <Flex gap={8} justify="space-between" wrap>
        <Button icon={<PlusOutlined />} disabled={paid} onClick={() => setRows((all) => [...all, blankRow()])}>{t('salaries.addRow')}</Button>
        <Flex gap={8}>
          <Button onClick={onClose}>{t('app.cancel')}</Button>
          <Button type="primary" loading={loading} disabled={paid} onClick={submit}>{t('app.save')}</Button>
        </Flex>
      </Flex>
    </Flex>
  );
}
