import { DeleteOutlined, PrinterOutlined, ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, DatePicker, Flex, Popconfirm, Select, Spin, Tag, Typography } from 'antd';
import { Segmented } from '@/components/Segmented';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/app/session';
import { PrintHost, usePrint } from '@/components/PrintHost';
import { useAcademyHeading } from '@/components/useAcademyHeading';
import {
  CountingDatesDocument, CountingDocument, CountingReportDocument, DeleteCountingDocument, DeleteCountingReportDocument,
  SaveCountingDocument, SaveCountingReportDocument, SavedCountingDocument, SavedCountingReportDocument,
} from '@/gql/graphql';
import { errorMessageId, errorText } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { countableFrom } from '@rules/counts';
import { dhakaDate } from '@rules/dates';
import { CountPrint, CountView, ReportPrint, ReportView } from './CountViews';
import { periodOf, switched, typeFromPath } from './countTypes';

/**
 * The one counting screen of the twelve routes: /mci /mgi /yci /ygi (income), /mce /mge /yce /yge
 * (expense), /mcr /mgr /ycr /ygr (reports) of the accounts department, and the same twelve after
 * 'boarding' (/boardingmgi …) of the boarding department. The path is the type and department; the
 * fund, period and department switches open the sibling route (the department switch only for a
 * user of both menu groups: a boarding-only user stays on boarding). The computed view can be saved (count.write); a saved period is opened
 * from its date list, deleted, or left with refresh for the computed view again.
 */
export default function CountsScreen() {
  const heading = useAcademyHeading();
  const { pathname } = useLocation();
  const { type, department } = typeFromPath(pathname);
  return (
    <PrintHost heading={heading}>
      <Counting key={`${department}-${type}`} />
    </PrintHost>
  );
}

function Counting() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { message } = App.useApp();
  const { can, me } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { type, parts, department } = typeFromPath(pathname);
  const bothDepartments = !!me && me.menuGroups.includes('accounts') && me.menuGroups.includes('boarding');
  const { digits, shortDate } = useFormat();
  const print = usePrint();
  const isReport = parts.kind === 'report';
  const [picked, setPicked] = useState<Dayjs>(() => dayjs().subtract(parts.period === 'monthly' ? 1 : 0, 'month'));
  const [viewing, setViewing] = useState<string | null>(null);
  const date = viewing ?? periodOf(parts.period, picked.year(), picked.month() + 1);
  const vars = { type, date, department };

  const dates = useQuery(CountingDatesDocument, { variables: { type, department }, fetchPolicy: 'cache-and-network' });
  const computed = useQuery(CountingDocument, { variables: vars, skip: isReport || !!viewing, fetchPolicy: 'network-only' });
  const saved = useQuery(SavedCountingDocument, { variables: vars, skip: isReport || !viewing, fetchPolicy: 'network-only' });
  const report = useQuery(CountingReportDocument, { variables: vars, skip: !isReport || !!viewing, fetchPolicy: 'network-only' });
  const savedReport = useQuery(SavedCountingReportDocument, { variables: vars, skip: !isReport || !viewing, fetchPolicy: 'network-only' });
  const [saveCount, savingCount] = useMutation(SaveCountingDocument);
  const [deleteCount, deletingCount] = useMutation(DeleteCountingDocument);
  const [saveReport, savingReport] = useMutation(SaveCountingReportDocument);
  const [deleteReport, deletingReport] = useMutation(DeleteCountingReportDocument);

  const count = viewing ? saved.data?.savedCounting : computed.data?.counting;
  const rep = viewing ? savedReport.data?.savedCountingReport : report.data?.countingReport;
  const current = isReport ? (viewing ? savedReport : report) : viewing ? saved : computed;
  const hasData = isReport ? !!rep && (rep.income !== 0 || rep.expense !== 0 || rep.preBalance !== 0) : !!count && (count.incomeRows.length + count.expenseRows.length) > 0;
  const canWrite = can('count.write');
  const savedDates = dates.data?.countingDates ?? [];
  // A period is saved once it has ended in Asia/Dhaka (the server refuses earlier with periodNotEnded).
  const from = countableFrom(parts.period, date);
  const running = dhakaDate(new Date()) < from;
  const title = t('counts.departmentTitle', { department: t(`menu.${department}`), title: t(`counts.type.${type}`) });

  const run = async (work: () => Promise<unknown>, then: () => void) => {
    try {
      await work();
      message.success(t('error.successMessage'));
      then();
      await dates.refetch();
    } catch (e) {
      message.error(errorText(intl, e));
    }
  };
  const onSave = () => run(() => (isReport ? saveReport({ variables: vars }) : saveCount({ variables: vars })), () => setViewing(date));
  const onDelete = () => run(() => (isReport ? deleteReport({ variables: vars }) : deleteCount({ variables: vars })), () => setViewing(null));
  const onPrint = () => {
    if (isReport && rep) print(<ReportPrint title={title} report={rep} />);
    else if (count) print(<CountPrint title={title} count={count} />);
  };

  return (
    <Flex vertical gap={12} className="talim-counts">
      <Flex wrap gap={8} align="center" justify="space-between">
        <Typography.Title level={1} className="talim-page-title" style={{ margin: 0 }}>{title}</Typography.Title>
        <Flex wrap gap={8}>
          {bothDepartments && (
            <Segmented
              aria-label={t('counts.department')}
              value={department}
              options={[{ value: 'accounts', label: t('menu.accounts') }, { value: 'boarding', label: t('menu.boarding') }]}
              onChange={(d) => navigate(switched(parts, {}, d))}
            />
          )}
          <Segmented
            aria-label={t('counts.fund')}
            value={parts.fund}
            options={[{ value: 'generalFund', label: t('counts.generalFund') }, { value: 'charityFund', label: t('counts.charityFund') }]}
            onChange={(fund) => navigate(switched(parts, { fund: fund as typeof parts.fund }, department))}
          />
          <Segmented
            aria-label={t('counts.period')}
            value={parts.period}
            options={[{ value: 'monthly', label: t('counts.monthly') }, { value: 'yearly', label: t('counts.yearly') }]}
            onChange={(period) => navigate(switched(parts, { period: period as typeof parts.period }, department))}
          />
        </Flex>
      </Flex>
      <Flex wrap gap={8} align="center">
        <DatePicker
          picker={parts.period === 'monthly' ? 'month' : 'year'}
          value={picked}
          allowClear={false}
          disabled={!!viewing}
          aria-label={t(parts.period === 'monthly' ? 'counts.month' : 'counts.year')}
          onChange={(d) => d && setPicked(d)}
        />
        <Select
          style={{ minWidth: 180 }}
          placeholder={t('counts.savedDates')}
          aria-label={t('counts.savedDates')}
          value={viewing}
          allowClear
          notFoundContent={t('counts.noSaved')}
          options={savedDates.map((d) => ({ value: d, label: shortDate(d) }))}
          onChange={(d) => setViewing(d ?? null)}
        />
        {viewing ? <Tag color="green">{t('counts.savedTag')}</Tag> : <Tag>{t('counts.computedTag')}</Tag>}
        <Flex gap={8} wrap style={{ marginInlineStart: 'auto' }}>
          {viewing && (
            <Button icon={<ReloadOutlined />} onClick={() => setViewing(null)}>{t('counts.refresh')}</Button>
          )}
          {canWrite && viewing && (
            <Popconfirm title={t('counts.deleteConfirm')} onConfirm={onDelete} okText={t('table.delete')} cancelText={t('app.cancel')}>
              <Button danger icon={<DeleteOutlined />} loading={deletingCount.loading || deletingReport.loading}>{t('table.delete')}</Button>
            </Popconfirm>
          )}
          {canWrite && (
            <Button
              type="primary"
              icon={<SaveOutlined />}
              disabled={!!viewing || !hasData || savedDates.includes(date) || running}
              loading={savingCount.loading || savingReport.loading}
              onClick={onSave}
            >
              {t('app.save')}
            </Button>
          )}
          <Button icon={<PrinterOutlined />} disabled={!(isReport ? rep : count)} onClick={onPrint}>{t('counts.print')}</Button>
        </Flex>
      </Flex>
      {!viewing && savedDates.includes(date) && <Alert type="info" showIcon title={t('counts.alreadySaved')} />}
      {canWrite && !viewing && running && <Alert type="info" showIcon title={t('error.periodNotEnded', { from: digits(from) })} />}
      {current.error ? <Alert type="error" showIcon title={t(errorMessageId(current.error).id)} /> : null}
      {current.loading && !(isReport ? rep : count) ? <Spin /> : null}
      {isReport ? rep && <ReportView report={rep} /> : count && <CountView count={count} />}
    </Flex>
  );
}
