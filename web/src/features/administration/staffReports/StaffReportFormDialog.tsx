import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Col, DatePicker, Descriptions, Form, Input, Row, Select, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { REPORT_SUBJECT_MAX, REPORT_TEXT_MAX, STAFF_REPORT_ROWS } from '@rules/staff-reports';
import { FormDialog, LookupInput } from '@/components/crud';
import { SaveStaffReportDocument, StaffReportPersonDocument, type StaffReportFieldsFragment } from '@/gql/graphql';
import { isoToday, useFormat } from '@/lib/format';
import {
  canSave, emptyStaffReport, fromStaffReport, hasSubject, lookupOf, normalizeStaffReport, rowLacksSubject, STAFF_REPORT_FIELDS, STAFF_REPORT_LABELS,
  STAFF_REPORT_TYPES, toStaffReportInput, type Lookup, type ReportPerson, type StaffReportValues,
} from './staffReportForm';
import './staffReports.css';

interface Props {
  open: boolean;
  /** The report being edited; null adds a new one. */
  editing: StaffReportFieldsFragment | null;
  onClose: () => void;
}

/**
 * Add or edit a staff report (spec doc 1 §3, §5): the staff id is looked up and shows the name and
 * designation, or an info message when nothing is found; saving stays disabled until the staff
 * member is found. Report type, date, and the ten triples as a compact grid.
 */
export function StaffReportFormDialog({ open, editing, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [saveReport] = useMutation(SaveStaffReportDocument, { refetchQueries: ['StaffReports'] });
  const [lookup, setLookup] = useState<Lookup>(() => lookupOf(editing));
  const [staffId, setStaffId] = useState(editing?.staffId ?? '');

  // The dialog is rebuilt on each opening: start from the row edited, or empty.
  const [openedFor, setOpenedFor] = useState<{ open: boolean; editing: StaffReportFieldsFragment | null }>({ open, editing });
  if (openedFor.open !== open || openedFor.editing !== editing) {
    setOpenedFor({ open, editing });
    setLookup(lookupOf(editing));
    setStaffId(editing?.staffId ?? '');
  }

  const initial = useMemo<StaffReportValues>(() => (editing ? fromStaffReport(editing) : emptyStaffReport(isoToday())), [editing]);

  return (
    <FormDialog<StaffReportValues>
      open={open}
      title={t(editing ? 'staffReports.editTitle' : 'staffReports.addTitle')}
      onClose={onClose}
      initialValues={initial}
      fields={STAFF_REPORT_FIELDS}
      labels={STAFF_REPORT_LABELS}
      width={1000}
      saveDisabled={!canSave(lookup, staffId)}
      onSubmit={(raw) => saveReport({ variables: { input: toStaffReportInput(normalizeStaffReport(raw), editing?.id) } })}
    >
      {(form) => <ReportFields form={form} lookup={lookup} setLookup={setLookup} onStaffId={setStaffId} />}
    </FormDialog>
  );
}

interface FieldsProps {
  form: FormInstance<StaffReportValues>;
  lookup: Lookup;
  setLookup: (l: Lookup) => void;
  onStaffId: (staffId: string) => void;
}

function ReportFields({ form, lookup, setLookup, onStaffId }: FieldsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const client = useApolloClient();

  const required: Rule[] = [{ required: true, message: t('app.required') }];

  return (
    <>
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item name="staffId" label={t('staffReports.staffId')} rules={[{ required: true, whitespace: true, message: t('app.required') }]} extra={t('staffReports.lookupHint')}>
            <LookupInput<ReportPerson>
              form={form}
              field="staffId"
              lookup={lookup}
              setLookup={setLookup}
              foundId={lookup.state === 'found' ? lookup.person.staffId : null}
              fetch={async (staffId) => {
                const { data } = await client.query({ query: StaffReportPersonDocument, variables: { staffId }, fetchPolicy: 'network-only' });
                if (!data) throw new Error('no answer');
                return data.staffReportPerson;
              }}
              onTyped={onStaffId}
              findLabel={t('staffReports.find')}
              ariaLabel={t('staffReports.staffId')}
              maxLength={40}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <PersonPanel lookup={lookup} />
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="reportType" label={t('staffReports.reportType')} rules={required} getValueProps={(v: string) => ({ value: v || undefined })}>
            <Select aria-label={t('staffReports.reportType')} options={STAFF_REPORT_TYPES.map((v) => ({ value: v, label: t(`staffReports.type.${v}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item
            name="date"
            label={t('staffReports.date')}
            rules={required}
            getValueProps={(v: string) => ({ value: v ? dayjs(v) : null })}
            normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '')}
          >
            <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} aria-label={t('staffReports.date')} />
          </Form.Item>
        </Col>
      </Row>
      <TriplesGrid form={form} />
    </>
  );
}

/** The ten triples as a compact grid: number, subject, student report, office report. */
function TriplesGrid({ form }: { form: FormInstance<StaffReportValues> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { number: num } = useFormat();
  const subjectRule = (i: number): Rule => ({
    validator: () => (rowLacksSubject(form.getFieldValue(['rows', i]) as StaffReportValues['rows'][number]) ? Promise.reject(new Error(t('staffReports.subjectNeeded'))) : Promise.resolve()),
  });
  return (
    <Form.List
      name="rows"
      rules={[{ validator: (_, rows: StaffReportValues['rows']) => (hasSubject(rows) ? Promise.resolve() : Promise.reject(new Error(t('staffReports.oneSubject')))) }]}
    >
      {(fields, _ops, { errors }) => (
        <div className="srf-grid-wrap">
          <div className="srf-grid" role="group" aria-label={t('staffReports.rowsLabel')}>
            <div className="srf-row srf-head" aria-hidden>
              <span className="srf-num">#</span>
              <span>{t('staffReports.subject')}</span>
              <span>{t('staffReports.studentReport')}</span>
              <span>{t('staffReports.officeReport')}</span>
            </div>
            {fields.slice(0, STAFF_REPORT_ROWS).map((field, i) => (
              <div className="srf-row" key={field.key} data-testid="staff-report-form-row">
                <span className="srf-num">{num(i + 1)}</span>
                <Form.Item name={[field.name, 'subject']} rules={[subjectRule(i)]} dependencies={[['rows', i, 'studentReport'], ['rows', i, 'officeReport']]}>
                  <Input.TextArea size="small" rows={1} className="srf-text" maxLength={REPORT_SUBJECT_MAX} dir="auto" aria-label={`${t('staffReports.subject')} ${num(i + 1)}`} />
                </Form.Item>
                <Form.Item name={[field.name, 'studentReport']}>
                  <Input.TextArea size="small" rows={1} className="srf-text" maxLength={REPORT_TEXT_MAX} dir="auto" aria-label={`${t('staffReports.studentReport')} ${num(i + 1)}`} />
                </Form.Item>
                <Form.Item name={[field.name, 'officeReport']}>
                  <Input.TextArea size="small" rows={1} className="srf-text" maxLength={REPORT_TEXT_MAX} dir="auto" aria-label={`${t('staffReports.officeReport')} ${num(i + 1)}`} />
                </Form.Item>
              </div>
            ))}
          </div>
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}

/** The staff member the staff id names: name and designation, an info message, or nothing yet. */
function PersonPanel({ lookup }: { lookup: Lookup }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  if (lookup.state === 'notFound') {
    return <Alert type="info" showIcon title={t('staffReports.notFound')} style={{ marginBlockStart: 30 }} role="status" />;
  }
  if (lookup.state !== 'found') return null;
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2 }}
      style={{ marginBlockStart: 30 }}
      items={[
        { key: 'name', label: t('staffReports.name'), children: <span dir="auto" data-testid="staff-report-person-name">{lookup.person.name}</span> },
        { key: 'designation', label: t('staffReports.designation'), children: <span dir="auto">{lookup.person.designation || '—'}</span> },
      ]}
    />
  );
}
