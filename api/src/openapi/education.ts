import { ExamPaperInput, HomeworkInput } from '../domains/education/result.types';
import { RolloverInput } from '../domains/education/rollover.types';
import { StudentInput } from '../domains/education/student.types';
import type { RouteDocs } from './describe';

const CLASS_BODY = {
  department: 'string!', className: 'string! the class name (`class_name` also works)', groupName: 'string the group, or empty',
  book1: 'string the name of book slot 1 (book1 … book15: up to 15 subjects)', book2: 'string', book15: 'string',
  optionalBooks: 'string[] the slots that are optional subjects, e.g. ["book14"]',
};
const RESULT_BODY = {
  className: 'string! (`class_name`)', groupName: 'string (`group_name`)', examName: 'string! (`exam_name`)',
  numberPerSubject: 'number! the full marks of a subject (`number_per_subject`)', year: 'integer! the exam year',
  bookMeta: 'object the subjects by slot, e.g. {"book1": {"name": "Quran"}} (`book_meta`); without it the class\'s subjects',
  results: 'any[]! one row per student: [admitNo, name, mark1, mark2, …] or {admitNo, name, marks}; `rows` also works',
};
const RESULT_ANSWER = {
  result: 'object! id, class_name, group_name, exam_name, number_per_subject, year, book_meta (the subjects), results (the rows with computed totals, grade, GPA and merit place), published, and the camelCase className, groupName, examName, numberPerSubject, bookMeta',
  print: 'object! the result sheet heading, grades, system and basics',
};
const LEAVE_BODY = {
  idNo: 'string! the student\'s admit number (`id_no`)', leaveStart: 'date! (`start_date`)', leaveEnd: 'date! (`end_date`)',
  leaveReason: 'string (`reason`)', leaveType: 'string! verbal or written (`leave_type`)',
};
const STUDENT_FORM = {
  photo: 'file the student\'s photo (0.5 MB at most)',
  fees: 'object[] fee lines {title, amount}; a JSON list in a form',
};
const ROLLOVER_ANSWER = { rollover: 'object! id, class, year, result_id, target, students (before and after of each), undone' };

/** /api/education (spec doc 1 §7 Education; rollover beyond the spec). */
export const educationDocs: RouteDocs = {
  'GET /api/education/classes/:code': {
    summary: 'The class panel: every class with its book slots', spec: true, access: 'academy.read',
    answer: { classes: 'object[]! id, department, class_name, group_name, book1 … book15, optional books' },
  },
  'POST /api/education/class/new/:code': {
    summary: 'Add a class', spec: true, access: 'class.write', body: CLASS_BODY,
    answer: { class: 'object! the saved class' }, errors: ['duplicateNotPossible'],
  },
  'PUT /api/education/class/update/:code': {
    summary: 'Update a class', access: 'class.write', body: { id: 'integer! the class id', ...CLASS_BODY },
    answer: { class: 'object! the saved class' }, errors: ['duplicateNotPossible', 'sorryNotFound'],
  },
  'DELETE /api/education/class/delete/:code/:id': {
    summary: 'Delete a class', spec: true, access: 'class.write', params: { id: 'integer! the class id' },
  },
  'GET /api/education/students/:code': {
    summary: 'Students, filtered; the whole list, or a page with the total', spec: true, access: 'academy.read',
    query: {
      className: 'string the admitted class (`class_name`)', groupName: 'string (`group_name`)', condition: 'string in (default) or out',
      department: 'string', search: 'string name, father name or admit number',
      limit: 'integer a page of at most this many (with page or offset)', page: 'integer 1-based page', offset: 'integer rows to skip',
    },
    answer: { students: 'object[]! the spec\'s student read fields (id, admit_no, name, father_name, …, photo_url)', total: 'integer the count of all matches (paged only)' },
  },
  'GET /api/education/student/:code/:id': {
    summary: 'One student', access: 'academy.read', params: { id: 'integer! the student id' },
    answer: { student: 'object! the student\'s read fields' },
  },
  'GET /api/education/pending_applications/:code': {
    summary: 'Admission applications still waiting (no admit number yet): the notification bell', access: 'academy.read',
    answer: { students: 'object[]! the applications' },
  },
  'GET /api/education/admission/numbers/:code': {
    summary: 'The next form and admit numbers', access: 'academy.read',
    answer: { form_no: 'integer!', admit_no: 'integer!' },
  },
  'POST /api/education/student/new/:code': {
    summary: 'Admit a student (or save an application without an admit number)', spec: true, access: 'student.manage', input: StudentInput, multipart: true,
    description: 'JSON or form data (every value text). With an admit number and the admission_sms setting on, an SMS goes to the guardian.',
    body: STUDENT_FORM,
    answer: { student: 'object! the saved student' }, errors: ['duplicateNotPossible', 'checkMobile', 'inspectorSignRequire', 'rquireExmnySgn', 'eduSecCode', 'principalCode', 'incorrectCode'],
  },
  'PUT /api/education/student/update/:code': {
    summary: 'Update a student; `{id, condition}` alone moves the student in or out', spec: true, access: ['student.edit', 'student.manage'], input: StudentInput, multipart: true,
    body: { id: 'integer! the student id', condition: 'string in or out (with id only)', ...STUDENT_FORM },
    answer: { student: 'object! the saved student' }, errors: ['duplicateNotPossible', 'checkMobile', 'sorryNotFound', 'inspectorSignRequire', 'rquireExmnySgn', 'eduSecCode', 'principalCode', 'incorrectCode'],
  },
  'POST /api/education/student/remove/:code': {
    summary: 'Move a student out (condition out)', spec: true, access: 'student.manage', body: { id: 'integer! the student id' },
    answer: { student: 'object! the student' }, errors: ['sorryNotFound'],
  },
  'POST /api/education/student/delete/:code': {
    summary: 'Delete one student or many', spec: true, access: 'student.manage',
    body: { id: 'integer one student', ids: 'integer[] many students' },
    answer: { deleted: 'integer! how many were deleted' }, errors: ['pleaseSelect', 'sorryNotFound'],
  },
  'POST /api/education/online_admission/:slug': {
    summary: 'A visitor\'s online application to an academy (its public site)', access: 'public', input: StudentInput, multipart: true,
    params: { slug: 'string! the academy\'s public address' },
    description: 'Only while the academy\'s online admission setting is on. Saved as a pending application (no admit number). Limited per address (tooManyAttempts).',
    body: STUDENT_FORM,
    answer: { form_no: 'integer! the application\'s form number' }, errors: ['sorryNotFound', 'tooManyAttempts', 'checkMobile'],
  },
  'POST /api/education/result/new/:code': {
    summary: 'Save a new result table (marks per subject of a class\'s students)', spec: true, access: 'result.write', body: RESULT_BODY,
    description: 'The server computes totals, grades and GPA from the academy\'s grading. Subjects are those of bookMeta when sent; a row whose marks do not match the subjects is refused.',
    answer: RESULT_ANSWER, errors: ['requireText', 'duplicateNotPossible', 'sorryNotFound'],
  },
  'GET /api/education/result/:code': {
    summary: 'The saved results (the result list popup)', spec: true, access: ['academy.read', 'guardian.read'],
    query: { year: 'integer only that year' },
    answer: { results: 'object[]! id, class_name, group_name, exam_name, year, published' },
  },
  'GET /api/education/result/:code/:id': {
    summary: 'One result table with its rows', spec: true, access: ['academy.read', 'guardian.read'], params: { id: 'integer! the result id' },
    answer: { ...RESULT_ANSWER, basics: 'object! the print heading facts' },
  },
  'PUT /api/education/result/update/:code': {
    summary: 'Update a result table', spec: true, access: 'result.write', body: { id: 'integer! the result id', ...RESULT_BODY },
    answer: RESULT_ANSWER, errors: ['requireText', 'duplicateNotPossible', 'sorryNotFound'],
  },
  'PUT /api/education/result/publish/:code': {
    summary: 'Publish a result (guardians and the public result page see it) or take it back to draft', access: 'result.write',
    body: { id: 'integer! the result id', published: 'boolean!' },
    answer: { result: 'object! the result summary' }, errors: ['sorryNotFound'],
  },
  'DELETE /api/education/result/delete/:code/:id': {
    summary: 'Delete a result table', spec: true, access: 'result.write', params: { id: 'integer! the result id' },
  },
  'PUT /api/education/routine/add_online/:code': {
    summary: 'Add or update an exam paper of the routine', spec: true, access: 'result.write', input: ExamPaperInput,
    answer: { routine: 'object! the saved paper' }, errors: ['sorryNotFound', 'duplicateNotPossible'],
  },
  'GET /api/education/routines/:code': {
    summary: 'The exam routine', spec: true, access: 'academy.read', query: { year: 'integer only that year' },
    answer: { routines: 'object[]! id, exam_name, year, department, class_name, group_name, subject, date, time, duration_minutes' },
  },
  'DELETE /api/education/routines/delete_routine/:code/:id': {
    summary: 'Delete an exam paper', spec: true, access: 'result.write', params: { id: 'integer! the paper id' },
  },
  'POST /api/education/new_home_work/:code': {
    summary: 'Add homework', spec: true, access: 'homework.write', input: HomeworkInput,
    answer: { home_work: 'object! the saved homework' },
  },
  'GET /api/education/home_works/:code': {
    summary: 'Homework, by class', spec: true, access: ['academy.read', 'guardian.read'],
    query: { className: 'string (`class_name`)', groupName: 'string (`group_name`)' },
    answer: { home_works: 'object[]! id, department, class_name, group_name, date, content' },
  },
  'PUT /api/education/home_works/update/:code': {
    summary: 'Update homework', spec: true, access: 'homework.write', input: HomeworkInput, body: { id: 'integer! the homework id' },
    answer: { home_work: 'object! the saved homework' }, errors: ['sorryNotFound'],
  },
  'DELETE /api/education/home_works/delete/:code/:id': {
    summary: 'Delete homework', spec: true, access: 'homework.write', params: { id: 'integer! the homework id' },
  },
  'POST /api/education/student/leave/new/:code': {
    summary: 'Save a student\'s leave', spec: true, access: 'leave.write', body: LEAVE_BODY,
    answer: { leave: 'object! id, id_no, name, start_date, end_date, days, reason, leave_type' }, errors: ['sorryNotFound'],
  },
  'POST /api/education/student/leaves/:code': {
    summary: 'Students\' leaves (a POST whose body or query filters)', spec: true, access: 'academy.read',
    body: { idNo: 'string one student (`id_no`)', search: 'string', page: 'integer', limit: 'integer' },
    answer: { leaves: 'object[]! the leaves', total: 'integer! the count of all matches' },
  },
  'PUT /api/education/student/leave/update/:code': {
    summary: 'Update a student\'s leave', spec: true, access: 'leave.write', body: { id: 'integer! the leave id', ...LEAVE_BODY },
    answer: { leave: 'object! the saved leave' }, errors: ['sorryNotFound'],
  },
  'DELETE /api/education/student/leave/delete/:code/:id': {
    summary: 'Delete a student\'s leave', spec: true, access: 'leave.write', params: { id: 'integer! the leave id' },
  },
  'POST /api/education/rollover/preview/:code': {
    summary: 'Preview a year rollover: who goes up, who stays, who graduates (nothing is written)', access: 'result.write', input: RolloverInput,
    answer: { preview: 'object! the class, year, target and rows (admit_no, name, passed, action)' }, errors: ['sorryNotFound'],
  },
  'POST /api/education/rollover/new/:code': {
    summary: 'Roll a class over to the next year', access: 'result.write', input: RolloverInput,
    answer: ROLLOVER_ANSWER, errors: ['sorryNotFound', 'duplicateNotPossible'],
  },
  'GET /api/education/rollovers/:code': {
    summary: 'The rollovers done', access: 'academy.read', answer: { rollovers: 'object[]! each rollover with its students' },
  },
  'POST /api/education/rollover/undo/:code/:id': {
    summary: 'Undo a rollover (refused when its students changed since)', access: 'result.write', params: { id: 'integer! the rollover id' },
    answer: ROLLOVER_ANSWER, errors: ['rolloverChangedSince'],
  },
};
