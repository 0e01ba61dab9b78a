import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Col, DatePicker, Descriptions, Form, Row, Select, Typography, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { LEAVE_REASONS, LEAVE_TYPES, type LeaveKind } from '@rules/leaves';
import { FormDialog, LookupInput } from '@/components/crud';
import { LeavePersonDocument, SaveLeaveDocument, type LeaveFieldsFragment } from '@/gql/graphql';
import { isoToday, useFormat } from '@/lib/format';
import {
  canSave, emptyLeave, fromLeave, kindLabels, LEAVE_FIELDS, liveLength, lookupOf, missingLeaveFields, normalizeLeave, toLeaveInput,
  type FoundPerson, type LeaveValues, type Lookup,
} from './leaveForm';

interface Props {
  kind: LeaveKind;
  open: boolean;
  /** The leave being edited; null adds a new one. */
  editing: LeaveFieldsFragment | null;
  onClose: () => void;
}

/**
 * Add or edit a leave (spec doc 1 §3, §5): the id number is looked up (staff id or admit number) and
 * shows the person's name and class or designation, or sorryNotFound; saving stays disabled until
 * the person is found. The day count follows the dates live, by the rule the server counts with.
 */
export function LeaveFormDialog({ kind, open, editing, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [saveLeave] = useMutation(SaveLeaveDocument, { refetchQueries: ['Leaves'] });
  const [lookup, setLookup] = useState<Lookup>(() => lookupOf(editing));
  const [idNo, setIdNo] = useState(editing?.idNo ?? '');
  const [dates, setDates] = useState(() => (editing ? fromLeave(editing) : emptyLeave(isoToday())));

  // The dialog is rebuilt on each opening: start from the row edited, or empty.
  const [openedFor, setOpenedFor] = useState<{ open: boolean; editing: LeaveFieldsFragment | null }>({ open, editing });
  if (openedFor.open !== open || openedFor.editing !== editing) {
    setOpenedFor({ open, editing });
    setLookup(lookupOf(editing));
    setIdNo(editing?.idNo ?? '');
    setDates(editing ? fromLeave(editing) : emptyLeave(isoToday()));
  }

  const initial = useMemo<LeaveValues>(() => (editing ? fromLeave(editing) : emptyLeave(isoToday())), [editing]);
  const length = liveLength(dates);

  return (
    <FormDialog<LeaveValues>
      open={open}
      title={t(editing ? 'leaves.editTitle' : 'leaves.addTitle')}
      onClose={onClose}
      initialValues={initial}
      fields={LEAVE_FIELDS}
      labels={{ idNo: kindLabels(kind).idNo, leaveStart: 'leaves.start', leaveEnd: 'leaves.end', leaveReason: 'leaves.reason', leaveType: 'leaves.type' }}
      width={720}
      saveDisabled={!canSave(lookup, idNo, length)}
      missing={(raw) => missingLeaveFields(normalizeLeave(raw))}
      onSubmit={(raw) => saveLeave({ variables: { input: toLeaveInput(kind, normalizeLeave(raw), editing?.id) } })}
    >
      {(form) => (
        <LeaveFields
          form={form}
          kind={kind}
          lookup={lookup}
          setLookup={setLookup}
          onIdNo={setIdNo}
          onDates={(start, end) => setDates({ ...dates, leaveStart: start, leaveEnd: end })}
          days={length.ok ? length.days : null}
        />
      )}
    </FormDialog>
  );
}

interface FieldsProps {
  form: FormInstance<LeaveValues>;
  kind: LeaveKind;
  lookup: Lookup;
  setLookup: (l: Lookup) => void;
  onIdNo: (idNo: string) => void;
  onDates: (start: string, end: string) => void;
  days: number | null;
}

const asDay = (v: string) => ({ value: v ? dayjs(v) : null });
const fromDay = (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '');

function LeaveFields({ form, kind, lookup, setLookup, onIdNo, onDates, days }: FieldsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits } = useFormat();
  const client = useApolloClient();
  const labels = kindLabels(kind);
  const start = Form.useWatch('leaveStart', form) ?? '';

  const required: Rule[] = [{ required: true, message: t('app.required') }];
  const endRules: Rule[] = [
    ...required,
    ({ getFieldValue }) => ({
      validator: (_, end: string) => {
        const from = getFieldValue('leaveStart') as string;
        return !end || !from || end >= from ? Promise.resolve() : Promise.reject(new Error(t('leaves.endBeforeStart')));
      },
    }),
  ];

  return (
    <Row gutter={12}>
      <Col xs={24} sm={12}>
        <Form.Item name="idNo" label={t(labels.idNo)} rules={[{ required: true, whitespace: true, message: t('app.required') }]} extra={t(labels.hint)}>
          <LookupInput<FoundPerson>
            form={form}
            field="idNo"
            lookup={lookup}
            setLookup={setLookup}
            foundId={lookup.state === 'found' ? lookup.person.idNo : null}
            fetch={async (idNo) => {
              const { data } = await client.query({ query: LeavePersonDocument, variables: { kind, idNo }, fetchPolicy: 'network-only' });
              if (!data) throw new Error('no answer');
              return data.leavePerson;
            }}
            onTyped={onIdNo}
            findLabel={t('leaves.find')}
            ariaLabel={t(labels.idNo)}
            inputMode={kind === 'student' ? 'numeric' : undefined}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <PersonPanel kind={kind} lookup={lookup} />
      </Col>
      <Col xs={24} sm={9}>
        <Form.Item name="leaveStart" label={t('leaves.start')} rules={required} getValueProps={asDay} normalize={fromDay}>
          <DatePicker
            format="YYYY-MM-DD"
            style={{ width: '100%' }}
            aria-label={t('leaves.start')}
            onChange={(d: Dayjs | null) => {
              const from = fromDay(d);
              const end = (form.getFieldValue('leaveEnd') as string) || '';
              // A start after the end moves the end along (a leave of one day).
              const to = from && (!end || end < from) ? from : end;
              if (to !== end) form.setFieldsValue({ leaveEnd: to });
              onDates(from, to);
              if (to) void form.validateFields(['leaveEnd']).catch(() => undefined);
            }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={9}>
        <Form.Item name="leaveEnd" label={t('leaves.end')} rules={endRules} dependencies={['leaveStart']} getValueProps={asDay} normalize={fromDay}>
          <DatePicker
            format="YYYY-MM-DD"
            style={{ width: '100%' }}
            aria-label={t('leaves.end')}
            disabledDate={(d) => Boolean(start) && d.format('YYYY-MM-DD') < start}
            onChange={(d: Dayjs | null) => onDates((form.getFieldValue('leaveStart') as string) || '', fromDay(d))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={6}>
        {/* A read-out, not a field: `required` only keeps the form's "(optional)" mark off it. */}
        <Form.Item label={t('leaves.days')} required>
          <Typography.Text strong aria-live="polite" data-testid="leave-days" style={{ lineHeight: '32px' }}>
            {days === null ? '—' : t('leaves.dayCount', { count: days, formatted: digits(days) })}
          </Typography.Text>
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="leaveReason" label={t('leaves.reason')} rules={required} getValueProps={(v: string) => ({ value: v || undefined })}>
          <Select
            aria-label={t('leaves.reason')}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('leaves.choose')}
            options={LEAVE_REASONS.map((r) => ({ value: r, label: t(`leaves.reason.${r}`) }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="leaveType" label={t('leaves.type')} rules={required} getValueProps={(v: string) => ({ value: v || undefined })}>
          <Select
            aria-label={t('leaves.type')}
            placeholder={t('leaves.choose')}
            options={LEAVE_TYPES.map((v) => ({ value: v, label: t(`leaves.type.${v}`) }))}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The person the id number names: name and class or designation, sorryNotFound, or nothing yet. */
function PersonPanel({ kind, lookup }: { kind: LeaveKind; lookup: Lookup }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const labels = kindLabels(kind);
  if (lookup.state === 'notFound') {
    return <Alert type="info" showIcon title={t('error.sorryNotFound')} style={{ marginBlockStart: 30, marginBlockEnd: 24 }} role="status" />;
  }
  if (lookup.state !== 'found') return null;
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      style={{ marginBlockStart: 30, marginBlockEnd: 24 }}
      items={[
        { key: 'name', label: t('leaves.name'), children: <span dir="auto" data-testid="leave-person-name">{lookup.person.name}</span> },
        { key: 'cd', label: t(labels.classOrDesignation), children: <span dir="auto">{lookup.person.classOrDesignation || '—'}</span> },
      ]}
    />
  );
}
