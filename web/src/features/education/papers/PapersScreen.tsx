import { useMutation, useQuery } from '@apollo/client/react';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Popconfirm, Select, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { lastYears } from '@rules/results';
import { useSession } from '@/app/session';
import { DataTable, type DataColumn } from '@/components/DataTable';
import { PrintHost } from '@/components/PrintHost';
import { useAcademyHeading } from '@/components/useAcademyHeading';
import { ClassesDocument, DeleteExamPaperDocument, ExamPapersDocument, type ExamPaperFieldsFragment } from '@/gql/graphql';
import { evictRow } from '@/lib/cache';
import { errorMessageId } from '@/lib/errors';
import { isoToday, useFormat } from '@/lib/format';
import { RoutinePrint } from '@/print/RoutinePrint';
import { examLabel } from '../result/examLabels';
import { PaperFormDialog } from './PaperFormDialog';
import { examNamesOf, routineOrder } from './paperForm';
import { durationText, timeText, weekdayText } from './paperText';
import './papers.css';

type Paper = ExamPaperFieldsFragment;

/** /papers: the exam routine of a year (spec "exam papers form"); editing with 'result.write'. */
export default function PapersScreen() {
  const heading = useAcademyHeading();
  return (
    <PrintHost heading={heading}>
      <Papers />
    </PrintHost>
  );
}

function Papers() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits, date: longDate } = useFormat();
  const { message } = App.useApp();
  const { can } = useSession();
  const canWrite = can('result.write');
  const years = useMemo(() => lastYears(isoToday()), []);
  const [year, setYear] = useState(years[0]);
  const [exam, setExam] = useState('');
  const [dialog, setDialog] = useState<{ open: boolean; paper: Paper | null }>({ open: false, paper: null });
  const [busy, setBusy] = useState<number | null>(null);
  const { data, loading, error } = useQuery(ExamPapersDocument, { variables: { year } });
  const classes = useQuery(ClassesDocument, { skip: !canWrite });
  const [deletePaper] = useMutation(DeleteExamPaperDocument);

  const all = useMemo(() => routineOrder(data?.examPapers ?? []), [data]);
  const exams = useMemo(() => examNamesOf(all), [all]);
  const shownExam = exams.includes(exam) ? exam : '';
  const papers = useMemo(() => (shownExam ? all.filter((p) => p.examName === shownExam) : all), [all, shownExam]);
  // Alternate bands per exam day, so the papers of one date read as a group.
  const band = useMemo(() => {
    const dates = [...new Set(papers.map((p) => p.date))];
    return (p: Paper) => (dates.indexOf(p.date) % 2 ? 'talim-routine-band' : '');
  }, [papers]);

  const remove = async (paper: Paper) => {
    setBusy(paper.id);
    try {
      await deletePaper({
        variables: { id: paper.id },
        update: evictRow('ExamPaper', paper.id),
      });
      message.success(t('error.successMessage'));
    } catch (e) {
      const { id, values } = errorMessageId(e);
      message.error(t(id, values));
    } finally {
      setBusy(null);
    }
  };

  const columns: DataColumn<Paper>[] = [
    { key: 'examName', title: t('result.examName'), value: (p) => examLabel(intl, p.examName), sortable: true },
    { key: 'date', title: t('papers.date'), value: (p) => p.date, render: (p) => <span className="nowrap">{longDate(p.date)}</span>, sortable: true },
    { key: 'weekday', title: t('papers.weekday'), value: (p) => weekdayText(intl, p.date) },
    {
      key: 'time',
      title: t('papers.time'),
      value: (p) => timeText(intl, p.time),
      render: (p) => <bdi className="nowrap">{timeText(intl, p.time)}</bdi>,
    },
    { key: 'duration', title: t('papers.duration'), value: (p) => durationText(intl, p.durationMinutes) },
    { key: 'department', title: t('classPanel.department'), sortable: true },
    { key: 'className', title: t('classPanel.className'), sortable: true },
    { key: 'groupName', title: t('classPanel.groupName') },
    { key: 'subject', title: t('result.subject'), sortable: true },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      title: t('table.actions'),
      alwaysVisible: true,
      exportable: false,
      searchable: false,
      fixed: 'end',
      render: (p) => (
        <Flex gap={4}>
          <Tooltip title={t('table.edit')}>
            <Button icon={<EditOutlined />} aria-label={t('table.edit')} onClick={() => setDialog({ open: true, paper: p })} />
          </Tooltip>
          <Popconfirm
            title={t('papers.confirmDelete', { subject: p.subject || examLabel(intl, p.examName), date: digits(p.date) })}
            okText={t('table.yes')}
            cancelText={t('table.no')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(p)}
          >
            <Button danger icon={<DeleteOutlined />} aria-label={t('table.delete')} loading={busy === p.id} />
          </Popconfirm>
        </Flex>
      ),
    });
  }

  return (
    <Flex vertical gap={12} className="talim-papers">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('papers.title')}
      </Typography.Title>
      <Flex wrap gap={8} align="center">
        <Select<number>
          aria-label={t('result.year')}
          value={year}
          onChange={setYear}
          options={years.map((y) => ({ value: y, label: digits(y) }))}
          style={{ width: 110 }}
        />
        <Select<string>
          aria-label={t('result.examName')}
          value={shownExam}
          onChange={setExam}
          options={[{ value: '', label: t('papers.allExams') }, ...exams.map((e) => ({ value: e, label: examLabel(intl, e) }))]}
          style={{ minWidth: 200 }}
        />
        <Typography.Text type="secondary">{t('papers.count', { count: papers.length, formatted: digits(papers.length) })}</Typography.Text>
      </Flex>
      {error && <Alert type="error" showIcon title={t(errorMessageId(error).id)} />}
      <DataTable<Paper>
        rows={papers}
        columns={columns}
        rowKey={(p) => p.id}
        loading={loading && !data}
        title={t('papers.printTitle')}
        fileName="exam-routine"
        onAdd={canWrite ? () => setDialog({ open: true, paper: null }) : undefined}
        addLabel={t('papers.add')}
        rowClassName={band}
        printDocument={(rows) => <RoutinePrint papers={rows} />}
        size="small"
      />
      {canWrite && (
        <PaperFormDialog
          open={dialog.open}
          editing={dialog.paper}
          classes={classes.data?.classes ?? []}
          examNames={exams}
          onClose={() => setDialog({ open: false, paper: null })}
          onSaved={(saved) => {
            setDialog({ open: false, paper: null });
            if (saved.year !== year && years.includes(saved.year)) setYear(saved.year);
          }}
        />
      )}
    </Flex>
  );
}
