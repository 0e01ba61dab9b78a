import { homeworkPreview } from '@rules/homework';
import type { HomeworkFieldsFragment, HomeworkInput, HomeworksQueryVariables } from '@/gql/graphql';

/** The most a homework text may hold (the server's limit). */
export const HOMEWORK_MAX_LENGTH = 5000;

/** The form's values; the date is YYYY-MM-DD. */
export interface HomeworkValues {
  department: string;
  className: string;
  groupName: string;
  date: string;
  content: string;
}

export function emptyHomework(today: string): HomeworkValues {
  return { department: '', className: '', groupName: '', date: today, content: '' };
}

export function fromHomework(h: HomeworkFieldsFragment): HomeworkValues {
  return { department: h.department, className: h.className, groupName: h.groupName, date: h.date, content: h.content };
}

/** Form values as antd gives them (a cleared select is undefined) made whole. */
export function normalizeHomework(values: Partial<Record<keyof HomeworkValues, unknown>>): HomeworkValues {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    department: text(values.department), className: text(values.className), groupName: text(values.groupName),
    date: text(values.date), content: text(values.content),
  };
}

/** Spec §5: department, class and date are required (and the homework itself); the group is optional. */
export function missingHomeworkFields(values: HomeworkValues): (keyof HomeworkValues)[] {
  const missing: (keyof HomeworkValues)[] = [];
  if (!values.department.trim()) missing.push('department');
  if (!values.className.trim()) missing.push('className');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) missing.push('date');
  if (!values.content.trim()) missing.push('content');
  return missing;
}

export function toHomeworkInput(values: HomeworkValues, id?: number): HomeworkInput {
  return {
    ...(id !== undefined ? { id } : {}),
    department: values.department.trim(),
    className: values.className.trim(),
    groupName: values.groupName.trim(),
    date: values.date,
    content: values.content.trim(),
  };
}

/** The list filter: a group only with its class. */
export function homeworkFilter(className: string, groupName: string): HomeworksQueryVariables {
  if (!className) return {};
  return groupName ? { className, groupName } : { className };
}

/** Spec §9: the list shows the first 100 characters. */
export function previewOf(h: Pick<HomeworkFieldsFragment, 'preview' | 'content'>): string {
  return h.preview || homeworkPreview(h.content);
}

/** Whether the preview leaves part of the homework out (then it can be expanded). */
export function isShortened(h: Pick<HomeworkFieldsFragment, 'preview' | 'content'>): boolean {
  return previewOf(h) !== h.content.trim();
}
