import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, DatePicker, Flex, Select, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CrudScreen, type DataColumn } from '@/components/crud';
import { FeeChoicesDocument, FeeSheetDocument } from '@/gql/graphql';
import { isoToday, useFormat } from '@/lib/format';
import { FeeSheetPrint, type FeeSheetRow } from '@/print/accounts/FeeSheetPrint';
import { useFeeLabels } from '../feeRules/useFeeLabels';
import { classesOf, groupsOf } from '@/features/education/papers/classChoices';
import type { FeeDepartment } from './feeForm';
import { usePrintCard } from './usePrintCard';

const STATUS_COLOR: Record<string, string> = { paid: 'success', partial: 'warning', due: 'error', upcoming: 'processing', none: 'default' };

/** The titles of a department's rules for a class (all classes' titles before one is chosen). */
export function sheetTitles(rules: { title: string; classes: string[] }[], className: string): string[] {
  return [...new Set(rules.filter((r) => !className || r.classes.includes(className)).map((r) => r.title))];
}

/**
 * The fee sheet (spec doc 2 §3: class_name, group, subject, month, year): each student of the
 * class (and group) for a title and a month, with due, paid and owed, paid ones green and owing
 * ones red; totals, print (A4) and each student's fee card.
 */
export function FeeSheetView({ department, heading, switcher }: { department: FeeDepartment; heading: string; switcher: ReactNode }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits, number } = useFormat();
  const { titleLabel, taka } = useFeeLabels();
  const choices = useQuery(FeeChoicesDocument);
  const [filter, setFilter] = useState({ className: '', groupName: '', subject: '', month: isoToday().slice(0, 7) });
  const ready = !!(filter.className && filter.subject && filter.month);
  const { data, loading, error } = useQuery(FeeSheetDocument, {
    variables: { department, className: filter.className, groupName: filter.groupName || null, subject: filter.subject, month: filter.month, year: Number(filter.month.slice(0, 4)) },
    skip: !ready,
  });
  const printCard = usePrintCard(department);
  const classes = useMemo(() => choices.data?.classes ?? [], [choices.data]);
  const rules = (department === 'boarding' ? choices.data?.boardingFeeRules : choices.data?.feeRules) ?? [];
  const titles = sheetTitles(rules, filter.className);
  const groups = groupsOf(classes, filter.className);
  const sheet = ready ? data?.feeSheet : undefined;
  const rows = sheet?.rows ?? [];
  const paidCount = rows.filter((r) => r.status === 'paid').length;

  const columns: DataColumn<FeeSheetRow>[] = [
    { key: 'admitNo', title: t('fees.admitNo'), value: (r) => r.admitNo, render: (r) => digits(r.admitNo), sortable: true },
    { key: 'name', title: t('fees.name'), render: (r) => <span dir="auto">{r.name}</span>, sortable: true },
    { key: 'groupName', title: t('fees.group'), sortable: true },
    { key: 'due', title: t('fees.due'), align: 'end', total: true, value: (r) => r.due, render: (r) => taka(r.due), sortable: true },
    { key: 'paid', title: t('fees.paid'), align: 'end', total: true, value: (r) => r.paid, render: (r) => taka(r.paid), sortable: true },
    { key: 'owed', title: t('fees.owed'), align: 'end', total: true, value: (r) => r.owed, render: (r) => taka(r.owed), sortable: true },
    {
      key: 'status', title: t('fees.statusLabel'), value: (r) => t(`fees.status.${r.status}`),
      render: (r) => <Tag color={STATUS_COLOR[r.status]}>{t(`fees.status.${r.status}`)}</Tag>, sortable: true,
    },
  ];

  return (
    <CrudScreen<FeeSheetRow>
      className={`talim-fee-sheet talim-fee-sheet-${department}`}
      heading={heading}
      error={error ?? choices.error}
      filters={
        <Flex vertical gap={8}>
          <Flex wrap gap={8} align="center">
            {switcher}
            <Select<string>
              aria-label={t('fees.class')}
              placeholder={t('fees.chooseClass')}
              style={{ minWidth: 160 }}
              value={filter.className || undefined}
              onChange={(className) => setFilter((f) => ({ ...f, className, groupName: '', subject: sheetTitles(rules, className).includes(f.subject) ? f.subject : '' }))}
              options={classesOf(classes).map((c) => ({ value: c, label: c }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
            <Select<string>
              aria-label={t('fees.group')}
              style={{ minWidth: 140 }}
              value={filter.groupName}
              disabled={!groups.filter(Boolean).length}
              onChange={(groupName) => setFilter((f) => ({ ...f, groupName }))}
              options={[{ value: '', label: t('students.allGroups') }, ...groups.filter(Boolean).map((g) => ({ value: g, label: g }))]}
            />
            <Select<string>
              aria-label={t('fees.subject')}
              placeholder={t('fees.chooseSubject')}
              style={{ minWidth: 170 }}
              value={filter.subject || undefined}
              onChange={(subject) => setFilter((f) => ({ ...f, subject }))}
              options={titles.map((title) => ({ value: title, label: titleLabel(title) }))}
              notFoundContent={t('fees.noTitles')}
            />
            <DatePicker
              picker="month"
              allowClear={false}
              aria-label={t('fees.month')}
              value={dayjs(`${filter.month}-01`)}
              onChange={(d) => { if (d) setFilter((f) => ({ ...f, month: d.format('YYYY-MM') })); }}
            />
          </Flex>
          {!ready && <Typography.Text type="secondary">{t('fees.sheetHint')}</Typography.Text>}
          {sheet && (
            <Typography.Text type="secondary" data-testid="fee-sheet-summary">
              {t('fees.sheetSummary', { paid: number(paidCount), count: number(rows.length), owed: taka(sheet.owed), collected: taka(sheet.paid) })}
            </Typography.Text>
          )}
        </Flex>
      }
      rows={rows}
      columns={columns}
      rowKey={(r) => r.providerId}
      loading={ready && loading && !data}
      report
      title={t(department === 'boarding' ? 'fees.boardingSheetTitle' : 'fees.sheetTitle')}
      fileName="fee-sheet"
      rowClassName={(r) => (r.status === 'due' ? 'talim-row-danger' : r.status === 'partial' ? 'talim-row-warning' : '')}
      printDocument={sheet ? (printed) => <FeeSheetPrint sheet={sheet} rows={printed} /> : undefined}
      size="small"
      actions={{
        extra: (r) => (
          <Tooltip title={t('fees.printCard')}>
            <Button icon={<PrinterOutlined />} aria-label={t('fees.printCard')} onClick={() => printCard(r.admitNo, Number(filter.month.slice(0, 4)))} />
          </Tooltip>
        ),
      }}
    />
  );
}
