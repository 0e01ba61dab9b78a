import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Checkbox, Col, DatePicker, Descriptions, Form, Input, Row, Select, Spin, Typography, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@/app/session';
import { FormDialog } from '@/components/crud';
import { useWhoCan } from '@/components/WhoCan';
import { NextReceiptDocument, SaveFeeDocument, StudentFeesDocument, type FeeFieldsFragment } from '@/gql/graphql';
import { errorMessageId } from '@/lib/errors';
import { isoToday, latinDigits, useFormat } from '@/lib/format';
import { useFeeLabels } from '../feeRules/useFeeLabels';
import { FeeItemsEditor } from './FeeItemsEditor';
import { draftsFor, draftTotal, formProblem, ownPeriods, paidByOthers, toFeeInput, type FeeDepartment, type FeeValues, type ItemDraft } from './feeForm';

interface Props {
  department: FeeDepartment;
  open: boolean;
  /** The payment being edited; null takes a new one. */
  editing: FeeFieldsFragment | null;
  onClose: () => void;
}

const FIELDS = ['admitNo', 'year', 'date', 'note', 'items', 'receipt.fund', 'receipt.regarding', 'receipt.principalCode'];
const asDay = (v: string) => ({ value: v ? dayjs(v) : null });
const fromDay = (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '');

/** The student whose fees are shown: an admit number and a year. */
interface Asked { admitNo: number; year: number }
/** What the dialog needs to save: the student found (admit number) and why not yet. */
interface Ready { admitNo: number | null; problem: string | null }

/**
 * Take a fee payment (or edit one): the admit number is looked up and shows the student and the
 * titles that apply (from the fee rules, or the boarding fee rules), each with its months; pick
 * months, check the amounts, save. Saving stays disabled until a student is found and something
 * is picked; a month paid meanwhile is refused by the server (duplicateNotPossible) and shown.
 */
export function FeeFormDialog({ department, open, editing, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [saveFee] = useMutation(SaveFeeDocument, { refetchQueries: ['Fees', 'StudentFees', 'FeeSheet', 'Receipts', 'AccountsSummary', 'SetupChecklist'] });
  const today = isoToday();
  const initial = useMemo<FeeValues>(() => (editing
    ? { admitNo: editing.admitNo, year: editing.year, date: editing.date, note: editing.note, items: [] }
    : { admitNo: null, year: Number(today.slice(0, 4)), date: today, note: '', items: [], issueReceipt: true }), [editing, today]);
  const { titleLabel } = useFeeLabels();
  const [ready, setReady] = useState<Ready>({ admitNo: null, problem: null });
  const client = useApolloClient();

  const submit = async (v: FeeValues) => {
    try {
      return await saveFee({ variables: { input: toFeeInput({ ...v, admitNo: ready.admitNo }, department, editing?.id, titleLabel) } });
    } catch (e) {
      // A month paid meanwhile: show the months as they are now.
      if (errorMessageId(e).id === 'error.duplicateNotPossible') await client.refetchQueries({ include: ['StudentFees'] });
      throw e;
    }
  };

  return (
    <FormDialog<FeeValues>
      open={open}
      title={t(editing ? 'fees.editTitle' : department === 'boarding' ? 'fees.addBoardingTitle' : 'fees.addTitle')}
      onClose={onClose}
      initialValues={initial}
      fields={FIELDS}
      labels={{ admitNo: 'fees.admitNo', year: 'fees.year', date: 'fees.date', items: 'fees.items', fund: 'receipts.fund', regarding: 'receipts.regarding', principalCode: 'receipts.principalCode' }}
      width={780}
      saveDisabled={ready.admitNo === null || ready.problem !== null}
      saveLabel={t('fees.take')}
      onSubmit={submit}
    >
      {(form) => <FeeFields form={form} department={department} editing={editing} onReady={setReady} />}
    </FormDialog>
  );
}

interface FieldsProps {
  form: FormInstance<FeeValues>;
  department: FeeDepartment;
  editing: FeeFieldsFragment | null;
  onReady: (r: Ready) => void;
}

function FeeFields({ form, department, editing, onReady }: FieldsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits } = useFormat();
  const { taka } = useFeeLabels();
  const [asked, setAsked] = useState<Asked | null>(editing ? { admitNo: editing.admitNo, year: editing.year } : null);
  const { data, loading, error } = useQuery(StudentFeesDocument, {
    variables: { admitNo: asked?.admitNo ?? 0, year: asked?.year, department },
    skip: !asked,
    fetchPolicy: 'network-only',
  });
  const student = asked && data?.studentFees.admitNo === asked.admitNo && data.studentFees.year === asked.year ? data.studentFees : null;
  const own = useMemo(() => (editing && student?.year === editing.year && student.admitNo === editing.admitNo ? ownPeriods(editing) : new Set<string>()), [editing, student]);
  const paid = useMemo(() => paidByOthers(student?.lines ?? [], own), [student, own]);
  const items = (Form.useWatch('items', form) ?? []) as ItemDraft[];
  const year = (Form.useWatch('year', form) ?? asked?.year) as number;

  // A student (or year) found: one draft per title; an edited payment's items picked again.
  useEffect(() => {
    if (student) form.setFieldsValue({ items: draftsFor(student.lines, own.size ? editing : null) });
  }, [student, own, editing, form]);

  const problem = formProblem(items);
  const foundNo = student?.admitNo ?? null;
  useEffect(() => onReady({ admitNo: foundNo, problem }), [foundNo, problem, onReady]);

  const find = (raw: string) => {
    const admitNo = Number(latinDigits(raw.trim()));
    if (!Number.isInteger(admitNo) || admitNo < 1) {
      form.setFields([{ name: 'admitNo', errors: [t(raw.trim() ? 'error.invalidValue' : 'app.required')] }]);
      return;
    }
    setAsked({ admitNo, year: (form.getFieldValue('year') as number) || Number(isoToday().slice(0, 4)) });
  };

  const thisYear = Number(isoToday().slice(0, 4));
  const years = [thisYear - 2, thisYear - 1, thisYear, thisYear + 1];
  if (year && !years.includes(year)) years.unshift(year);
  const notFound = error && errorMessageId(error).id === 'error.sorryNotFound';

  return (
    <Row gutter={12}>
      <Col xs={24} sm={10}>
        <Form.Item name="admitNo" label={t('fees.admitNo')} required getValueProps={(v: unknown) => ({ value: v ? String(v) : undefined })}>
          <Input.Search
            aria-label={t('fees.admitNo')}
            enterButton={t('fees.find')}
            inputMode="numeric"
            autoComplete="off"
            loading={loading}
            disabled={!!editing}
            onSearch={find}
            onChange={(e) => { if (asked && Number(latinDigits(e.target.value.trim())) !== asked.admitNo) setAsked(null); }}
            onBlur={(e) => { if (e.target.value.trim() && Number(latinDigits(e.target.value.trim())) !== asked?.admitNo) find(e.target.value); }}
          />
        </Form.Item>
      </Col>
      <Col xs={12} sm={7}>
        <Form.Item name="year" label={t('fees.year')} rules={[{ required: true, message: t('app.required') }]}>
          <Select
            aria-label={t('fees.year')}
            options={years.map((y) => ({ value: y, label: digits(y) }))}
            onChange={(y: number) => { if (asked) setAsked({ ...asked, year: y }); }}
          />
        </Form.Item>
      </Col>
      <Col xs={12} sm={7}>
        <Form.Item name="date" label={t('fees.date')} getValueProps={asDay} normalize={fromDay}>
          <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} aria-label={t('fees.date')} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        {notFound && <Alert type="info" showIcon role="status" title={t(department === 'boarding' ? 'fees.noResidentialStudent' : 'error.sorryNotFound')} style={{ marginBottom: 12 }} />}
        {error && !notFound && <Alert type="error" showIcon title={t(errorMessageId(error).id)} style={{ marginBottom: 12 }} />}
        {loading && !student && <Spin style={{ display: 'block', margin: '12px auto' }} />}
        {student && (
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 3 }}
            style={{ marginBottom: 12 }}
            items={[
              { key: 'name', label: t('fees.name'), children: <span dir="auto" data-testid="fee-student-name">{student.name}</span> },
              { key: 'class', label: t('fees.class'), children: <span dir="auto">{[student.className, student.groupName].filter(Boolean).join(' · ')}</span> },
              { key: 'owed', label: t('fees.owedYear'), children: <Typography.Text type={student.owed > 0 ? 'danger' : 'success'}>{taka(student.owed)}</Typography.Text> },
            ]}
          />
        )}
      </Col>
      {student && (
        <Col xs={24}>
          {/* `required` only keeps the form's "(optional)" mark off it: saving needs a picked month. */}
          <Form.Item name="items" label={t('fees.items')} required>
            <FeeItemsEditor lines={student.lines} year={student.year} fromMonth={student.fromMonth} own={own} paid={paid} />
          </Form.Item>
          <TotalLine total={taka(draftTotal(items))} problem={problem ? t(problem) : null} />
        </Col>
      )}
      <Col xs={24}>
        <Form.Item name="note" label={t('fees.note')}>
          <Input.TextArea aria-label={t('fees.note')} autoSize={{ minRows: 1, maxRows: 4 }} maxLength={500} />
        </Form.Item>
      </Col>
      {!editing && student && <ReceiptFields form={form} department={department} />}
    </Row>
  );
}

/**
 * A new payment issues its receipt by default (issue 25: a fee reaches the income counts only
 * through its receipt), on the next page of an approved book of the department. The receipt takes
 * its fund and head from the fee rule, so only the principal's code is asked (a superUser signs as
 * themselves). Without a book with pages left, the box starts unticked and says who approves one.
 */
function ReceiptFields({ form, department }: { form: FormInstance<FeeValues>; department: FeeDepartment }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { me } = useSession();
  const whoCan = useWhoCan();
  // A superUser signs as themselves; anyone else needs the principal's code.
  const codeNeeded = me?.type !== 'superUser';
  const issue = Form.useWatch('issueReceipt', form) ?? false;
  const next = useQuery(NextReceiptDocument, { variables: { department }, fetchPolicy: 'network-only' });
  const noBook = !next.loading && !!next.data && !next.data.nextReceipt;
  useEffect(() => {
    if (noBook) form.setFieldsValue({ issueReceipt: false });
  }, [noBook, form]);
  const required = [{ required: true, whitespace: true, message: t('app.required') }];
  return (
    <>
      <Col xs={24}>
        {noBook && (
          <Alert type="warning" showIcon style={{ marginBottom: 8 }} title={t('fees.noBook')} description={t('setup.whoCan', { roles: whoCan('receiptBook.write') })} />
        )}
        <Form.Item name="issueReceipt" valuePropName="checked" extra={issue ? t(department === 'boarding' ? 'fees.receiptHintBoarding' : 'fees.receiptHint') : undefined}>
          <Checkbox disabled={noBook}>{t('fees.issueReceipt')}</Checkbox>
        </Form.Item>
      </Col>
      {issue && (
        <Col xs={24} sm={12}>
          <Form.Item name="receipt.principalCode" label={t('receipts.principalCode')} rules={codeNeeded ? required : undefined} required={codeNeeded}>
            <Input.Password aria-label={t('receipts.principalCode')} autoComplete="off" />
          </Form.Item>
        </Col>
      )}
    </>
  );
}

/** The payment's total, and why it cannot be saved yet. */
function TotalLine({ total, problem }: { total: string; problem: string | null }) {
  const intl = useIntl();
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', marginBottom: 12 }}>
      <Typography.Text type="secondary" aria-live="polite">{problem ?? ''}</Typography.Text>
      <Typography.Text strong data-testid="fee-total">{intl.formatMessage({ id: 'fees.total' })}: {total}</Typography.Text>
    </div>
  );
}

