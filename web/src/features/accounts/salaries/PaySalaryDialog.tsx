import { useMutation } from '@apollo/client/react';
import { Alert, DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { salaryRegarding } from '@rules/salary';
import { useSession } from '@/app/session';
import { FormDialog } from '@/components/crud';
import { PaySalarySheetDocument, type SalarySheetFieldsFragment } from '@/gql/graphql';
import { isoToday, useFormat } from '@/lib/format';
import { useMoney } from '@/print/accounts/VoucherPrint';

interface Values { fund: string; date: string; principalSign: string }

/** Pays a sheet: one accounts voucher "salary <month>" for the net total, on the chosen fund (general by default). */
export function PaySalaryDialog({ sheet, onClose }: { sheet: SalarySheetFieldsFragment | null; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits } = useFormat();
  const money = useMoney();
  const { me } = useSession();
  const [pay] = useMutation(PaySalarySheetDocument, { refetchQueries: ['SalarySheets', 'Vouchers'] });
  const initial = useMemo<Values>(() => ({ fund: 'generalFund', date: isoToday(), principalSign: '' }), []);
  const lang = me?.academy.language ?? 'bn';

  return (
    <FormDialog<Values>
      open={!!sheet}
      title={sheet ? t('salaries.payTitle', { month: `\u2066${digits(sheet.month)}\u2069` }) : ''}
      onClose={onClose}
      initialValues={initial}
      fields={['fund', 'date', 'principalSign']}
      width={480}
      saveLabel={t('salaries.pay')}
      onSubmit={(values) => pay({ variables: { input: { id: sheet!.id, fund: values.fund, date: values.date || '', principalSign: values.principalSign?.trim() || null } } })}
    >
      {() => sheet && (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('salaries.payExplain', { regarding: `\u2068${salaryRegarding(sheet.month, lang)}\u2069`, net: money(sheet.totals.net) })}
          />
          <Form.Item name="fund" label={t('vouchers.fund')} rules={[{ required: true, message: t('app.required') }]}>
            <Select aria-label={t('vouchers.fund')} options={['generalFund', 'charityFund'].map((f) => ({ value: f, label: t(`fund.${f}`) }))} />
          </Form.Item>
          <Form.Item
            name="date"
            label={t('vouchers.date')}
            rules={[{ required: true, message: t('app.required') }]}
            getValueProps={(v: string) => ({ value: v ? dayjs(v) : null })}
            normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '')}
          >
            <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} aria-label={t('vouchers.date')} />
          </Form.Item>
          <Form.Item name="principalSign" label={t('vouchers.principalCode')} extra={t('vouchers.principalCodeHint')}>
            <Input.Password autoComplete="off" maxLength={200} aria-label={t('vouchers.principalCode')} />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
