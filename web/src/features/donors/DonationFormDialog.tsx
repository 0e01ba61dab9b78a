import { useMutation } from '@apollo/client/react';
import { Col, DatePicker, Form, Input, Row } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog } from '@/components/crud';
import { AddDonationDocument } from '@/gql/graphql';
import { AmountWords } from '@/features/accounts/receipts/ReceiptFormDialog';
import { liveWords } from '@/features/accounts/receipts/receiptForm';
import { isoToday, latinDigits } from '@/lib/format';
import { addressOf, MAX_DONATION_TAKA } from './donorForm';
import { MemberCheck, memberChecked, type MemberLookup } from './MemberCheck';

interface DonationValues {
  memberNo: string;
  address: string;
  donationAmount: number | null;
  providedAmount: number | null;
  responsible: string;
  date: string;
}

const FIELDS: (keyof DonationValues)[] = ['memberNo', 'address', 'donationAmount', 'providedAmount', 'responsible', 'date'];
const LABELS = { memberNo: 'donors.memberNo', address: 'donors.address', donationAmount: 'donors.donationAmount', providedAmount: 'donations.providedAmount', responsible: 'donations.responsible', date: 'donations.date' };

/**
 * A donation entered on /donationRecord1: the member number is checked first (save stays disabled
 * until the donor is found), the address and pledge come from the donor, the provided amount shows
 * in words as it is typed; the responsible defaults on the server to the signed-in user.
 */
export function DonationFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [addDonation] = useMutation(AddDonationDocument, { refetchQueries: ['Donations'] });
  const [lookup, setLookup] = useState<MemberLookup>({ state: 'idle' });
  const [typed, setTyped] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setLookup({ state: 'idle' });
    setTyped('');
  }
  const initial: DonationValues = { memberNo: '', address: '', donationAmount: null, providedAmount: null, responsible: '', date: isoToday() };
  return (
    <FormDialog<DonationValues>
      open={open}
      title={t('donations.addTitle')}
      onClose={onClose}
      initialValues={initial}
      fields={FIELDS}
      labels={LABELS}
      width={720}
      saveDisabled={!memberChecked(lookup, typed)}
      missing={(v) => (typeof v.providedAmount === 'number' && v.providedAmount > 0 ? [] : ['providedAmount'])}
      onSubmit={(v) => addDonation({
        variables: {
          input: {
            memberNo: Number(latinDigits(String(v.memberNo ?? '').trim())), address: (v.address ?? '').trim(), donationAmount: v.donationAmount ?? null,
            providedAmount: v.providedAmount ?? 0, responsible: (v.responsible ?? '').trim(), date: v.date ?? '',
          },
        },
      })}
    >
      {(form) => <DonationFields form={form} lookup={lookup} setLookup={setLookup} setTyped={setTyped} />}
    </FormDialog>
  );
}

function DonationFields({ form, lookup, setLookup, setTyped }: {
  form: Parameters<typeof MemberCheck>[0]['form']; lookup: MemberLookup; setLookup: (l: MemberLookup) => void; setTyped: (s: string) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const provided = Form.useWatch('providedAmount', form);
  const words = liveWords(provided, intl.locale);
  return (
    <Row gutter={12}>
      <MemberCheck
        form={form}
        lookup={lookup}
        setLookup={setLookup}
        onTyped={setTyped}
        onFound={(d) => form.setFieldsValue({ address: addressOf(d), donationAmount: d.donationAmount })}
      />
      <Col xs={24}>
        <Form.Item name="address" label={t('donors.address')}>
          <Input maxLength={255} aria-label={t('donors.address')} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="donationAmount" label={t('donors.donationAmount')}>
          <InputNumber min={0} max={MAX_DONATION_TAKA} precision={2} style={{ width: '100%' }} prefix="৳" aria-label={t('donors.donationAmount')} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="providedAmount" label={t('donations.providedAmount')} rules={[{ required: true, message: t('app.required') }]}>
          <InputNumber min={0.01} max={MAX_DONATION_TAKA} precision={2} style={{ width: '100%' }} prefix="৳" aria-label={t('donations.providedAmount')} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <AmountWords words={words} testId="donation-words" />
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="responsible" label={t('donations.responsible')} extra={t('donations.responsibleHint')}>
          <Input maxLength={120} aria-label={t('donations.responsible')} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="date"
          label={t('donations.date')}
          getValueProps={(v: string) => ({ value: v ? dayjs(v) : null })}
          normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '')}
        >
          <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} aria-label={t('donations.date')} />
        </Form.Item>
      </Col>
    </Row>
  );
}
