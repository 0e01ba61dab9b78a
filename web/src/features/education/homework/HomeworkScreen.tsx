import { useMutation, useQuery } from '@apollo/client/react';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Popconfirm, Select, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@/app/session';
import { DataTable, type DataColumn } from '@/components/DataTable';
import { PrintHost } from '@/components/PrintHost';
import { useAcademyHeading } from '@/components/useAcademyHeading';
import { ClassesDocument, DeleteHomeworkDocument, HomeworksDocument, type HomeworkFieldsFragment } from '@/gql/graphql';
import { evictRow } from '@/lib/cache';
import { errorMessageId, errorText } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { classesOf, groupsOf } from '../papers/classChoices';
import { HomeworkFormDialog } from './HomeworkFormDialog';
import { HomeworkText } from './HomeworkText';
import { homeworkFilter } from './homeworkForm';

type Homework = HomeworkFieldsFragment;

/** /homeWork: homework by class and group (spec "homework list and form"); editing with 'homework.write'. */
export default function HomeworkScreen() {
  const heading = useAcademyHeading();
  return (
    <PrintHost heading={heading}>
      <HomeworkList />
    </PrintHost>
  );
}

function HomeworkList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits, date: longDate } = useFormat();
  const { message } = App.useApp();
  const { can } = useSession();
  const canWrite = can('homework.write');
  const [filter, setFilter] = useState({ className: '', groupName: '' });
  const [dialog, setDialog] = useState<{ open: boolean; homework: Homework | null }>({ open: false, homework: null });
  const [busy, setBusy] = useState<number | null>(null);
  const { data, loading, error } = useQuery(HomeworksDocument, { variables: homeworkFilter(filter.className, filter.groupName) });
  const classQuery = useQuery(ClassesDocument);
  const [deleteHomework] = useMutation(DeleteHomeworkDocument);

  const classes = useMemo(() => classQuery.data?.classes ?? [], [classQuery.data]);
  const classNames = classesOf(classes);
  const groups = groupsOf(classes, filter.className);
  const rows = data?.homeworks ?? [];

  const remove = async (h: Homework) => {
    setBusy(h.id);
    try {
      await deleteHomework({
        variables: { id: h.id },
        update: evictRow('Homework', h.id),
      });
      message.success(t('error.successMessage'));
    } catch (e) {
      message.error(errorText(intl, e));
    } finally {
      setBusy(null);
    }
  };

  const columns: DataColumn<Homework>[] = [
    { key: 'date', title: t('homework.date'), value: (h) => h.date, render: (h) => <span style={{ whiteSpace: 'nowrap' }}>{longDate(h.date)}</span>, sortable: true },
    { key: 'department', title: t('classPanel.department'), sortable: true },
    { key: 'className', title: t('classPanel.className'), sortable: true },
    { key: 'groupName', title: t('classPanel.groupName'), render: (h) => h.groupName || <Typography.Text type="secondary">{t('homework.wholeClass')}</Typography.Text> },
    // Search, export and print carry the whole text; the screen shows the preview first.
    { key: 'content', title: t('homework.content'), value: (h) => h.content, render: (h) => <HomeworkText homework={h} />, width: 440 },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      title: t('table.actions'),
      alwaysVisible: true,
      exportable: false,
      searchable: false,
      fixed: 'end',
      render: (h) => (
        <Flex gap={4}>
          <Tooltip title={t('table.edit')}>
            <Button icon={<EditOutlined />} aria-label={t('table.edit')} onClick={() => setDialog({ open: true, homework: h })} />
          </Tooltip>
          <Popconfirm
            title={t('homework.confirmDelete', { className: h.className, date: digits(h.date) })}
            okText={t('table.yes')}
            cancelText={t('table.no')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(h)}
          >
            <Button danger icon={<DeleteOutlined />} aria-label={t('table.delete')} loading={busy === h.id} />
          </Popconfirm>
        </Flex>
      ),
    });
  }

  return (
    <Flex vertical gap={12} className="talim-homework">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('homework.title')}
      </Typography.Title>
      <Flex wrap gap={8} align="center">
        <Select<string>
          aria-label={t('classPanel.className')}
          style={{ minWidth: 170 }}
          value={filter.className}
          onChange={(className) => setFilter({ className, groupName: '' })}
          options={[{ value: '', label: t('students.allClasses') }, ...classNames.map((c) => ({ value: c, label: c }))]}
          showSearch={{ optionFilterProp: 'label' }}
        />
        <Select<string>
          aria-label={t('classPanel.groupName')}
          style={{ minWidth: 150 }}
          value={filter.groupName}
          disabled={!groups.length}
          onChange={(groupName) => setFilter((prev) => ({ ...prev, groupName }))}
          options={[{ value: '', label: t('students.allGroups') }, ...groups.map((g) => ({ value: g, label: g }))]}
        />
        <Typography.Text type="secondary">{t('homework.count', { count: rows.length, formatted: digits(rows.length) })}</Typography.Text>
      </Flex>
      {error && <Alert type="error" showIcon title={t(errorMessageId(error).id)} />}
      <DataTable<Homework>
        rows={rows}
        columns={columns}
        rowKey={(h) => h.id}
        loading={loading && !data}
        title={t('homework.printTitle')}
        fileName="homework"
        onAdd={canWrite ? () => setDialog({ open: true, homework: null }) : undefined}
        addLabel={t('homework.add')}
        size="small"
      />
      {canWrite && (
        <HomeworkFormDialog
          open={dialog.open}
          editing={dialog.homework}
          classes={classes}
          preset={filter}
          onClose={() => setDialog({ open: false, homework: null })}
          onSaved={() => setDialog({ open: false, homework: null })}
        />
      )}
    </Flex>
  );
}
