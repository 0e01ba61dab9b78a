import { useMutation, useQuery } from '@apollo/client/react';
import { Flex, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { lastYears } from '@rules/results';
import { useSession } from '@/app/session';
import { CrudScreen, useDialog, type DataColumn } from '@/components/crud';
import { ClassesDocument, DeleteExamPaperDocument, ExamPapersDocument, type ExamPaperFieldsFragment } from '@/gql/graphql';
import { evictRow } from '@/lib/cache';
import { isoToday, useFormat } from '@/lib/format';
import { RoutinePrint } from '@/print/RoutinePrint';
import { examLabel } from '../result/examLabels';
import { PaperFormDialog } from './PaperFormDialog';
import { examNamesOf, routineOrder } from './paperForm';
import { durationText, timeText, weekdayText } from './paperText';
import './papers.css';

type Paper = ExamPaperFieldsFragment;

/** /papers: the exam routine of a year (spec "exam papers form"), on the CRUD kit; editing with 'result.write'. */
export default function PapersScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits, shortDate } = useFormat();
  const { can } = useSession();
  const canWrite = can('result.write');
  const years = useMemo(() => lastYears(isoToday()), []);
  const [year, setYear] = useState(years[0]);
  const [exam, setExam] = useState('');
  const dialog = useDialog<Paper>();
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

  const columns: DataColumn<Paper>[] = [
    { key: 'examName', title: t('result.examName'), value: (p) => examLabel(intl, p.examName), sortable: true },
    { key: 'date', title: t('papers.date'), value: (p) => p.date, render: (p) => <span className="nowrap">{shortDate(p.date)}</span>, sortable: true },
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

  return (
    <CrudScreen<Paper>
      className="talim-papers"
      heading={t('papers.title')}
      error={error}
      filters={
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
      }
      rows={papers}
      columns={columns}
      rowKey={(p) => p.id}
      loading={loading && !data}
      title={t('papers.printTitle')}
      fileName="exam-routine"
      onAdd={canWrite ? dialog.add : undefined}
      addLabel={t('papers.add')}
      rowClassName={band}
      printDocument={(rows) => <RoutinePrint papers={rows} />}
      size="small"
      actions={canWrite ? {
        onEdit: dialog.edit,
        onDelete: (p) => deletePaper({ variables: { id: p.id }, update: evictRow('ExamPaper', p.id) }),
        confirmDelete: (p) => t('papers.confirmDelete', { subject: p.subject || examLabel(intl, p.examName), date: shortDate(p.date) }),
      } : undefined}
    >
      {canWrite && (
        <PaperFormDialog
          open={dialog.open}
          editing={dialog.row}
          classes={classes.data?.classes ?? []}
          examNames={exams}
          onClose={dialog.close}
          onSaved={(saved) => {
            if (saved.year !== year && years.includes(saved.year)) setYear(saved.year);
          }}
        />
      )}
    </CrudScreen>
  );
}
