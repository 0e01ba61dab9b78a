import { Alert, Button, Flex, Form, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { Grading, Subject } from '@rules/results';
import type { ResultSummaryFieldsFragment } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { ExamNameInput, NumberPerSubjectInput, YearSelect } from './BasicsFields';
import { MarkGrid } from './MarkGrid';
import { useGridCounts, type MarkStore } from './markStore';
import { examSuggestions, type Basics } from './resultModes';
import { BasicsSummary, ResultPreview } from './ResultView';

/** A table being typed: addMode (from the new-table dialog) or editMode (a saved result, with its id). */
export interface EntrySession {
  kind: 'addMode' | 'editMode';
  id?: number;
  basics: Basics;
  subjects: Subject[];
  grading: Grading;
  store: MarkStore;
}

interface Props {
  session: EntrySession;
  previewing: boolean;
  saved: ResultSummaryFieldsFragment[];
  onBasics: (patch: Partial<Basics>) => void;
}

/**
 * addMode and editMode: the basics (class and group fixed; exam, number per subject and year still
 * editable) over the live mark grid; previewMode: the same table read-only, as it would be saved.
 */
export function EntryPanel({ session, previewing, saved, onBasics }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { digits } = useFormat();
  const { basics, store, grading } = session;

  if (previewing) {
    return (
      <>
        <BasicsSummary {...basics} students={store.students.length} system={grading.system} />
        <Alert type="info" showIcon title={t('result.previewHint')} />
        <ResultPreview rows={store.computedRows()} subjects={session.subjects} isGrade={grading.isGrade} />
      </>
    );
  }

  const warn = (ok: boolean) => (ok ? undefined : 'warning');
  return (
    <>
      <Form layout="inline" component="div" className="talim-result-basics">
        <Form.Item label={t('result.className')}>
          <Typography.Text strong>{[basics.className, basics.groupName].filter(Boolean).join(' · ')}</Typography.Text>
        </Form.Item>
        <Form.Item label={t('result.examName')} required>
          <ExamNameInput
            value={basics.examName}
            onChange={(examName) => onBasics({ examName })}
            suggestions={examSuggestions(intl, saved)}
            status={warn(!!basics.examName.trim())}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item label={t('result.numberPerSubject')} required>
          <NumberPerSubjectInput
            value={basics.numberPerSubject}
            onChange={(numberPerSubject) => onBasics({ numberPerSubject })}
            status={warn(basics.numberPerSubject !== null)}
            style={{ width: 110 }}
          />
        </Form.Item>
        <Form.Item label={t('result.year')} required>
          <YearSelect value={basics.year} onChange={(year) => onBasics({ year })} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item label={t('result.students')}>
          <Typography.Text>{digits(store.students.length)}</Typography.Text>
        </Form.Item>
      </Form>
      <Flex gap={8} wrap>
        <Typography.Text type="secondary">{t('result.entryHint')}</Typography.Text>
      </Flex>
      <GridNotice store={store} />
      <MarkGrid store={store} isGrade={grading.isGrade} />
    </>
  );
}

/**
 * What stops a save, kept in view: invalid marks (red cells) and blank cells, with the one-click
 * action that marks every blank cell absent explicitly.
 */
function GridNotice({ store }: { store: MarkStore }) {
  const intl = useIntl();
  const { invalid, blank } = useGridCounts(store);
  if (!invalid && !blank) return null;
  const values = { count: invalid, max: intl.formatNumber(store.numberPerSubject) };
  return (
    <Flex vertical gap={8}>
      {invalid > 0 && <Alert type="error" showIcon title={intl.formatMessage({ id: 'result.invalidMarks' }, values)} />}
      {blank > 0 && (
        <Flex gap={8} wrap align="center">
          <Typography.Text type="warning">{intl.formatMessage({ id: 'result.blankCount' }, { count: blank })}</Typography.Text>
          <Button size="small" onClick={() => store.markBlanksAbsent()}>
            {intl.formatMessage({ id: 'result.markBlanksAbsent' }, { count: blank })}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
