import { PrinterOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Flex, Input, Tooltip, Typography } from 'antd';
import { Segmented } from '@/components/Segmented';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isYearly } from '@rules/fee-dues';
import { useSession } from '@/app/session';
import { CrudScreen, useDialog, type DataColumn } from '@/components/crud';
import { PrintHost } from '@/components/PrintHost';
import { useAcademyHeading } from '@/components/useAcademyHeading';
import { DeleteFeeDocument, FeesDocument, type FeeFieldsFragment } from '@/gql/graphql';
import { evictRow } from '@/lib/cache';
import { useFormat } from '@/lib/format';
import { useFeeLabels } from '../feeRules/useFeeLabels';
import { FeeFormDialog } from './FeeFormDialog';
import { monthRuns, type FeeDepartment } from './feeForm';
import { FeeSheetView } from './FeeSheetView';
import { useMonthRuns } from './useMonthLabel';
import { usePrintCard } from './usePrintCard';

type Fee = FeeFieldsFragment;

/** The most payments the list loads at once (the API's page limit); the newest come first. */
export const FEES_LOADED = 500;

/**
 * /studentFees (accounts) and /boardingacceptMoney (boarding): the payments taken (newest first,
 * server search), a new payment in the fee dialog, edit and confirmed delete, a student's fee card
 * per row; and the fee sheet (who of a class paid a title for a month). Writes need receipt.write.
 */
export function FeesScreen({ department }: { department: FeeDepartment }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const academy = useAcademyHeading();
  const [view, setView] = useState<'payments' | 'sheet'>('payments');
  const heading = t(department === 'boarding' ? 'fees.boardingTitle' : 'fees.title');
  const switcher = (
    <Segmented<'payments' | 'sheet'>
      value={view}
      onChange={setView}
      options={[{ value: 'payments', label: t('fees.payments') }, { value: 'sheet', label: t('fees.sheet') }]}
      aria-label={heading}
    />
  );
  return (
    <PrintHost heading={academy}>
      {view === 'payments'
        ? <PaymentsView department={department} heading={heading} switcher={switcher} />
        : <FeeSheetView department={department} heading={heading} switcher={switcher} />}
    </PrintHost>
  );
}

function PaymentsView({ department, heading, switcher }: { department: FeeDepartment; heading: string; switcher: ReactNode }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits, number, shortDate } = useFormat();
  const { titleLabel, taka } = useFeeLabels();
  const runs = useMonthRuns();
  const { can } = useSession();
  const canWrite = can('receipt.write');
  const [search, setSearch] = useState('');
  const dialog = useDialog<Fee>();
  const { data, loading, error } = useQuery(FeesDocument, { variables: { department, limit: FEES_LOADED, ...(search ? { search } : {}) } });
  const [deleteFee] = useMutation(DeleteFeeDocument, { refetchQueries: ['StudentFees', 'FeeSheet'] });
  const rows = data?.fees.items ?? [];
  const total = data?.fees.total ?? 0;
  const printCard = usePrintCard(department);

  const itemText = (f: Fee) => f.items
    .map((i) => `${titleLabel(i.subject)}: ${isYearly(i.subject) ? digits(f.year) : runs(monthRuns(i.selectedMonths))} (${taka(i.totalAmount)})`)
    .join('; ');

  const columns: DataColumn<Fee>[] = [
    { key: 'date', title: t('fees.date'), value: (f) => f.date, render: (f) => <span style={{ whiteSpace: 'nowrap' }}>{shortDate(f.date)}</span>, sortable: true },
    { key: 'admitNo', title: t('fees.admitNo'), value: (f) => f.admitNo, render: (f) => digits(f.admitNo), sortable: true },
    { key: 'name', title: t('fees.name'), render: (f) => <span dir="auto">{f.name}</span>, sortable: true },
    { key: 'className', title: t('fees.class'), value: (f) => [f.className, f.groupName].filter(Boolean).join(' · '), sortable: true },
    { key: 'year', title: t('fees.year'), value: (f) => f.year, render: (f) => digits(f.year), hidden: true },
    { key: 'items', title: t('fees.items'), value: itemText, width: 360 },
    { key: 'total', title: t('fees.total'), align: 'end', total: true, value: (f) => f.total, render: (f) => <span style={{ whiteSpace: 'nowrap' }}>{taka(f.total)}</span>, sortable: true },
    { key: 'receiverName', title: t('fees.receiver'), render: (f) => <span dir="auto">{f.receiverName}</span> },
    { key: 'note', title: t('fees.note'), hidden: true },
    { key: 'receiptId', title: t('fees.receiptColumn'), hidden: true, value: (f) => (f.receiptId ? t('fees.receiptIssued') : '') },
  ];

  return (
    <CrudScreen<Fee>
      quickFilter={false}
      className={`talim-fees talim-fees-${department}`}
      heading={heading}
      error={error}
      filters={
        <Flex wrap gap={8} align="center">
          {switcher}
          <Input.Search
            allowClear
            aria-label={t('fees.search')}
            placeholder={t('fees.search')}
            style={{ width: 260 }}
            onSearch={(value) => setSearch(value.trim())}
          />
          <Typography.Text type="secondary">
            {total > rows.length
              ? t('fees.countPartial', { shown: number(rows.length), total: number(total) })
              : t('fees.count', { count: total, formatted: number(total) })}
          </Typography.Text>
        </Flex>
      }
      rows={rows}
      columns={columns}
      rowKey={(f) => f.id}
      loading={loading && !data}
      title={heading}
      fileName="fees"
      onAdd={canWrite ? dialog.add : undefined}
      addLabel={t('fees.add')}
      size="small"
      actions={{
        extra: (f) => (
          <Tooltip title={t('fees.printCard')}>
            <Button icon={<PrinterOutlined />} aria-label={t('fees.printCard')} onClick={() => printCard(f.admitNo, f.year)} />
          </Tooltip>
        ),
        ...(canWrite ? {
          onEdit: dialog.edit,
          onDelete: (f: Fee) => deleteFee({ variables: { id: f.id }, update: evictRow('Fee', f.id) }),
          confirmDelete: (f: Fee) => t('fees.confirmDelete', { name: f.name, total: taka(f.total) }),
        } : {}),
      }}
    >
      {canWrite && <FeeFormDialog department={department} open={dialog.open} editing={dialog.row} onClose={dialog.close} />}
    </CrudScreen>
  );
}
