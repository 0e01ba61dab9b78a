import { useMutation, useQuery } from '@apollo/client/react';
import { Col, Form, Input, Row, type FormInstance } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import { Segmented } from '@/components/Segmented';
import type { Rule } from 'antd/es/form';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog } from '@/components/crud';
import { DonorsDocument, SaveDonorDocument, type DonorFieldsFragment } from '@/gql/graphql';
import {
  DONOR_FIELDS, DONOR_LABELS, DONOR_TYPES, emptyDonor, fromDonor, MAX_DONATION_TAKA, missingDonorFields, normalizeDonor, toDonorInput,
  type DonorType, type DonorValues,
} from './donorForm';

interface Props {
  open: boolean;
  /** The donor being edited; null adds a new one. */
  editing: DonorFieldsFragment | null;
  /** The type a new donor starts with (the list's type). */
  donorType: DonorType;
  onClose: () => void;
}

/** The donor form dialog (spec doc 2 §5): all required but father name, e-mail and referrer; the member number is numeric and locked on edit. */
export function DonorFormDialog({ open, editing, donorType, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [saveDonor] = useMutation(SaveDonorDocument, { refetchQueries: ['Donors'] });
  const initial = useMemo(() => (editing ? fromDonor(editing) : emptyDonor(donorType)), [editing, donorType]);
  const required: Rule[] = [{ required: true, whitespace: true, message: t('app.required') }];
  const picked: Rule[] = [{ required: true, message: t('app.required') }];
  const text = (name: keyof DonorValues, rules: Rule[] = [], max = 120, span = 12) => (
    <Col xs={24} sm={span}>
      <Form.Item name={name} label={t(DONOR_LABELS[name])} rules={rules}>
        <Input maxLength={max} aria-label={t(DONOR_LABELS[name])} />
      </Form.Item>
    </Col>
  );
  return (
    <FormDialog<DonorValues>
      open={open}
      title={t(editing ? 'donors.editTitle' : 'donors.addTitle')}
      onClose={onClose}
      initialValues={initial}
      fields={DONOR_FIELDS}
      labels={DONOR_LABELS}
      width={720}
      missing={(raw) => missingDonorFields(normalizeDonor(raw))}
      onSubmit={(raw) => saveDonor({ variables: { input: toDonorInput(normalizeDonor(raw), editing?.id) } })}
    >
      {(form) => (
        <Row gutter={12}>
          {!editing && <SuggestMemberNo form={form} />}
          <Col xs={24} sm={12}>
            <Form.Item name="memberNo" label={t('donors.memberNo')} rules={picked} extra={editing ? t('donors.memberNoLocked') : t('donors.memberNoSuggested')}>
              <InputNumber min={1} precision={0} disabled={!!editing} style={{ width: '100%' }} aria-label={t('donors.memberNo')} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="donorType" label={t('donors.type')} required>
              <Segmented aria-label={t('donors.type')} options={DONOR_TYPES.map((v) => ({ value: v, label: t(`donors.type.${v}`) }))} />
            </Form.Item>
          </Col>
          {text('donorName', required)}
          {text('fatherName')}
          <Col xs={24} sm={12}>
            <Form.Item name="mobile" label={t('donors.mobile')} rules={required}>
              <Input maxLength={30} inputMode="tel" aria-label={t('donors.mobile')} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="email" label={t('donors.email')} rules={[{ type: 'email', message: t('error.invalidEmail') }]}>
              <Input maxLength={160} inputMode="email" dir="ltr" aria-label={t('donors.email')} />
            </Form.Item>
          </Col>
          {text('village', required, 120, 6)}
          {text('postOffice', required, 120, 6)}
          {text('subDistrict', required, 120, 6)}
          {text('district', required, 120, 6)}
          <Col xs={24} sm={8}>
            <Form.Item name="referrerId" label={t('donors.referrerId')}>
              <InputNumber min={1} precision={0} style={{ width: '100%' }} aria-label={t('donors.referrerId')} />
            </Form.Item>
          </Col>
          {text('referrer', [], 120, 8)}
          <Col xs={24} sm={8}>
            <Form.Item name="donationAmount" label={t('donors.donationAmount')} rules={picked}>
              <InputNumber min={0} max={MAX_DONATION_TAKA} precision={2} style={{ width: '100%' }} prefix="৳" aria-label={t('donors.donationAmount')} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </FormDialog>
  );
}

/**
 * A new donor's member number starts as the next one (issue 25): the highest of every donor (the list
 * is by member number) plus one, 1 for the first; the office may type another.
 */
function SuggestMemberNo({ form }: { form: FormInstance<DonorValues> }) {
  const first = useQuery(DonorsDocument, { variables: { limit: 1 }, fetchPolicy: 'network-only' });
  const total = first.data?.donors.total;
  const last = useQuery(DonorsDocument, { variables: { limit: 1, offset: Math.max(0, (total ?? 1) - 1) }, skip: !total, fetchPolicy: 'network-only' });
  const next = total === 0 ? 1 : last.data?.donors.items[0] ? last.data.donors.items[0].memberNo + 1 : null;
  useEffect(() => {
    if (next !== null && !form.getFieldValue('memberNo')) form.setFieldsValue({ memberNo: next });
  }, [next, form]);
  return null;
}
