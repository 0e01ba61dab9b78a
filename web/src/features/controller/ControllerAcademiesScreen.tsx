import { DownloadOutlined, HistoryOutlined, WalletOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { CrudScreen, useDialog, type DataColumn } from '@/components/crud';
import {
  ControllerAcademiesDocument, ControllerDeleteAcademyDocument, ControllerMeDocument, type ControllerAcademyFieldsFragment,
} from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { AuditDrawer } from './academies/AuditDrawer';
import { academyExportUrl } from './academies/exportUrl';
import { NewAcademyDialog, TermsDialog, TopUpDialog } from './academies/AcademyDialogs';

type Row = ControllerAcademyFieldsFragment;
const STATUS_COLOR: Record<string, string> = { active: 'green', notActivated: 'red', expired: 'orange' };

/**
 * /controller/academies: every academy with its terms (activation, expiry, bill) and SMS balance;
 * rows whose SMS balance expired are highlighted. A super_admin adds, changes the terms, tops the
 * balance up and deletes; every change lands in the audit log (the history drawer of a row). A
 * super_admin also downloads an academy's data to take away (issue 26: workbook and files, .zip).
 */
export default function ControllerAcademiesScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const f = useFormat();
  const { data, loading, error } = useQuery(ControllerAcademiesDocument, { fetchPolicy: 'cache-and-network' });
  const { data: me } = useQuery(ControllerMeDocument);
  const [remove] = useMutation(ControllerDeleteAcademyDocument, { refetchQueries: [ControllerAcademiesDocument] });
  const canWrite = me?.controllerMe?.type === 'super_admin';
  const create = useDialog<Row>();
  const terms = useDialog<Row>();
  const topUp = useDialog<Row>();
  const [auditOf, setAuditOf] = useState<Row | null>(null);
  const rows = useMemo(() => data?.controllerAcademies ?? [], [data]);
  const money = (paisa: number) => intl.formatNumber(paisa / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const day = (d: string) => (d ? f.shortDate(d) : '—');

  const columns: DataColumn<Row>[] = [
    { key: 'code', title: t('controller.col.code'), sortable: true, value: (a) => a.code, render: (a) => <span dir="ltr">{f.digits(a.code)}</span> },
    {
      key: 'name', title: t('academy.name'), sortable: true, value: (a) => a.name,
      render: (a) => (
        <Flex vertical>
          <Typography.Text strong>{a.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{a.englishName}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'activation', title: t('controller.col.activation'), sortable: true, value: (a) => t(`controller.${a.status}`),
      render: (a) => <Tag color={STATUS_COLOR[a.status]}>{t(`controller.${a.status}`)}</Tag>,
    },
    { key: 'expiryDate', title: t('controller.col.expiry'), sortable: true, value: (a) => a.expiryDate, render: (a) => day(a.expiryDate) },
    {
      key: 'students', title: t('controller.col.students'), sortable: true, value: (a) => a.studentCount,
      render: (a) => <Tooltip title={t('controller.studentsDeclared', { n: f.number(a.numberOfStudents) })}>{f.number(a.studentCount)}</Tooltip>,
    },
    { key: 'payment', title: t('controller.col.payment'), sortable: true, value: (a) => a.bill / 100, render: (a) => money(a.bill) },
    // The SMS balance comes in taka (the bill in paisa).
    { key: 'smsBalance', title: t('controller.col.smsBalance'), sortable: true, value: (a) => a.smsBalance, render: (a) => money(Math.round(a.smsBalance * 100)) },
    {
      key: 'balanceExpiry', title: t('controller.col.balanceExpiry'), sortable: true, value: (a) => a.balanceExpiry,
      render: (a) => (a.balanceExpired ? <Tag color="warning">{a.balanceExpiry ? day(a.balanceExpiry) : t('controller.noBalance')}</Tag> : day(a.balanceExpiry)),
    },
    { key: 'email', title: t('controller.col.email'), value: (a) => a.email, render: (a) => <span dir="ltr">{a.email}</span> },
    { key: 'address', title: t('academy.address'), value: (a) => a.address, hidden: true },
    { key: 'academyType', title: t('academy.academyType'), sortable: true, hidden: true, value: (a) => t(`academy.type.${a.academyType}`) },
    { key: 'mobile', title: t('academy.mobile'), hidden: true, value: (a) => a.mobile, render: (a) => <span dir="ltr">{a.mobile}</span> },
  ];

  return (
    <CrudScreen<Row>
      heading={t('controller.academies')}
      error={error}
      rows={rows}
      columns={columns}
      rowKey={(a) => a.code}
      loading={loading && !data}
      title={t('controller.academies')}
      fileName="academies"
      rowClassName={(a) => (a.balanceExpired ? 'talim-row-warning' : '')}
      onAdd={canWrite ? create.add : undefined}
      addLabel={t('controller.newAcademy')}
      filters={<Typography.Paragraph type="secondary">{t('controller.balanceLegend')}</Typography.Paragraph>}
      actions={{
        onEdit: canWrite ? terms.edit : undefined,
        onDelete: canWrite ? (a) => remove({ variables: { code: a.code } }) : undefined,
        confirmDelete: (a) => t('controller.confirmDeleteAcademy', { name: a.name, code: a.code }),
        extra: (a) => (
          <>
            {canWrite && (
              <Tooltip title={t('controller.topUp')}>
                <Button size="small" icon={<WalletOutlined />} aria-label={t('controller.topUp')} onClick={() => topUp.edit(a)} />
              </Tooltip>
            )}
            <Tooltip title={t('controller.history')}>
              <Button size="small" icon={<HistoryOutlined />} aria-label={t('controller.history')} onClick={() => setAuditOf(a)} />
            </Tooltip>
            {canWrite && (
              <Tooltip title={t('controller.export')}>
                <Button size="small" icon={<DownloadOutlined />} aria-label={t('controller.export')} href={academyExportUrl(a.code)} download />
              </Tooltip>
            )}
          </>
        ),
      }}
    >
      <NewAcademyDialog open={create.open} onClose={create.close} />
      <TermsDialog academy={terms.row} open={terms.open} onClose={terms.close} />
      <TopUpDialog academy={topUp.row} open={topUp.open} onClose={topUp.close} />
      <AuditDrawer academy={auditOf} onClose={() => setAuditOf(null)} />
    </CrudScreen>
  );
}
