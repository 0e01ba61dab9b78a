import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { DeleteOutlined, EditOutlined, UndoOutlined, UserDeleteOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, App, Avatar, Button, Flex, Popconfirm, Select, Tag, Tooltip, Typography, theme } from 'antd';
import { Segmented } from '@/components/Segmented';
import { useMemo, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@/app/session';
import { DataTable, type DataColumn } from '@/components/DataTable';
import { PrintHost } from '@/components/PrintHost';
import { useAcademyHeading } from '@/components/useAcademyHeading';
import { AdmissionFormDialog } from '@/features/admission/form/AdmissionFormDialog';
import { refreshAdmissions } from '@/features/admission/bell/refresh';
import {
  ClassesDocument, DeleteStudentsDocument, SetStudentConditionDocument, StudentPageDocument, type StudentFieldsFragment,
} from '@/gql/graphql';
import { errorMessageId } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { CardsPrintMenu, StudentPrintMenu } from './StudentPrintMenus';
import {
  classOptions, feesTotal, FIRST_PAGE, groupOptions, initialFilter, listOrder, otherCondition, pageVariables, reportStageClass,
  studentFilter, valueMessageId, type Condition, type ListFilter, type ListPage,
} from './studentList';
import './studentList.css';
import { HistoryButton } from '@/features/history/HistoryButton';

type Student = StudentFieldsFragment;

/**
 * /studentList: students in or out, by class and group, a page at a time from the server (studentPage:
 * a 10,000-student academy's list is never read whole); remove, re-admit, delete and print for
 * student.manage.
 */
export default function StudentListScreen() {
  const heading = useAcademyHeading();
  return (
    <PrintHost heading={heading}>
      <StudentList />
    </PrintHost>
  );
}

/** Rows a page when export or print reads the whole list (studentPage allows at most 500). */
const EXPORT_PAGE = 500;

function StudentList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num, digits, shortDate } = useFormat();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const client = useApolloClient();
  const { me, can } = useSession();
  const canManage = can('student.manage');
  const canEdit = can('student.edit');

  const [filter, setFilter] = useState<ListFilter>(initialFilter);
  const [page, setPage] = useState<ListPage>(FIRST_PAGE);
  const variables = useMemo(() => ({ filter: studentFilter(filter), ...pageVariables(page) }), [filter, page]);
  // Each view asks again when shown: a removal or a save elsewhere changes the other list.
  const { data, previousData, loading, error } = useQuery(StudentPageDocument, { variables, fetchPolicy: 'cache-and-network' });
  // the page before stays on screen (greyed by the table's spinner) while the next one loads
  const shownPage = (data ?? previousData)?.studentPage;
  const { data: classData } = useQuery(ClassesDocument);
  const [setCondition] = useMutation(SetStudentConditionDocument);
  const [deleteStudents] = useMutation(DeleteStudentsDocument);
  const [dialog, setDialog] = useState<{ open: boolean; studentId?: number }>({ open: false });
  const [busy, setBusy] = useState<string | null>(null);

  const students = useMemo(() => listOrder(shownPage?.items ?? []), [shownPage]);
  const classes = useMemo(() => classData?.classes ?? [], [classData]);
  const classNames = useMemo(() => classOptions(classes), [classes]);
  const groups = useMemo(() => groupOptions(classes, filter.className), [classes, filter.className]);
  const defaultPhoto = me?.academy.studentDefaultPhotoUrl || undefined;
  const inView = filter.condition === 'in';

  /** Export and print: every student of the list chosen, read EXPORT_PAGE at a time (the server's largest page). */
  const everyStudent = async (): Promise<Student[]> => {
    const all: Student[] = [];
    for (let offset = 0; ; offset += EXPORT_PAGE) {
      const { data: got } = await client.query({ query: StudentPageDocument, variables: { filter: studentFilter(filter), offset, limit: EXPORT_PAGE }, fetchPolicy: 'network-only' });
      const items = got?.studentPage.items ?? [];
      all.push(...items);
      if (items.length < EXPORT_PAGE || all.length >= (got?.studentPage.total ?? 0)) return listOrder(all);
    }
  };
  const showError = (e: unknown) => {
    const { id, values } = errorMessageId(e);
    message.error(t(id, values));
  };
  /** Takes students out of the page on screen and its total (the other view and other pages ask the server again when shown). */
  const dropFromList = (ids: number[]) =>
    client.cache.updateQuery({ query: StudentPageDocument, variables }, (prev) => {
      if (!prev) return prev;
      const items = prev.studentPage.items.filter((s) => !ids.includes(s.id));
      return { studentPage: { ...prev.studentPage, items, total: prev.studentPage.total - (prev.studentPage.items.length - items.length) } };
    });

  const move = async (student: Student) => {
    setBusy(`move:${student.id}`);
    try {
      await setCondition({ variables: { id: student.id, condition: otherCondition(filter.condition) } });
      dropFromList([student.id]);
      message.success(t('error.successMessage'));
    } catch (e) {
      showError(e);
    } finally {
      setBusy(null);
    }
  };

  const remove = async (ids: number[], after?: () => void) => {
    if (!ids.length) return;
    setBusy(after ? 'bulk' : `delete:${ids[0]}`);
    try {
      await deleteStudents({
        variables: { ids },
        update(cache) {
          for (const id of ids) cache.evict({ id: cache.identify({ __typename: 'Student', id }) });
          cache.gc();
        },
      });
      dropFromList(ids);
      after?.();
      message.success(t('error.successMessage'));
    } catch (e) {
      showError(e);
    } finally {
      setBusy(null);
    }
  };

  const translated = (kind: 'residence' | 'category', value: string) => {
    const id = valueMessageId(kind, value);
    return id ? t(id) : value;
  };

  const columns: DataColumn<Student>[] = [
    {
      key: 'photo', title: t('student.photo'), exportable: false, searchable: false, width: 56,
      render: (s) => <Avatar size={32} src={s.photoUrl || defaultPhoto} icon={<UserOutlined />} alt={s.name} />,
    },
    {
      key: 'admitNo', title: t('student.admitNo'), sortable: true, value: (s) => s.admitNo ?? '',
      render: (s) => (s.admitNo != null ? digits(s.admitNo) : <Tag color="gold">{t('students.pending')}</Tag>),
    },
    { key: 'formNo', title: t('student.formNo'), sortable: true, render: (s) => digits(s.formNo) },
    { key: 'name', title: t('student.name'), sortable: true },
    { key: 'fatherName', title: t('student.fatherName'), sortable: true },
    { key: 'motherName', title: t('student.motherName'), sortable: true, hidden: true },
    {
      // An application has no approved class yet: the class applied for, greyed.
      key: 'className', title: t('student.className'), sortable: true, value: (s) => s.admittedClass || s.choosingClass,
      render: (s) => s.admittedClass || <Typography.Text type="secondary">{s.choosingClass}</Typography.Text>,
    },
    { key: 'groupName', title: t('student.groupName'), sortable: true },
    { key: 'department', title: t('student.department'), sortable: true },
    { key: 'residence', title: t('student.residence'), sortable: true, value: (s) => translated('residence', s.residence) },
    { key: 'category', title: t('student.category'), sortable: true, value: (s) => translated('category', s.category) },
    {
      key: 'guardianMobile', title: t('student.guardianMobile'),
      render: (s) => <span dir="ltr">{s.guardianMobile}</span>,
    },
    { key: 'age', title: t('student.age'), sortable: true, align: 'end' },
    { key: 'date', title: t('student.date'), sortable: true, render: (s) => <span dir="ltr">{shortDate(s.date)}</span> },
    { key: 'village', title: t('student.village'), hidden: true, sortable: true },
    { key: 'postOffice', title: t('student.postOffice'), hidden: true, sortable: true },
    { key: 'subDistrict', title: t('student.subDistrict'), hidden: true, sortable: true },
    { key: 'district', title: t('student.district'), hidden: true, sortable: true },
    { key: 'preAcademy', title: t('student.preAcademy'), hidden: true, sortable: true },
    {
      key: 'feesTotal', title: t('students.feesTotal'), hidden: true, sortable: true, total: true, align: 'end',
      value: feesTotal, render: (s) => num(feesTotal(s)),
    },
    {
      key: 'actions', title: t('table.actions'), alwaysVisible: true, exportable: false, searchable: false,
      render: (s) => (
        <Flex gap={4}>
          {canEdit && (
            <Tooltip title={t('table.edit')}>
              <Button icon={<EditOutlined />} aria-label={t('table.edit')} onClick={() => setDialog({ open: true, studentId: s.id })} />
            </Tooltip>
          )}
          <StudentPrintMenu student={s} canManage={canManage} />
          <HistoryButton entity="student" recordKey={s.id} />
          {canManage && (
            <Popconfirm
              title={t(inView ? 'students.confirmRemove' : 'students.confirmReadmit', { name: s.name })}
              okText={t('table.yes')}
              cancelText={t('table.no')}
              onConfirm={() => move(s)}
            >
              <Button
                icon={inView ? <UserDeleteOutlined /> : <UndoOutlined />}
                aria-label={t(inView ? 'students.remove' : 'students.readmit')}
                title={t(inView ? 'students.remove' : 'students.readmit')}
                loading={busy === `move:${s.id}`}
              />
            </Popconfirm>
          )}
          {canManage && (
            <Popconfirm
              title={t('students.confirmDelete', { name: s.name })}
              okText={t('table.yes')}
              cancelText={t('table.no')}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove([s.id])}
            >
              <Button danger icon={<DeleteOutlined />} aria-label={t('table.delete')} title={t('table.delete')} loading={busy === `delete:${s.id}`} />
            </Popconfirm>
          )}
        </Flex>
      ),
    },
  ];

  const change = (next: Partial<ListFilter>) => {
    setFilter((prev) => ({ ...prev, ...next }));
    setPage((prev) => ({ ...prev, page: 1 }));
  };

  return (
    <Flex vertical gap={12} className="talim-student-list" style={stageColours(token)}>
      <Typography.Title level={1} className="talim-page-title" style={{ margin: 0 }}>
        {t('students.title')}
      </Typography.Title>
      <Flex wrap gap={8} align="center">
        <Segmented<Condition>
          aria-label={t('students.condition')}
          value={filter.condition}
          onChange={(condition) => change({ condition })}
          options={[
            { value: 'in', label: t('students.in') },
            { value: 'out', label: t('students.out') },
          ]}
        />
        <Select
          aria-label={t('student.className')}
          style={{ minWidth: 170 }}
          value={filter.className}
          onChange={(className: string) => change({ className, groupName: '' })}
          options={[{ value: '', label: t('students.allClasses') }, ...classNames.map((c) => ({ value: c, label: c }))]}
          showSearch={{ optionFilterProp: 'label' }}
        />
        <Select
          aria-label={t('student.groupName')}
          style={{ minWidth: 150 }}
          value={filter.groupName}
          disabled={!groups.length}
          onChange={(groupName: string) => change({ groupName })}
          options={[{ value: '', label: t('students.allGroups') }, ...groups.map((g) => ({ value: g, label: g }))]}
        />
        <Typography.Text type="secondary" style={{ marginInlineStart: 'auto', fontSize: 12 }}>
          {t('students.stageLegend')} <span className="talim-stage-swatch intermediate" />
          {t('students.stage.intermediate')} <span className="talim-stage-swatch difficult" style={{ marginInlineStart: 8 }} />
          {t('students.stage.difficult')}
        </Typography.Text>
      </Flex>
      {error && <Alert type="error" showIcon title={t(errorMessageId(error).id)} />}
      <DataTable<Student>
        rows={students}
        columns={columns}
        rowKey={(s) => s.id}
        loading={loading}
        server={{ ...page, total: shownPage?.total ?? 0, onChange: (next, pageSize) => setPage({ page: pageSize === page.pageSize ? next : 1, pageSize }), allRows: everyStudent }}
        selectable
        rowLabel={(s) => s.name}
        title={t(inView ? 'students.printTitleIn' : 'students.printTitleOut')}
        onAdd={canManage && inView ? () => setDialog({ open: true }) : undefined}
        addLabel={t('students.newAdmission')}
        rowClassName={(s) => reportStageClass(s.reportStage)}
        size="small"
        toolbar={(selected, clearSelection) => (
          <>
            <CardsPrintMenu selected={selected} shown={students} />
            {canManage && (
              <Popconfirm
                title={t('students.confirmDeleteSelected', { count: selected.length, formatted: num(selected.length) })}
                okText={t('table.yes')}
                cancelText={t('table.no')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove(selected.map((s) => s.id), clearSelection)}
                disabled={!selected.length}
              >
                <Button danger icon={<DeleteOutlined />} disabled={!selected.length} loading={busy === 'bulk'}>
                  {t('students.deleteSelected', { count: num(selected.length) })}
                </Button>
              </Popconfirm>
            )}
          </>
        )}
      />
      <AdmissionFormDialog
        open={dialog.open}
        studentId={dialog.studentId}
        onClose={() => setDialog({ open: false })}
        onSaved={() => {
          setDialog({ open: false });
          void refreshAdmissions(client);
        }}
      />
    </Flex>
  );
}

/** The report-stage colours of the active theme (light or dark) for studentList.css. */
function stageColours(token: ReturnType<typeof theme.useToken>['token']): CSSProperties {
  return {
    '--talim-stage-warning-bg': token.colorWarningBg,
    '--talim-stage-warning': token.colorWarning,
    '--talim-stage-danger-bg': token.colorErrorBg,
    '--talim-stage-danger': token.colorError,
  } as CSSProperties;
}
