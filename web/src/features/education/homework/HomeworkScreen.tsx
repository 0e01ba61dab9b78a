import { useMutation, useQuery } from '@apollo/client/react';
import { Flex, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@/app/session';
import { CrudScreen, useDialog, type DataColumn } from '@/components/crud';
import { ClassesDocument, DeleteHomeworkDocument, HomeworksDocument, type HomeworkFieldsFragment } from '@/gql/graphql';
import { evictRow } from '@/lib/cache';
import { useFormat } from '@/lib/format';
import { classesOf, groupsOf } from '../papers/classChoices';
import { HomeworkFormDialog } from './HomeworkFormDialog';
import { HomeworkText } from './HomeworkText';
import { homeworkFilter } from './homeworkForm';

type Homework = HomeworkFieldsFragment;

/** /homeWork: homework by class and group (spec "homework list and form"), on the CRUD kit; editing with 'homework.write'. */
export default function HomeworkScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits, shortDate } = useFormat();
  const { can } = useSession();
  const canWrite = can('homework.write');
  const [filter, setFilter] = useState({ className: '', groupName: '' });
  const dialog = useDialog<Homework>();
  const { data, loading, error } = useQuery(HomeworksDocument, { variables: homeworkFilter(filter.className, filter.groupName) });
  const classQuery = useQuery(ClassesDocument);
  const [deleteHomework] = useMutation(DeleteHomeworkDocument);

  const classes = useMemo(() => classQuery.data?.classes ?? [], [classQuery.data]);
  const classNames = classesOf(classes);
  const groups = groupsOf(classes, filter.className);
  const rows = data?.homeworks ?? [];

  const columns: DataColumn<Homework>[] = [
    { key: 'date', title: t('homework.date'), value: (h) => h.date, render: (h) => <span style={{ whiteSpace: 'nowrap' }}>{shortDate(h.date)}</span>, sortable: true },
    { key: 'department', title: t('classPanel.department'), sortable: true },
    { key: 'className', title: t('classPanel.className'), sortable: true },
    { key: 'groupName', title: t('classPanel.groupName'), render: (h) => h.groupName || <Typography.Text type="secondary">{t('homework.wholeClass')}</Typography.Text> },
    // Search, export and print carry the whole text; the screen shows the preview first.
    { key: 'content', title: t('homework.content'), value: (h) => h.content, render: (h) => <HomeworkText homework={h} />, width: 440 },
  ];

  return (
    <CrudScreen<Homework>
      className="talim-homework"
      heading={t('homework.title')}
      error={error}
      filters={
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
      }
      rows={rows}
      columns={columns}
      rowKey={(h) => h.id}
      loading={loading && !data}
      title={t('homework.printTitle')}
      fileName="homework"
      onAdd={canWrite ? dialog.add : undefined}
      addLabel={t('homework.add')}
      size="small"
      actions={canWrite ? {
        onEdit: dialog.edit,
        onDelete: (h) => deleteHomework({ variables: { id: h.id }, update: evictRow('Homework', h.id) }),
        confirmDelete: (h) => t('homework.confirmDelete', { className: h.className, date: shortDate(h.date) }),
      } : undefined}
    >
      {canWrite && <HomeworkFormDialog open={dialog.open} editing={dialog.row} classes={classes} preset={filter} onClose={dialog.close} />}
    </CrudScreen>
  );
}
