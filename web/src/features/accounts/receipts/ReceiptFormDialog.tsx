import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Col, DatePicker, Form, Input, Row, Select, Typography, type FormInstance } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import { Segmented } from '@/components/Segmented';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { can } from '@rules/permissions';
import { canOpen } from '@/app/menu';
import { useSession } from '@/app/session';
import { EmptyHint } from '@/components/EmptyHint';
import { useWhoCan } from '@/components/WhoCan';
import { AddHeadDialog } from '../regardings/AddHeadDialog';
import { FormDialog } from '@/components/crud';
import { addressOf } from '@/features/donors/donorForm';
import { MemberCheck, memberChecked, type Member, type MemberLookup } from '@/features/donors/MemberCheck';
import { NextReceiptDocument, ReceiptIncomeHeadsDocument, SaveReceiptDocument, type ReceiptFieldsFragment } from '@/gql/graphql';
import { isoToday, useFormat } from '@/lib/format';
import {
  emptyReceipt, fromReceipt, FUNDS, incomeHeads, liveWords, MAX_RECEIPT_TAKA, missingReceiptFields, normalizeReceipt, RECEIPT_FIELDS, toReceiptInput,
  signsWithCode, type ReceiptValues,
} from './receiptForm';
import './receipts.css';

interface Props {
  open: boolean;
  /** The receipt being edited; null adds a new one. */
  editing: ReceiptFieldsFragment | null;
  department: string;
  onClose: () => void;
  /** A new donation receipt for this donor (the donor's row, issue 25 item 10): the member is filled in and checked. */
  donor?: Member | null;
  /** Called with the receipt saved (to print it at once). */
  onSaved?: (receipt: ReceiptFieldsFragment) => void;
}

/**
 * The receipt form (spec doc 2 §3–§5) on the kit's FormDialog: auto or manual numbers, fund and its income head, amount with its words, the principal's code.
 * A donation receipt checks the member first (§4): save stays disabled until the member number typed is a donor found (or, on edit, the receipt's own).
 */
export function ReceiptFormDialog({ open, editing, department, onClose, donor, onSaved }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [saveReceipt] = useMutation(SaveReceiptDocument, { refetchQueries: ['Receipts', 'NextReceipt', 'Donations'] });
  const initial = useMemo(() => (editing ? fromReceipt(editing) : donor ? forDonor(emptyReceipt(isoToday()), donor) : emptyReceipt(isoToday())), [editing, donor]);
  const codeNeeded = signsWithCode(useSession().me?.type);
  const donation = department === 'donation';
  const given: MemberLookup = donor && !editing ? { state: 'found', person: donor } : { state: 'idle' };
  const [lookup, setLookup] = useState<MemberLookup>(given);
  const [typed, setTyped] = useState(initial.memberNo);
  const [openedFor, setOpenedFor] = useState({ open, editing, donor });
  if (openedFor.open !== open || openedFor.editing !== editing || openedFor.donor !== donor) {
    setOpenedFor({ open, editing, donor });
    setLookup(given);
    setTyped(initial.memberNo);
  }
  const checked = memberChecked(lookup, typed) || (!!editing && !!initial.memberNo && typed.trim() === initial.memberNo);
  return (
    <FormDialog<ReceiptValues>
      open={open}
      title={t(editing ? 'receipts.editTitle' : 'receipts.addTitle')}
      onClose={onClose}
      initialValues={initial}
      fields={RECEIPT_FIELDS}
      width={720}
      labels={{ memberNo: 'donors.memberNo', donationAmount: 'donors.donationAmount' }}
      saveDisabled={donation && !checked}
      missing={(raw) => missingReceiptFields(normalizeReceipt(raw), !!editing, codeNeeded, department)}
      onSubmit={async (raw) => {
        const r = await saveReceipt({ variables: { input: toReceiptInput(normalizeReceipt(raw), department, editing?.id) } });
        if (r.data?.saveReceipt) onSaved?.(r.data.saveReceipt);
        return r;
      }}
    >
      {(form) => (
        <ReceiptFields form={form} editing={editing} department={department} codeNeeded={codeNeeded}>
          {donation && (
            <Row gutter={12}>
              <MemberCheck
                form={form}
                lookup={lookup}
                setLookup={setLookup}
                onTyped={setTyped}
                onFound={(d) => form.setFieldsValue({ donorName: d.donorName, address: addressOf(d), mobile: d.mobile, donationAmount: d.donationAmount })}
              />
            </Row>
          )}
        </ReceiptFields>
      )}
    </FormDialog>
  );
}

/** A new donation receipt's values for a donor: the member number, name, address, mobile and pledge. */
function forDonor(values: ReceiptValues, d: Member): ReceiptValues {
  return { ...values, memberNo: String(d.memberNo), donorName: d.donorName, address: addressOf(d), mobile: d.mobile, donationAmount: d.donationAmount };
}

/** An amount in words as it is typed (spec §5), under the receipt's or a donation's amount. */
export function AmountWords({ words, testId }: { words: string; testId: string }) {
  const intl = useIntl();
  return (
    <div className="talim-receipt-words" aria-live="polite" data-testid={testId}>
      <Typography.Text type="secondary">{intl.formatMessage({ id: 'receipts.inWords' })}: </Typography.Text>
      <Typography.Text strong>{words || '—'}</Typography.Text>
    </div>
  );
}

function ReceiptFields({ form, editing, department, codeNeeded, children }: {
  form: FormInstance<ReceiptValues>; editing: ReceiptFieldsFragment | null; department: string; codeNeeded: boolean; children?: ReactNode;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num } = useFormat();
  const type = Form.useWatch('type', form) ?? 'autoReceipt';
  const fund = Form.useWatch('fund', form) ?? '';
  const amount = Form.useWatch('amount', form);
  const auto = type === 'autoReceipt';
  const heads = useQuery(ReceiptIncomeHeadsDocument);
  const next = useQuery(NextReceiptDocument, { variables: { department }, skip: !!editing || !auto, fetchPolicy: 'network-only' });
  const nextPage = next.data?.nextReceipt;

  // Spec §4: switching to auto fills the book and pages from the server; manual clears them.
  useEffect(() => {
    if (editing) return;
    if (auto) form.setFieldsValue({ bookNo: nextPage?.bookNo ?? null, receiptFrom: nextPage?.nextReceiptNo ?? null, receiptTill: nextPage?.nextReceiptNo ?? null });
  }, [auto, nextPage, editing, form]);

  const options = incomeHeads(fund, heads.data?.regardings, editing?.regarding).map((h) => ({ value: h, label: h }));
  const required: Rule[] = [{ required: true, whitespace: true, message: t('app.required') }];
  const picked: Rule[] = [{ required: true, message: t('app.required') }];
  const words = liveWords(amount, intl.locale);
  const numbersLocked = !!editing || auto;
  const { me } = useSession();
  const whoCan = useWhoCan();
  // "Add heads" opens in place (issue 25): the half-filled receipt stays.
  const canAddHeads = !!me && can(me.type, 'regarding.write');
  const canOpenBooks = !!me && canOpen(me.menuGroups, '/approvedReceiptBooks');
  const [addingHead, setAddingHead] = useState(false);

  return (
    <>
    {children}
    <Row gutter={12}>
      <Col xs={24}>
        <Form.Item name="type" label={t('receipts.type')} required>
          <Segmented
            disabled={!!editing}
            aria-label={t('receipts.type')}
            options={[{ value: 'autoReceipt', label: t('receipts.type.autoReceipt') }, { value: 'menualReceipt', label: t('receipts.type.menualReceipt') }]}
            onChange={(v) => { if (v === 'menualReceipt') form.setFieldsValue({ bookNo: null, receiptFrom: null, receiptTill: null }); }}
          />
        </Form.Item>
      </Col>
      {!editing && auto && !next.loading && next.data && !nextPage && (
        <Col xs={24}>
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('receipts.noBook')}
            description={<>{t('setup.whoCan', { roles: whoCan('receiptBook.write') })} {canOpenBooks && <Link to="/approvedReceiptBooks">{t('emptyHint.openBooks')}</Link>}</>}
          />
        </Col>
      )}
      <Col xs={24} sm={8}>
        <Form.Item name="bookNo" label={t('receipts.bookNo')} rules={numbersLocked ? [] : picked} required>
          <InputNumber min={1} precision={0} readOnly={auto} disabled={!!editing} style={{ width: '100%' }} aria-label={t('receipts.bookNo')} />
        </Form.Item>
      </Col>
      <Col xs={12} sm={8}>
        <Form.Item name="receiptFrom" label={t('receipts.receiptFrom')} rules={numbersLocked ? [] : picked} required>
          <InputNumber min={1} precision={0} readOnly={auto} disabled={!!editing} style={{ width: '100%' }} aria-label={t('receipts.receiptFrom')} />
        </Form.Item>
      </Col>
      <Col xs={12} sm={8}>
        <Form.Item name="receiptTill" label={t('receipts.receiptTill')} required={numbersLocked}>
          <InputNumber min={1} precision={0} readOnly={auto} disabled={!!editing} style={{ width: '100%' }} aria-label={t('receipts.receiptTill')} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="donorName" label={t('receipts.name')} rules={required}>
          <Input maxLength={120} aria-label={t('receipts.name')} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="mobile" label={t('receipts.mobile')}>
          <Input maxLength={30} inputMode="tel" aria-label={t('receipts.mobile')} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="address" label={t('receipts.address')} rules={required}>
          <Input maxLength={255} aria-label={t('receipts.address')} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="fund" label={t('receipts.fund')} rules={picked}>
          <Select
            aria-label={t('receipts.fund')}
            options={FUNDS.map((f) => ({ value: f, label: t(`fund.${f}`) }))}
            // Spec §5: choosing a fund clears the regarding.
            onChange={() => form.setFieldsValue({ regarding: '' })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="regarding" label={t('receipts.regarding')} rules={required} getValueProps={(v) => ({ value: v || undefined })}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            disabled={!fund}
            aria-label={t('receipts.regarding')}
            options={options}
            notFoundContent={(
              <EmptyHint message={t('receipts.noHeads')}>
                {canAddHeads ? <Button size="small" type="link" onClick={() => setAddingHead(true)}>{t('emptyHint.addHeads')}</Button> : t('setup.whoCan', { roles: whoCan('regarding.write') })}
              </EmptyHint>
            )}
          />
        </Form.Item>
        {canAddHeads && fund && (
          <AddHeadDialog kind={fund === 'charityFund' ? 'mci' : 'mgi'} open={addingHead} onClose={() => setAddingHead(false)} onAdded={(head) => form.setFieldsValue({ regarding: head })} />
        )}
      </Col>
      {department === 'donation' && (
        <Col xs={24} sm={12}>
          <Form.Item name="donationAmount" label={t('donors.donationAmount')}>
            <InputNumber min={0} max={MAX_RECEIPT_TAKA} precision={2} style={{ width: '100%' }} aria-label={t('donors.donationAmount')} prefix="৳" />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} sm={12}>
        <Form.Item name="amount" label={t('receipts.amount')} rules={picked}>
          <InputNumber min={0.01} max={MAX_RECEIPT_TAKA} precision={2} style={{ width: '100%' }} aria-label={t('receipts.amount')} prefix="৳" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="date"
          label={t('receipts.date')}
          rules={picked}
          getValueProps={(v: string) => ({ value: v ? dayjs(v) : null })}
          normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '')}
        >
          <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} aria-label={t('receipts.date')} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <AmountWords words={words} testId="receipt-words" />
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="principalCode" label={t('receipts.principalCode')} rules={codeNeeded ? required : []} extra={t(codeNeeded ? 'receipts.principalHint' : 'receipts.superUserSigns')}>
          <Input.Password autoComplete="off" aria-label={t('receipts.principalCode')} />
        </Form.Item>
      </Col>
      {!editing && auto && nextPage && (
        <Col xs={24} sm={12}>
          <Typography.Text type="secondary">{t('receipts.remain', { remain: num(nextPage.remain) })}</Typography.Text>
        </Col>
      )}
    </Row>
    </>
  );
}
