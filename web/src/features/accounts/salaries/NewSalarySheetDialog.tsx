import { useMutation, useQuery } from '@apollo/client/react';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog } from '@/components/crud';
import { SalaryStaffDepartmentsDocument, SaveSalarySheetDocument } from '@/gql/graphql';
import { isoToday } from '@/lib/format';
import { suggestedMonth } from './salaryForm';

interface Values { month: string; department: string; note: string }

/** A new month's sheet: month and staff department; the server fills one row per staff member (basic = salary). */
export function NewSalarySheetDialog({ open, months, onClose, onCreated }: { open: boolean; months: string[]; onClose: () => void; onCreated: (id: number) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const staff = useQuery(SalaryStaffDepartmentsDocument, { skip: !open });
  const [save] = useMutation(SaveSalarySheetDocument, { refetchQueries: ['SalarySheets'], awaitRefetchQueries: true });
  const departments = useMemo(() => [...new Set((staff.data?.staff.items ?? []).map((s) => s.department.trim()).filter(Boolean))].sort(), [staff.data]);
  const initial = useMemo<Values>(() => ({ month: suggestedMonth(isoToday(), months), department: '', note: '' }), [months]);

  return (
    <FormDialog<Values>
      open={open}
      title={t('salaries.addTitle')}
      onClose={onClose}
      initialValues={initial}
      fields={['month', 'department', 'note']}
      width={480}
      onSubmit={async (values) => {
        const r = await save({ variables: { input: { month: values.month, department: values.department ?? '', note: (values.note ?? '').trim() } } });
        const id = r.data?.saveSalarySheet.id;
        if (id) onCreated(id);
      }}
    >
      {() => (
        <>
          <Form.Item
            name="month"
            label={t('salaries.month')}
            rules={[{ required: true, message: t('app.required') }]}
            getValueProps={(v: string) => ({ value: v ? dayjs(`${v}-01`) : null })}
            normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM') : '')}
          >
            <DatePicker picker="month" format="YYYY-MM" style={{ width: '100%' }} aria-label={t('salaries.month')} />
          </Form.Item>
          <Form.Item name="department" label={t('salaries.department')} extra={t('salaries.prefillHint')}>
            <Select
              aria-label={t('salaries.department')}
              options={[{ value: '', label: t('salaries.allStaff') }, ...departments.map((d) => ({ value: d, label: d }))]}
            />
          </Form.Item>
          <Form.Item name="note" label={t('salaries.note')}>
            <Input maxLength={500} aria-label={t('salaries.note')} />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
