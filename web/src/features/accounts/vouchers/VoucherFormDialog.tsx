import { useMutation } from '@apollo/client/react';
import { Col, DatePicker, Form, Input, Row, Select, Typography, type FormInstance } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import dayjs, { type Dayjs } from 'dayjs';
import { Fragment, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { amountInWords } from '@rules/in-words';
import { MAX_VOUCHER_PAISA } from '@rules/salary';
import { FormDialog } from '@/components/crud';
import { SuggestInput } from '@/components/SuggestInput';
import { SaveVoucherDocument, type VoucherFieldsFragment } from '@/gql/graphql';
import { isoToday, useFormat } from '@/lib/format';
import { useMoney, useWordsLang } from '@/print/accounts/VoucherPrint';
import {
  emptyVoucher, FUNDS, fromVoucher, headsOf, LINE_NUMBERS, liveTotalPaisa, missingVoucherFields, nextNumberOf, toVoucherInput, VOUCHER_FIELDS,
  type Department, type Fund, type NextNumbers, type VoucherValues,
} from './voucherForm';

interface Props {
  open: boolean;
  department: Department;
  /** The voucher being edited; null adds a new one. */
  editing: VoucherFieldsFragment | null;
  next: NextNumbers | null | undefined;
  regardings: { mce: string[]; mge: string[] } | null | undefined;
  /** Regardings already used on the list's vouchers (more suggestions). */
  used: string[];
  onClose: () => void;
}

/** The voucher form (spec doc 2 §5): fund, number prefilled per fund, payee, ten lines, live total and in words, date, principal's code. */
export function VoucherFormDialog({ open, department, editing, next, regardings, used, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [save] = useMutation(SaveVoucherDocument, { refetchQueries: ['Vouchers'] });
  const initial = useMemo(() => (editing ? fromVoucher(editing) : emptyVoucher(isoToday(), next)), [editing, next]);

  return (
    <FormDialog<VoucherValues>
      open={open}
      title={t(editing ? 'vouchers.editTitle' : 'vouchers.addTitle')}
      onClose={onClose}
      initialValues={initial}
      fields={VOUCHER_FIELDS}
      width={760}
      missing={(values) => missingVoucherFields(values, !!editing)}
      onSubmit={(values) => save({ variables: { input: toVoucherInput(values, department, editing?.id) } })}
    >
      {(form) => <VoucherFields form={form} editing={!!editing} next={next} regardings={regardings} used={used} />}
    </FormDialog>
  );
}

function VoucherFields({ form, editing, next, regardings, used }: {
  form: FormInstance<VoucherValues>; editing: boolean; next: NextNumbers | null | undefined;
  regardings: Props['regardings']; used: string[];
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits } = useFormat();
  const fund = (Form.useWatch('fund', form) ?? form.getFieldValue('fund') ?? 'generalFund') as Fund;
  const heads = useMemo(() => headsOf(fund, regardings, used), [fund, regardings, used]);
  const required = t('app.required');
  const lineRule = (n: number, part: 'regarding' | 'amount') => ({
    validator: async () => {
      const all = form.getFieldsValue(true) as Partial<VoucherValues>;
      if (missingVoucherFields({ ...all, principalSign: 'x' }, false).includes(`${part}${n}`)) throw new Error(required);
    },
  });

  return (
    <>
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item name="fund" label={t('vouchers.fund')} rules={[{ required: true, message: required }]}>
            <Select
              aria-label={t('vouchers.fund')}
              options={FUNDS.map((f) => ({ value: f, label: t(`fund.${f}`) }))}
              onChange={(f: Fund) => {
                // A new voucher takes the chosen fund's next number (spec §5); the regarding suggestions follow the fund.
                if (!editing) form.setFieldsValue({ voucherNo: nextNumberOf(f, next) });
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="voucherNo" label={t('vouchers.voucherNo')} extra={editing ? undefined : t('vouchers.voucherNoHint')}>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} aria-label={t('vouchers.voucherNo')} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item
            name="date"
            label={t('vouchers.date')}
            rules={[{ required: true, message: required }]}
            getValueProps={(v: string) => ({ value: v ? dayjs(v) : null })}
            normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '')}
          >
            <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} aria-label={t('vouchers.date')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="name" label={t('vouchers.name')}>
            <Input maxLength={120} aria-label={t('vouchers.name')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="description" label={t('vouchers.description')}>
            <Input maxLength={500} aria-label={t('vouchers.description')} />
          </Form.Item>
        </Col>
      </Row>
      <div className="talim-voucher-lines" role="group" aria-label={t('vouchers.lines')}>
        <span />
        <strong>{t('vouchers.regarding')}</strong>
        <strong>{t('vouchers.amount')}</strong>
        {LINE_NUMBERS.map((n) => (
          <Fragment key={n}>
            <span className="talim-voucher-linenum">{digits(n)}</span>
            <Form.Item name={`regarding${n}`} dependencies={[`amount${n}`]} rules={[lineRule(n, 'regarding')]}>
              <HeadInput suggestions={heads} ariaLabel={t('vouchers.lineRegarding', { n: digits(n) })} />
            </Form.Item>
            <Form.Item name={`amount${n}`} dependencies={[`regarding${n}`]} rules={[lineRule(n, 'amount')]}>
              <InputNumber min={0} max={MAX_VOUCHER_PAISA / 100} precision={2} style={{ width: '100%' }} aria-label={t('vouchers.lineAmount', { n: digits(n) })} />
            </Form.Item>
          </Fragment>
        ))}
        <LiveTotal form={form} />
      </div>
      <Form.Item
        name="principalSign"
        label={t('vouchers.principalCode')}
        extra={t(editing ? 'vouchers.principalCodeEditHint' : 'vouchers.principalCodeHint')}
        rules={editing ? [{ required: true, whitespace: true, message: required }] : []}
      >
        <Input.Password autoComplete="off" maxLength={200} aria-label={t('vouchers.principalCode')} style={{ maxWidth: 320 }} />
      </Form.Item>
    </>
  );
}

/**
 * The total of the ten amounts and the total in words as the user types (the rule the server
 * applies on save); only this part re-renders on each keystroke.
 */
function LiveTotal({ form }: { form: FormInstance<VoucherValues> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const money = useMoney();
  const lang = useWordsLang();
  const total = Form.useWatch((v: VoucherValues) => liveTotalPaisa(v ?? {}), form) ?? 0;
  return (
    <>
      <span />
      <strong className="talim-voucher-total-label">{t('vouchers.total')}</strong>
      <output className="talim-voucher-total" aria-label={t('vouchers.total')} data-testid="voucher-total">{money(total / 100)}</output>
      <Typography.Paragraph className="talim-voucher-words" data-testid="voucher-words">
        <Typography.Text type="secondary">{t('vouchers.inWords')}: </Typography.Text>
        {total > 0 ? amountInWords(total, lang) : '—'}
      </Typography.Paragraph>
    </>
  );
}

/** A line's regarding: free text with the fund's expense heads as suggestions. */
function HeadInput({ value, onChange, suggestions, ariaLabel }: { value?: string; onChange?: (v: string) => void; suggestions: string[]; ariaLabel: string }) {
  return <SuggestInput value={value ?? ''} onChange={(v) => onChange?.(v)} suggestions={suggestions} ariaLabel={ariaLabel} style={{ width: '100%' }} />;
}
