import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { registerRows, rowsByAdmit, rowsByResult, type RegisterRow } from '@rules/registers';
import { RegisterStudentsDocument, ResultDocument, ResultsDocument, type ResultFieldsFragment, type ResultSummaryFieldsFragment } from '@/gql/graphql';
import type { RegisterForm } from './registerForm';

export interface RegisterSource {
  rows: RegisterRow[];
  /** How many rows are students (the rest are blank). */
  studentCount: number;
  /** The rows are on their way. */
  loading: boolean;
  /** The saved results list is on its way. */
  optionsLoading: boolean;
  error: unknown;
  /** Saved results of the chosen class and group (the result source's picker). */
  resultOptions: ResultSummaryFieldsFragment[];
  result: ResultFieldsFragment | null;
}

/**
 * The register's rows: accordingAdmit asks `students(filter)` for the class's in-status students
 * (by admit number); accordingResult asks `result(id)` and takes its rows in merit order.
 */
export function useRegisterRows(form: RegisterForm): RegisterSource {
  const byAdmit = form.source === 'accordingAdmit';
  const students = useQuery(RegisterStudentsDocument, {
    variables: { filter: { className: form.className, groupName: form.groupName } },
    skip: !byAdmit || !form.className,
    fetchPolicy: 'cache-and-network',
  });
  const results = useQuery(ResultsDocument, { skip: byAdmit, fetchPolicy: 'cache-and-network' });
  const result = useQuery(ResultDocument, { variables: { id: form.examId ?? 0 }, skip: byAdmit || !form.examId });

  const resultOptions = useMemo(
    () => (results.data?.results ?? []).filter((r) => r.className === form.className && r.groupName === form.groupName),
    [results.data, form.className, form.groupName],
  );
  const chosen = !byAdmit && form.examId ? (result.data?.result ?? null) : null;
  const people = useMemo(() => {
    if (byAdmit) return form.className ? rowsByAdmit(students.data?.students ?? []) : [];
    return chosen ? rowsByResult(chosen.rows) : [];
  }, [byAdmit, form.className, students.data, chosen]);
  const rows = useMemo(() => registerRows(people, form.emptyRows), [people, form.emptyRows]);

  return {
    rows,
    studentCount: people.length,
    loading: byAdmit ? students.loading && !students.data : result.loading,
    optionsLoading: results.loading,
    error: (byAdmit ? students.error : (results.error ?? result.error)) ?? null,
    resultOptions,
    result: chosen,
  };
}
