import { useApolloClient, useMutation } from '@apollo/client/react';
import { Form, Input, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { REPORT_SUBJECT_MAX, REPORT_TEXT_MAX, STAFF_REPORT_ROWS } from '@rules/staff-reports';
import { LookupReportDialog, ReportHeadFields, ReportPersonPanel, type ReportLookup } from '@/components/reports/LookupReportDialog';
import { SaveStaffReportDocument, StaffReportPersonDocument, type StaffReportFieldsFragment } from '@/gql/graphql';
import { isoToday, useFormat } from '@/lib/format';
import { useReportHeadings } from '@/features/settings/useReportHeadings';
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
  const [saveReport] = useMutation(SaveStaffReportDocument, { refetchQueries: ['StaffReports'] });
  // a new report's subjects start as the teacher evaluation: the academy's own questions or the defaults (issue 24 item 11)
  const { evaluation } = useReportHeadings();
  const questionsKey = evaluation.join('\n');
  const initial = useMemo<StaffReportValues>(() => (editing ? fromStaffReport(editing) : emptyStaffReport(isoToday(), questionsKey ? questionsKey.split('\n') : [])), [editing, questionsKey]);
  return (
    <LookupReportDialog<StaffReportValues, StaffReportFieldsFragment, ReportPerson>
      ns="staffReports"
      open={open}
      editing={editing}
      onClose={onClose}
      lookupOf={lookupOf}
      typedOf={(e) => e?.staffId ?? ''}
      canSave={canSave}
      initialValues={initial}
      fields={STAFF_REPORT_FIELDS}
      labels={STAFF_REPORT_LABELS}
      width={1000}
      onSubmit={(raw) => saveReport({ variables: { input: toStaffReportInput(normalizeStaffReport(raw), editing?.id) } })}
    >
      {(form, lookup) => <ReportFields form={form} {...lookup} />}
    </LookupReportDialog>
  );
}

function ReportFields({ form, ...lookup }: { form: FormInstance<StaffReportValues> } & ReportLookup<ReportPerson>) {
  const client = useApolloClient();
  return (
    <>
      <ReportHeadFields<StaffReportValues, ReportPerson>
        ns="staffReports"
        form={form}
        idField="staffId"
        idLabel="staffReports.staffId"
        {...lookup}
        foundId={lookup.lookup.state === 'found' ? lookup.lookup.person.staffId : null}
        fetch={async (staffId) => {
          const { data } = await client.query({ query: StaffReportPersonDocument, variables: { staffId }, fetchPolicy: 'network-only' });
          if (!data) throw new Error('no answer');
          return data.staffReportPerson;
        }}
        maxLength={40}
        panel={<PersonPanel lookup={lookup.lookup} />}
        types={STAFF_REPORT_TYPES}
      />
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
  return (
    <ReportPersonPanel
      lookup={lookup}
      notFound={t('staffReports.notFound')}
      items={(p) => [
        { key: 'name', label: t('staffReports.name'), children: <span dir="auto" data-testid="staff-report-person-name">{p.name}</span> },
        { key: 'designation', label: t('staffReports.designation'), children: <span dir="auto">{p.designation || '—'}</span> },
      ]}
    />
  );
}
