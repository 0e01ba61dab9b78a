import { Alert, Col, DatePicker, Descriptions, Form, Row, Select, type DescriptionsProps, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog, LookupInput, type Lookup } from '@/components/crud';
import type { FieldLabels } from '@/lib/errors';

/** The message namespace of a report screen: `${ns}.addTitle`, `${ns}.reportType`, `${ns}.date`… */
export type ReportNs = 'hostelReports' | 'staffReports';

/** What the dialog's fields need of the id lookup. */
export interface ReportLookup<P> {
  lookup: Lookup<P>;
  setLookup: (l: Lookup<P>) => void;
  /** Told the id typed (trimmed) on every change. */
  onTyped: (typed: string) => void;
}

interface DialogProps<V, E, P> {
  ns: ReportNs;
  open: boolean;
  /** The report being edited; null adds a new one. */
  editing: E | null;
  onClose: () => void;
  /** The lookup's state for the row edited (found) or a new report (idle). */
  lookupOf: (editing: E | null) => Lookup<P>;
  /** The id the row edited names ('' for a new report). */
  typedOf: (editing: E | null) => string;
  /** Whether the person found is the one the id now typed names. */
  canSave: (lookup: Lookup<P>, typed: string) => boolean;
  initialValues: V;
  fields: readonly string[];
  labels: FieldLabels;
  width: number;
  onSubmit: (values: V) => Promise<unknown>;
  children: (form: FormInstance<V>, lookup: ReportLookup<P>) => ReactNode;
}

/**
 * The add/edit dialog of a report found by an id (the hostel report by admit number, the staff
 * report by staff id; spec "saving stays disabled until a person is found by id lookup"): the
 * lookup's state and the id typed start again from the row edited on each opening, and save stays
 * disabled until the person found is the one the id now typed names.
 */
export function LookupReportDialog<V extends object, E, P>({ ns, open, editing, onClose, lookupOf, typedOf, canSave, initialValues, fields, labels, width, onSubmit, children }: DialogProps<V, E, P>) {
  const intl = useIntl();
  const [lookup, setLookup] = useState<Lookup<P>>(() => lookupOf(editing));
  const [typed, setTyped] = useState(() => typedOf(editing));

  // The dialog is rebuilt on each opening: start from the row edited, or empty.
  const [openedFor, setOpenedFor] = useState<{ open: boolean; editing: E | null }>({ open, editing });
  if (openedFor.open !== open || openedFor.editing !== editing) {
    setOpenedFor({ open, editing });
    setLookup(lookupOf(editing));
    setTyped(typedOf(editing));
  }

  return (
    <FormDialog<V>
      open={open}
      title={intl.formatMessage({ id: `${ns}.${editing ? 'editTitle' : 'addTitle'}` })}
      onClose={onClose}
      initialValues={initialValues}
      fields={fields}
      labels={labels}
      width={width}
      saveDisabled={!canSave(lookup, typed)}
      onSubmit={onSubmit}
    >
      {(form) => children(form, { lookup, setLookup, onTyped: setTyped })}
    </FormDialog>
  );
}

interface HeadProps<V, P> extends ReportLookup<P> {
  ns: ReportNs;
  form: FormInstance<V>;
  /** The id field: its name and its label's message id. */
  idField: string;
  idLabel: string;
  /** The id of the person found (not asked again). */
  foundId: string | null;
  fetch: (typed: string) => Promise<P>;
  inputMode?: 'numeric' | 'text';
  maxLength: number;
  /** The person found (ReportPersonPanel). */
  panel: ReactNode;
  types: readonly string[];
  onTypeChange?: (next: string) => void;
  /** More columns after the date (the hostel report's stage). */
  children?: ReactNode;
}

/**
 * The head of a report form: the id with its Find button and, beside it, the person found; then the
 * report type (`${ns}.type.<key>`), the date (YYYY-MM-DD) and the caller's further columns.
 */
export function ReportHeadFields<V, P>({ ns, form, idField, idLabel, lookup, setLookup, onTyped, foundId, fetch, inputMode, maxLength, panel, types, onTypeChange, children }: HeadProps<V, P>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const required: Rule[] = [{ required: true, message: t('app.required') }];
  return (
    <Row gutter={12}>
      <Col xs={24} md={8}>
        <Form.Item name={idField} label={t(idLabel)} rules={[{ required: true, whitespace: true, message: t('app.required') }]} extra={t(`${ns}.lookupHint`)}>
          <LookupInput<P>
            form={form}
            field={idField}
            lookup={lookup}
            setLookup={setLookup}
            foundId={foundId}
            fetch={fetch}
            onTyped={onTyped}
            findLabel={t(`${ns}.find`)}
            ariaLabel={t(idLabel)}
            inputMode={inputMode}
            maxLength={maxLength}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        {panel}
      </Col>
      <Col xs={24} sm={12} md={8}>
        <Form.Item name="reportType" label={t(`${ns}.reportType`)} rules={required} getValueProps={(v: string) => ({ value: v || undefined })}>
          <Select aria-label={t(`${ns}.reportType`)} options={types.map((v) => ({ value: v, label: t(`${ns}.type.${v}`) }))} onChange={onTypeChange} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} md={8}>
        <Form.Item
          name="date"
          label={t(`${ns}.date`)}
          rules={required}
          getValueProps={(v: string) => ({ value: v ? dayjs(v) : null })}
          normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '')}
        >
          <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} aria-label={t(`${ns}.date`)} />
        </Form.Item>
      </Col>
      {children}
    </Row>
  );
}

/** The person an id names, beside the id: the details found, an info message when nothing was found, or nothing yet. */
export function ReportPersonPanel<P>({ lookup, notFound, items }: { lookup: Lookup<P>; notFound: string; items: (person: P) => DescriptionsProps['items'] }) {
  if (lookup.state === 'notFound') {
    return <Alert type="info" showIcon title={notFound} style={{ marginBlockStart: 30 }} role="status" />;
  }
  if (lookup.state !== 'found') return null;
  return <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }} style={{ marginBlockStart: 30 }} items={items(lookup.person)} />;
}
