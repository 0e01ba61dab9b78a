import { useApolloClient, useMutation } from '@apollo/client/react';
import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  CreateResultDocument, DeleteResultDocument, GradingSettingsDocument, PublishResultDocument, ResultDocument, ResultsDocument, UpdateResultDocument,
  type ResultFieldsFragment, type ResultSummaryFieldsFragment,
} from '@/gql/graphql';
import { evictRow } from '@/lib/cache';
import { errorText, formatError, problemMessage } from '@/lib/errors';
import type { EntrySession } from './EntryPanel';
import { markCellId } from './MarkGrid';
import { MarkStore } from './markStore';
import type { ResultDraft } from './NewTableDialog';
import { basicsError, isDuplicate, toGrading, toResultInput, toSubjects, type Basics } from './resultModes';

const summaryOf = (r: ResultFieldsFragment) =>
  ({
    __typename: 'ResultSummary', id: r.id, className: r.className, groupName: r.groupName, examName: r.examName,
    numberPerSubject: r.numberPerSubject, year: r.year, studentCount: r.studentCount, published: r.published,
  }) as ResultSummaryFieldsFragment;

const focusCell = ([r, c]: [number, number]) => setTimeout(() => document.getElementById(markCellId(r, c))?.focus(), 0);

/**
 * The entry session and its calls: addMode from a draft, editMode from a saved result (computed live
 * with today's grading, as the server will on save), save (create or update; refused while a cell is
 * invalid or blank), publish or unpublish, delete.
 */
export function useResultEntry(saved: ResultSummaryFieldsFragment[], onSaved: (id: number) => void) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { message } = App.useApp();
  const client = useApolloClient();
  const [session, setSession] = useState<EntrySession | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [createResult, created] = useMutation(CreateResultDocument);
  const [updateResult, updated] = useMutation(UpdateResultDocument);
  const [deleteResult, deleted] = useMutation(DeleteResultDocument);
  const [publishResult, publishing] = useMutation(PublishResultDocument);

  const showError = (e: unknown) => {
    message.error(errorText(intl, e));
  };

  // Typed marks are not lost silently when the page is left.
  useEffect(() => {
    if (!session) return;
    const warn = (e: BeforeUnloadEvent) => {
      if (session.store.dirty) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [session]);

  const startAdd = useCallback((basics: Basics, draft: ResultDraft) => {
    const subjects = toSubjects(draft.subjects);
    const grading = toGrading(draft.grading);
    setPreviewing(false);
    setSession({ kind: 'addMode', basics, subjects, grading, store: new MarkStore(draft.students, subjects, basics.numberPerSubject ?? 100, grading) });
  }, []);

  const startEdit = async (result: ResultFieldsFragment) => {
    let grading = toGrading(result.grading);
    try {
      const { data } = await client.query({ query: GradingSettingsDocument, fetchPolicy: 'network-only' });
      if (data) grading = toGrading(data.gradingSettings);
    } catch {
      // The saved grading still shows the marks; the server recomputes on save anyway.
    }
    const subjects = toSubjects(result.subjects);
    const basics: Basics = {
      className: result.className, groupName: result.groupName, examName: result.examName, numberPerSubject: result.numberPerSubject, year: result.year,
    };
    const students = result.rows.map((r) => ({ admitNo: r.admitNo, name: r.name }));
    setPreviewing(false);
    setSession({
      kind: 'editMode', id: result.id, basics, subjects, grading,
      store: new MarkStore(students, subjects, result.numberPerSubject, grading, result.rows.map((r) => r.marks)),
    });
  };

  const changeBasics = (patch: Partial<Basics>) => {
    if (!session) return;
    const basics = { ...session.basics, ...patch };
    if (basics.numberPerSubject !== null && basics.numberPerSubject > 0) session.store.setNumberPerSubject(basics.numberPerSubject);
    setSession({ ...session, basics });
  };

  const stop = () => {
    setSession(null);
    setPreviewing(false);
  };

  const save = async () => {
    if (!session) return;
    const { basics, store, kind, id } = session;
    const problem = basicsError(basics);
    if (problem) return void message.warning(formatError(intl, problemMessage(problem)));
    const { invalid, blank } = store.problems();
    if (invalid.length) {
      message.warning(t('result.invalidMarks', { count: invalid.length, max: intl.formatNumber(basics.numberPerSubject!) }));
      setPreviewing(false);
      return void focusCell(invalid[0]);
    }
    if (blank.length) {
      message.warning(t('result.blankMarks', { count: blank.length }));
      setPreviewing(false);
      return void focusCell(blank[0]);
    }
    const marks = store.allMarks();
    if (isDuplicate(saved, basics, id)) return void message.warning(t('error.duplicateNotPossible'));
    const input = toResultInput(basics, store.students, marks, id);
    try {
      let savedId: number | undefined;
      if (kind === 'addMode') {
        const { data } = await createResult({
          variables: { input },
          update(cache, { data: done }) {
            const r = done?.createResult;
            if (!r) return;
            cache.writeQuery({ query: ResultDocument, variables: { id: r.id }, data: { result: r } });
            cache.updateQuery({ query: ResultsDocument }, (prev) => (prev ? { results: [summaryOf(r), ...prev.results] } : prev));
          },
        });
        savedId = data?.createResult.id;
      } else {
        const { data } = await updateResult({
          variables: { input },
          update(cache, { data: done }) {
            const r = done?.updateResult;
            if (!r) return;
            cache.updateQuery({ query: ResultsDocument }, (prev) => (prev ? { results: prev.results.map((s) => (s.id === r.id ? summaryOf(r) : s)) } : prev));
          },
        });
        savedId = data?.updateResult.id;
      }
      stop();
      if (savedId !== undefined) onSaved(savedId);
      message.success(t('error.successMessage'));
    } catch (e) {
      showError(e);
    }
  };

  /** Publishes a draft (guardians and visitors see it) or takes it back to draft. */
  const publish = async (id: number, published: boolean) => {
    try {
      await publishResult({
        variables: { id, published },
        update(cache, { data: done }) {
          const r = done?.publishResult;
          if (!r) return;
          cache.modify({ id: cache.identify({ __typename: 'Result', id }), fields: { published: () => r.published } });
        },
      });
      message.success(t(published ? 'result.publishedNow' : 'result.unpublishedNow'));
    } catch (e) {
      showError(e);
    }
  };

  const remove = async (id: number) => {
    try {
      await deleteResult({
        variables: { id },
        update(cache) {
          cache.updateQuery({ query: ResultsDocument }, (prev) => (prev ? { results: prev.results.filter((r) => r.id !== id) } : prev));
          evictRow('Result', id)(cache);
        },
      });
      message.success(t('error.successMessage'));
      return true;
    } catch (e) {
      showError(e);
      return false;
    }
  };

  return {
    session, previewing, setPreviewing, startAdd, startEdit, changeBasics, stop, save, remove, publish,
    saving: created.loading || updated.loading, deleting: deleted.loading, publishing: publishing.loading,
  };
}
