import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Form, Modal, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ClassesDocument, ResultDraftDocument, type ResultDraftQuery, type ResultSummaryFieldsFragment } from '@/gql/graphql';
import { errorMessageId, formatError, problemMessage, type ErrorMessage } from '@/lib/errors';
import { ExamNameInput, NumberPerSubjectInput, YearSelect } from './BasicsFields';
import { missingField } from '@rules/problems';
import { basicsError, classNames, examSuggestions, groupRequired, groupsOf, isDuplicate, type Basics } from './resultModes';

export type ResultDraft = ResultDraftQuery['resultDraft'];

interface Props {
  open: boolean;
  /** The saved results (duplicates are refused before any mark is typed). */
  saved: ResultSummaryFieldsFragment[];
  onCancel: () => void;
  /** The class has students: addMode starts with them. */
  onStart: (basics: Basics, draft: ResultDraft) => void;
}

const emptyBasics = (): Basics => ({ className: '', groupName: '', examName: '', numberPerSubject: null, year: new Date().getFullYear() });

/**
 * The new-table dialog (spec §2, §5 "Result"): class and group from the class panel, exam name,
 * number per subject and year. A missing basic: requiredField naming it; a saved twin: duplicateNotPossible; a
 * class without students in it: sorryNotFound. Otherwise addMode starts with the class's students.
 */
export function NewTableDialog({ open, saved, onCancel, onStart }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const client = useApolloClient();
  const classesQuery = useQuery(ClassesDocument, { skip: !open });
  const [basics, setBasics] = useState<Basics>(emptyBasics);
  const [problem, setProblem] = useState<ErrorMessage | null>(null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  const classes = useMemo(() => classesQuery.data?.classes ?? [], [classesQuery.data]);
  const classOptions = useMemo(() => classNames(classes).map((c) => ({ value: c, label: c })), [classes]);
  const groups = useMemo(() => groupsOf(classes, basics.className).filter(Boolean), [classes, basics.className]);
  const needsGroup = groupRequired(classes, basics.className);
  const exams = useMemo(() => examSuggestions(intl, saved), [intl, saved]);

  const change = (patch: Partial<Basics>) => {
    setBasics((b) => ({ ...b, ...patch }));
    setProblem(null);
  };
  const missing = (ok: boolean) => (tried && !ok ? 'warning' : undefined);

  const start = async () => {
    setTried(true);
    const complete = { ...basics, examName: basics.examName.trim() };
    const error = basicsError(complete) ?? (needsGroup && !complete.groupName ? missingField('groupName') : null);
    if (error) return setProblem(problemMessage(error));
    if (isDuplicate(saved, complete)) return setProblem({ id: 'error.duplicateNotPossible' });
    setBusy(true);
    try {
      const { data } = await client.query({
        query: ResultDraftDocument,
        variables: { className: complete.className, groupName: complete.groupName },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('no draft');
      setTried(false);
      setBasics(emptyBasics());
      onStart(complete, data.resultDraft);
    } catch (e) {
      setProblem(errorMessageId(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('result.newTable')}
      okText={t('result.start')}
      cancelText={t('table.cancel')}
      confirmLoading={busy}
      onOk={start}
      onCancel={() => {
        setProblem(null);
        setTried(false);
        onCancel();
      }}
      width={480}
    >
      <Form layout="vertical" requiredMark component="div">
        <Form.Item label={t('result.className')} required>
          <Select
            value={basics.className || undefined}
            onChange={(className: string) => {
              const next = groupsOf(classes, className);
              change({ className, groupName: next.length === 1 ? next[0] : '' });
            }}
            options={classOptions}
            loading={classesQuery.loading}
            aria-label={t('result.className')}
            placeholder={t('result.className')}
            status={missing(!!basics.className)}
            showSearch
          />
        </Form.Item>
        <Form.Item label={t('result.groupName')} required={needsGroup}>
          <Select
            value={basics.groupName || undefined}
            onChange={(groupName?: string) => change({ groupName: groupName ?? '' })}
            options={groups.map((g) => ({ value: g, label: g }))}
            disabled={!groups.length}
            allowClear={!needsGroup}
            aria-label={t('result.groupName')}
            placeholder={t('result.groupName')}
            status={missing(!needsGroup || !!basics.groupName)}
          />
        </Form.Item>
        <Form.Item label={t('result.examName')} required>
          <ExamNameInput value={basics.examName} onChange={(examName) => change({ examName })} suggestions={exams} status={missing(!!basics.examName.trim())} />
        </Form.Item>
        <Form.Item label={t('result.numberPerSubject')} required>
          <NumberPerSubjectInput value={basics.numberPerSubject} onChange={(numberPerSubject) => change({ numberPerSubject })} status={missing(basics.numberPerSubject !== null)} />
        </Form.Item>
        <Form.Item label={t('result.year')} required>
          <YearSelect value={basics.year} onChange={(year) => change({ year })} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
      {problem && <Alert type={problem.id === 'error.sorryNotFound' ? 'info' : 'warning'} showIcon title={formatError(intl, problem)} />}
    </Modal>
  );
}
