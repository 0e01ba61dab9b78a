import { DeleteOutlined, EditOutlined, PrinterOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Flex, Input, Pagination, Tag, Tooltip, Typography } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@/app/session';
import { CodeDialog } from '@/components/CodeDialog';
import { CrudScreen, useDialog, type DataColumn } from '@/components/crud';
import { usePrint } from '@/components/PrintHost';
import { DeleteVoucherDocument, VoucherRegardingsDocument, VouchersDocument, type VoucherFieldsFragment } from '@/gql/graphql';
import { errorText } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { useMoney, useWordsLang, VoucherPrint } from '@/print/accounts/VoucherPrint';
import { amountInWords } from '@rules/in-words';
import { VoucherFormDialog } from './VoucherFormDialog';
import type { Department } from './voucherForm';
import './vouchers.css';
import { HistoryButton } from '@/features/history/HistoryButton';

type Voucher = VoucherFieldsFragment;

/** Vouchers a page (spec: page 1, limit 100). */
const PAGE = 100;

/**
 * /voucher and /boardingvoucher (spec doc 2 §2–§7): a department's vouchers, newest first, paged
 * and searched on the server; add and edit with the voucher dialog, print one or the selected,
 * delete with the principal's code. Saved vouchers (the monthly count) cannot change.
 */
export function VouchersList({ department }: { department: Department }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num, digits, shortDate } = useFormat();
  const money = useMoney();
  const wordsLang = useWordsLang();
  const { can } = useSession();
  const canWrite = can('voucher.write');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(search.trim());
  const dialog = useDialog<Voucher>();
  const { data, previousData, loading, error } = useQuery(VouchersDocument, {
    variables: { department, search: deferred || null, offset: (page - 1) * PAGE, limit: PAGE },
  });
  const heads = useQuery(VoucherRegardingsDocument, { skip: !canWrite });
  const list = (data ?? previousData)?.vouchers;
  const rows = useMemo(() => list?.items ?? [], [list]);
  const total = list?.total ?? 0;
  const used = useMemo(() => rows.flatMap((v) => v.lines.map((l) => l.regarding)), [rows]);
  const locked = (v: Voucher) => v.condition === 'saved';

  const columns: DataColumn<Voucher>[] = [
    { key: 'voucherNo', title: t('vouchers.voucherNo'), value: (v) => v.voucherNo, render: (v) => <bdi dir="ltr">{digits(v.voucherNo)}</bdi>, sortable: true, width: 90 },
    { key: 'fund', title: t('vouchers.fund'), value: (v) => t(`fund.${v.fund}`), sortable: true },
    { key: 'date', title: t('vouchers.date'), value: (v) => v.date, render: (v) => <span style={{ whiteSpace: 'nowrap' }}>{shortDate(v.date)}</span>, sortable: true },
    { key: 'name', title: t('vouchers.name'), render: (v) => <span dir="auto">{v.name}</span>, sortable: true },
    { key: 'regardings', title: t('vouchers.regardings'), value: (v) => v.lines.map((l) => l.regarding).join(', '), render: (v) => <span dir="auto">{v.lines.map((l) => l.regarding).join(t('print.listSeparator'))}</span> },
    { key: 'total', title: t('vouchers.total'), value: (v) => v.total, render: (v) => money(v.total), align: 'end', total: true, sortable: true },
    { key: 'inWords', title: t('vouchers.inWords'), hidden: true, value: (v) => amountInWords(Math.round(v.total * 100), wordsLang) },
    { key: 'description', title: t('vouchers.description'), hidden: true },
    {
      key: 'condition', title: t('vouchers.condition'), value: (v) => t(`vouchers.condition.${v.condition}`),
      render: (v) => <Tag color={locked(v) ? 'green' : 'default'}>{t(`vouchers.condition.${v.condition}`)}</Tag>,
    },
    {
      key: 'signed', title: t('vouchers.principalSign'), value: (v) => t(v.principalSign ? 'vouchers.signed' : 'vouchers.unsigned'), hidden: true,
    },
  ];

  return (
    <CrudScreen<Voucher>
      quickFilter={false}
      className="talim-vouchers"
      heading={t(department === 'boarding' ? 'vouchers.titleBoarding' : 'vouchers.title')}
      error={error}
      filters={
        <Flex wrap gap={8} align="center" justify="space-between">
          <Flex wrap gap={8} align="center">
            <Input.Search
              allowClear
              style={{ width: 360 }}
              placeholder={t('vouchers.searchPlaceholder')}
              aria-label={t('vouchers.searchPlaceholder')}
              value={search}
              onChange={(e) => { setSearch(e.target.value); setPage(1); }}
            />
            <Typography.Text type="secondary" data-testid="voucher-count">{t('vouchers.count', { count: total, formatted: num(total) })}</Typography.Text>
          </Flex>
          {total > PAGE && (
            <Pagination size="small" current={page} pageSize={PAGE} total={total} showSizeChanger={false} onChange={setPage} />
          )}
        </Flex>
      }
      rows={rows}
      columns={columns}
      rowKey={(v) => v.id}
      loading={loading && !list}
      title={t(department === 'boarding' ? 'vouchers.titleBoarding' : 'vouchers.title')}
      fileName="vouchers"
      selectable
      toolbar={(selected) => <PrintSelected vouchers={selected} />}
      onAdd={canWrite ? dialog.add : undefined}
      addLabel={t('vouchers.add')}
      size="small"
      actions={{
        extra: (v) => (
          <>
            <PrintOne voucher={v} />
            <HistoryButton entity="voucher" recordKey={v.id} />
            {canWrite && <EditButton voucher={v} onEdit={dialog.edit} />}
            {canWrite && <DeleteWithCode voucher={v} />}
          </>
        ),
      }}
    >
      {canWrite && (
        <VoucherFormDialog
          open={dialog.open}
          department={department}
          editing={dialog.row}
          next={list}
          regardings={heads.data?.regardings}
          used={used}
          onClose={dialog.close}
        />
      )}
    </CrudScreen>
  );
}

/** Edit, disabled with the reason for a saved voucher (the monthly count) or one that pays a salary sheet. */
function EditButton({ voucher, onEdit }: { voucher: Voucher; onEdit: (v: Voucher) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const blocked = voucher.condition === 'saved' ? t('error.sorryMonthlyVoucherCountDone') : voucher.salarySheetId ? t('vouchers.salaryLocked') : '';
  return (
    <Tooltip title={blocked || t('table.edit')}>
      <Button icon={<EditOutlined />} aria-label={t('table.edit')} disabled={!!blocked} onClick={() => onEdit(voucher)} />
    </Tooltip>
  );
}

function PrintOne({ voucher }: { voucher: Voucher }) {
  const intl = useIntl();
  const print = usePrint();
  const label = intl.formatMessage({ id: 'vouchers.print' });
  return (
    <Tooltip title={label}>
      <Button icon={<PrinterOutlined />} aria-label={label} onClick={() => print(<VoucherPrint vouchers={[voucher]} />)} />
    </Tooltip>
  );
}

function PrintSelected({ vouchers }: { vouchers: Voucher[] }) {
  const intl = useIntl();
  const print = usePrint();
  const { number: num } = useFormat();
  return (
    <Button icon={<PrinterOutlined />} disabled={!vouchers.length} onClick={() => print(<VoucherPrint vouchers={vouchers} />)}>
      {intl.formatMessage({ id: 'vouchers.printSelected' }, { count: vouchers.length, formatted: num(vouchers.length) })}
    </Button>
  );
}

/** Delete (spec §4): the principal's code is asked for, and is the confirmation. A saved voucher cannot be deleted. */
function DeleteWithCode({ voucher }: { voucher: Voucher }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits } = useFormat();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [remove, { loading }] = useMutation(DeleteVoucherDocument, { refetchQueries: ['Vouchers', 'SalarySheets'] });
  const saved = voucher.condition === 'saved';
  const label = t('table.delete');
  if (saved) {
    return (
      <Tooltip title={t('error.sorryMonthlyVoucherCountDone')}>
        <Button danger disabled icon={<DeleteOutlined />} aria-label={label} />
      </Tooltip>
    );
  }
  return (
    <>
      <Tooltip title={label}>
        <Button danger icon={<DeleteOutlined />} aria-label={label} loading={loading} onClick={() => setOpen(true)} />
      </Tooltip>
      <CodeDialog
        open={open}
        title={t('vouchers.deleteTitle', { no: digits(voucher.voucherNo) })}
        reason={t(voucher.salarySheetId ? 'vouchers.deleteSalaryReason' : 'vouchers.deleteReason')}
        onCancel={() => setOpen(false)}
        onSubmit={async (code) => {
          setOpen(false);
          try {
            await remove({ variables: { id: voucher.id, principalSign: code } });
            message.success(t('error.successMessage'));
          } catch (e) {
            message.error(errorText(intl, e));
          }
        }}
      />
    </>
  );
}
