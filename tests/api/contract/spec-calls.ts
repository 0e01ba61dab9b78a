/**
 * The 144 REST calls of the two spec documents (§7 of each), one row per call, in the spec's order:
 * the path, the role the spec names for it (doc 1 §6, doc 2 §6; a read the spec gives no role is
 * sent as `general`, any staff user), the payload under the spec's own names (its §3 "payload" and
 * "submitted" names, its §7 payload notes; where the spec names no payload field, the product's
 * documented fields, marked `product names`), and the answer keys the spec documents: the §7
 * "returns …" keys and the §3 read fields of the entity the call answers.
 *
 * How the 144 are counted: document 1 §7 lists Auth 7, Education 23, Administration 23 (staff 7,
 * staff leave 4, staff reports 4, furniture 8) = 53 calls; document 2 §7 lists Account 35 (the
 * table's rows), Hostel 4, Donor 7, Library 8, Others 22 (product 9, dashboard 1, settings 2,
 * sms_send 1, articles 4, attendance devices 3, attendance 2) and Auth and controller 15 = 91 calls.
 * `GET /result/{code}[/{id}]` is one call (both forms are sent). Calls the spec names without a path
 * (the controller's device create and delete, the academy-side user and academy calls, visitor
 * sign-in: "their paths are not shown") are not among the 144.
 *
 * Used by tests/api/contract-spec.test.ts, which builds the world these rows refer to.
 */
import type { Academy } from '../../../api/src/domains/auth/academy.entity';
import type { Signed } from '../../support/factories';

/** Who sends a call: an academy user of a type, a controller operator, or nobody (public). */
export type Caller =
  | 'superUser' | 'admin' | 'general' | 'councilMember' | 'principal' | 'education' | 'accountant' | 'managerAcademicLibrary'
  | 'hostelManager' | 'owner' | 'public';

/** What a call refers to: the academy, its users, the controller key and the ids the earlier calls made. */
export interface World {
  academy: Academy;
  code: string;
  users: Record<Exclude<Caller, 'owner' | 'public'>, Signed>;
  /** The controller key (CONTROLLER_KEY) the controller paths carry as {key}. */
  key: string;
  /** Ids and values remembered from answers and fixtures, by name. */
  ids: Record<string, any>;
  /** Fixtures a row needs before it is sent (made through the product's own calls or the factories). */
  fixture: Fixtures;
}

export interface Fixtures {
  /** An admitted student of the world's class; answers its id and admit number. */
  student(over?: Record<string, unknown>): Promise<{ id: number; admitNo: number }>;
  /** A staff member; answers the row id, staff id and nid. */
  staff(): Promise<{ id: number; staffId: string; nid: string }>;
  /** An academy user of a type (for the user delete calls). */
  user(type: string): Promise<number>;
  /** An academy made by the controller's fixture (for the controller's delete). */
  academy(): Promise<Academy>;
  /** An attendance record; answers its id. */
  attendance(): Promise<number>;
  /** Sends a call as a caller and answers its body (refused: the test fails). */
  call(as: Caller, method: string, path: string, body?: unknown): Promise<any>;
  /** The latest one-time code e-mailed to the address. */
  otp(email: string): Promise<string>;
}

export interface SpecCall {
  /** Document (1 or 2) and the call as the spec writes it. */
  doc: 1 | 2;
  spec: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  as: Caller;
  path: (w: World) => string;
  /** A JSON body with the spec's payload names. */
  body?: (w: World) => unknown;
  /** A multipart form (the spec's "form data" and "multipart" calls). */
  form?: (w: World) => FormData;
  /** Runs before the call (fixtures). */
  before?: (w: World) => Promise<void>;
  /** Top-level answer keys the spec documents (besides `success`). */
  answer?: readonly string[];
  /** The documented read fields of the entity under a key of the answer (a list: each item; an object: itself). */
  read?: { at: string; fields: readonly string[] };
  /** Remembers what later rows need. */
  after?: (body: any, w: World) => void;
  /** Where the spec's form and the product's differ, or the row needs a word. */
  note?: string;
}

// ---------------------------------------------------------------- the spec's read fields (§3)

/** Doc 1 §3 "Logged-in user" (its `password` is never answered: see the README). */
export const USER_READ = [
  'id', 'code', 'email', 'type', 'first_name', 'last_name', 'avatar_url', 'sign_url', 'name', 'address', 'english_name', 'english_address',
  'mobile', 'academy_type', 'number_of_students', 'country', 'bill', 'logo_url', 'calligraphy_url', 'academy_photo_url', 'sms_balance',
  'activation', 'expiry_date', 'balance_expiry', 'student_default_photo',
] as const;
/** Doc 2 §3 "Academy user" server fields (without password). */
export const ACADEMY_USER_READ = ['id', 'type', 'first_name', 'last_name', 'email', 'sign_url', 'avatar_url'] as const;
/** Doc 1 §3 "Student (read)". */
export const STUDENT_READ = [
  'id', 'code', 'new_old', 'department', 'residence', 'category', 'form_no', 'admit_no', 'name', 'father_name', 'mother_name', 'father_job',
  'village', 'post_office', 'sub_district', 'district', 'birth_date', 'age', 'father_mobile', 'guardian_relation', 'guardian2', 'pre_academy',
  'pre_class', 'choosing_class', 'admitted_class', 'group_name', 'inspector_comment', 'examiner', 'book1', 'number1', 'average', 'book2',
  'number2', 'approval', 'inspector_sign', 'examiner_sign', 'edu_sec_sign', 'principal_sign', 'photo_url', 'condition', 'report_stage', 'date', 'fees',
] as const;
export const CLASS_READ = ['id', 'department', 'class_name', 'group_name', 'book_meta'] as const;
export const RESULT_READ = ['id', 'class_name', 'group_name', 'exam_name', 'number_per_subject', 'year', 'book_meta', 'results'] as const;
export const STAFF_READ = [
  'id', 'staff_id', 'name', 'father_name', 'designation', 'birth_date', 'mobile', 'nid', 'village', 'post_office', 'sub_district', 'district',
  'qualification', 'pre_experience', 'terms', 'duty_list', 'salary', 'boarding_fee', 'residence_type', 'candidate_type', 'hire_date',
  'department', 'photo_url',
] as const;
export const LEAVE_READ = ['id', 'start_date', 'end_date', 'reason', 'leave_type', 'created_at'] as const;
const ten = (p: string) => Array.from({ length: 10 }, (_, i) => `${p}${i}`);
export const STAFF_REPORT_READ = [
  'id', 'staff_id', 'name', 'designation', 'report_type', 'date', ...ten('report_subject'), ...ten('student_report'), ...ten('office_report'),
] as const;
export const FURNITURE_READ = ['id', 'furniture_name', 'total_has', 'total_given', 'created_at', 'responsible'] as const;
export const GIVEN_READ = ['id', 'furniture_name', 'total_given', 'receiver_department', 'receiver_responsible', 'given_at', 'provider'] as const;
export const HOMEWORK_READ = ['id', 'department', 'class_name', 'group_name', 'content', 'created_at'] as const;
export const SETTINGS_READ = ['admission_sms', 'online_admission', 'result', 'notice', 'receipt_sms', 'officiants'] as const;
/** Doc 2 §3. */
export const DONOR_READ = [
  'member_no', 'donor_name', 'father_name', 'village', 'post_office', 'sub_district', 'district', 'referrer_id', 'referrer_name', 'mobile',
  'email', 'donation_amount', 'created_at',
] as const;
export const DONATION_READ = [
  'id', 'member_no', 'donor_name', 'father_name', 'address', 'mobile', 'donation_amount', 'provided_amount', 'responsible', 'created_at',
] as const;
export const RECEIPT_BOOK_READ = [
  'id', 'book_no', 'pages', 'cutted', 'remain', 'department', 'aporver_sign', 'aporver1_sign', 'date', 'condition',
] as const;
export const RECEIPT_READ = [
  'name', 'address', 'book_no', 'receipt_no_from', 'receipt_no_till', 'amount', 'in_words', 'fund', 'regarding', 'date', 'receiver_sign',
  'principal_sign', 'type', 'department', 'condition', 'code',
] as const;
export const VOUCHER_READ = [
  'id', 'fund', 'voucher_no', 'name', 'in_words', 'total', 'description', ...Array.from({ length: 10 }, (_, i) => `regarding${i + 1}`),
  ...Array.from({ length: 10 }, (_, i) => `amount${i + 1}`), 'date', 'department', 'receiver_sign', 'principal_sign', 'condition',
] as const;
export const REGARDINGS_READ = ['mci_regardings', 'mce_regardings', 'mgi_regardings', 'mge_regardings'] as const;
export const COUNT_READ = ['date', 'type', 'fund', 'columns', 'rows', 'headings', 'counts'] as const;
export const REPORT_READ = ['pre_balance', 'balance'] as const;
export const FEE_READ = ['provider_id', 'year', 'created_at', 'note', 'receipt_data'] as const;
export const FEE_RULE_READ = ['fund', 'title', 'amount', 'users', 'group'] as const;
/** Doc 2 §3 "Student report (hostel)"; its last field is "provider/giver": the answer names it giver (the payload's provider is the signed-in user). */
export const HOSTEL_READ = [
  'id', 'admit_no', 'student_name', 'department', 'class_name', 'report_type', 'date', 'report_stage', ...ten('heading'), ...ten('number'), 'comment', 'giver',
] as const;
export const PRODUCT_READ = [
  'id', 'product_name', 'unit', 'total_has', 'total_sold', 'per_product_price', 'per_product_selling_price', 'responsible', 'created_at',
] as const;
export const SOLD_READ = [
  'id', 'seller_name', 'product_name', 'unit', 'per_product_buying_price', 'per_product_selling_price', 'total_sold', 'responsible', 'created_at',
] as const;
export const BOOK_READ = ['book_no', 'book_name', 'writer', 'subject', 'part', 'price', 'storage_location', 'publisher', 'condition'] as const;
export const PROVIDED_READ = ['id_no', 'name', 'class_or_level', 'giving_date', 'receiving_date', 'late_fee', 'books_provided'] as const;
export const ATTENDANCE_READ = [
  'id', 'shift', 'user_type', 'id_no', 'photo_url', 'name', 'department', 'class_designation', 'group_name', 'start_time', 'end_time',
  'grace_period', 'timestamp', 'condition',
] as const;
export const DEVICE_READ = ['device_name', 'device_user', 'ip_address', 'port', 'email', 'code'] as const;
export const ARTICLE_READ = ['id', 'title', 'subject', 'author', 'content', 'created_at'] as const;
export const ACADEMY_READ = [
  'code', 'name', 'address', 'academy_type', 'number_of_students', 'mobile', 'email', 'payment', 'sms_balance', 'balance_expiry',
  'expiry_date', 'activation',
] as const;

// ---------------------------------------------------------------- payloads

/** Doc 1 §3 "Student (submitted, camelCase)", as form data (§7: "form data"). */
function studentForm(w: World, over: Record<string, string> = {}): FormData {
  const f = new FormData();
  const fields: Record<string, string> = {
    newOld: 'new', department: 'General', residenceType: 'residential', category: 'general', formNo: '', admitNo: String(w.ids.nextAdmitNo++),
    name: 'Abdullah', fatherName: 'Abdur Rahim', motherName: 'Amina', village: 'Kalikapur', postOffice: 'Kalikapur', subDistrict: 'Sreepur',
    district: 'Gazipur', birthDate: '2014-05-20', age: '11', guardianMobile: '01711000000', relationWithGuardian: 'father', fatherJob: 'farmer',
    guardian2: '', preAcademy: 'Kalikapur Primary', preClass: '4', choosingClass: w.ids.className, inspectorComment: '', examiner: '', book1: '',
    number1: '', average: '', book2: '', number2: '', approvedClass: w.ids.className, groupName: '', approval: '',
    inspectorSign: '', examinerSign: '', eduSecSign: w.users.education.password, principalSign: '', fees: '[]', ...over,
  };
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

/** Doc 2 §3 "Academy user" form fields (multipart, §7). */
function userForm(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

const leave = (idNo: string) => ({ idNo, leaveStart: '2026-03-02', leaveEnd: '2026-03-04', leaveReason: 'sickness', leaveType: 'written' });
const staffReport = (w: World) => ({
  staffId: w.ids.staff.staffId, reportType: 'monthly', date: '2026-03-05',
  report_subject0: 'পাঠদান', student_report0: 'ভালো', office_report0: 'সন্তোষজনক',
});
const receipt = (w: World, over: Record<string, unknown> = {}) => ({
  bookNo: 40, receiptFrom: 1, receiptTill: 1, donorName: 'Abdul Karim', address: 'Kalikapur', fund: 'generalFund', regarding: 'Monthly fee',
  amount: 500, mobile: '', inWords: '', date: '2026-02-10', department: 'accounts', receiverSign: '', type: 'menualReceipt',
  principalSign: w.users.principal.password, ...over,
});
const voucher = (w: World, over: Record<string, unknown> = {}) => ({
  fund: 'generalFund', voucherNo: 1, name: 'Electricity office', inWords: '', total: 300, description: 'February bill', regarding1: 'Electricity',
  amount1: 300, date: '2026-02-12', department: 'accounts', principalSign: w.users.principal.password, ...over,
});
const hostelReport = (w: World) => ({
  admitNo: w.ids.hostelStudent.admitNo, reportType: 'FirstTermExam', studentName: 'Hostel Student', department: 'General', className: w.ids.className,
  date: '2026-03-03', reportStage: 'intermediate', heading0: 'নামাজ ও সুন্নাত', number0: 80, comment: 'ভালো', provider: 'hostel manager',
});
const donor = (memberNo: number) => ({
  memberNo, donorName: 'Haji Karim', fatherName: 'Abdul Jabbar', mobile: '01712000000', email: 'karim@example.test', village: 'Kalikapur',
  postOffice: 'Kalikapur', subDistrict: 'Sreepur', district: 'Gazipur', referrerId: '', referrer: '', donationAmount: 1000,
});
const book = (bookNo: number, over: Record<string, unknown> = {}) => ({
  bookNo, part: 1, bookName: 'তাফসীরে জালালাইন', writer: 'জালালুদ্দীন', subject: 'তাফসীর', publisher: 'ইসলামিয়া', price: 350, storageLocation: 'A-1', ...over,
});
const article = { title: 'ভর্তি চলছে', subject: 'notice', writer: 'মুহতামিম', content: '<p>ভর্তি চলছে</p>' };
const device = (over: Record<string, unknown> = {}) => ({
  deviceName: 'Gate', deviceUser: 'All', ipAddress: '203.0.113.7', port: 4370, secretCode: '0', expiryDate: '2027-01-01', email: 'gate@example.test', ...over,
});
const q = (o: Record<string, string | number>) => `?${new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)]))}`;

// ---------------------------------------------------------------- the calls

const c = (w: World) => w.code;

export const SPEC_CALLS: SpecCall[] = [
  // ======================== document 1 §7 Auth (/api/auth): 7
  {
    doc: 1, spec: 'POST /login {email, password}: returns success and user', method: 'POST', as: 'public', path: () => '/api/auth/login',
    body: (w) => ({ email: w.users.general.user.email, password: w.users.general.password }), answer: ['user'], read: { at: 'user', fields: USER_READ },
  },
  {
    doc: 1, spec: 'POST /register/{code}', method: 'POST', as: 'admin', path: (w) => `/api/auth/register/${c(w)}`,
    form: (w) => userForm({ code: c(w), userType: 'accountant', firstName: 'Karim', lastName: 'Uddin', email: `new-accountant-${c(w)}@example.test`, password: 'karim-pass-1', cpassword: 'karim-pass-1' }),
    answer: ['user'], read: { at: 'user', fields: ACADEMY_USER_READ }, after: (b, w) => { w.ids.registered = b.user.id; },
  },
  { doc: 1, spec: 'GET /me', method: 'GET', as: 'general', path: () => '/api/auth/me', answer: ['user'], read: { at: 'user', fields: USER_READ } },
  { doc: 1, spec: 'GET /logout', method: 'GET', as: 'general', path: () => '/api/auth/logout', note: 'ends that session: the world signs the user in again afterwards' },
  {
    doc: 1, spec: 'PUT /update/{code}', method: 'PUT', as: 'admin', path: (w) => `/api/auth/update/${c(w)}`,
    form: (w) => userForm({ id: String(w.ids.registered), code: c(w), userType: 'accountant', firstName: 'Karim', lastName: 'Mia' }),
    answer: ['user'], read: { at: 'user', fields: ACADEMY_USER_READ },
  },
  { doc: 1, spec: 'GET /users/{code}: returns users', method: 'GET', as: 'admin', path: (w) => `/api/auth/users/${c(w)}`, answer: ['users'], read: { at: 'users', fields: ACADEMY_USER_READ } },
  { doc: 1, spec: 'POST /delete/{code}/{id}', method: 'POST', as: 'admin', path: (w) => `/api/auth/delete/${c(w)}/${w.ids.registered}` },

  // ======================== document 1 §7 Education (/api/education): 23
  {
    doc: 1, spec: 'POST /class/new/{code}', method: 'POST', as: 'education', path: (w) => `/api/education/class/new/${c(w)}`,
    body: () => ({ department: 'General', className: 'Spare class', groupName: '', book1: 'Quran', book2: 'Arabic', optionalBooks: ['book2'] }),
    read: { at: 'class', fields: CLASS_READ }, after: (b, w) => { w.ids.spareClass = b.class.id; },
    note: 'doc 1 §3 Class: department, class_name, group_name, book slots; "the update call carries the class row plus optionalBooks"',
  },
  { doc: 1, spec: 'GET /classes/{code}: returns classes', method: 'GET', as: 'general', path: (w) => `/api/education/classes/${c(w)}`, answer: ['classes'], read: { at: 'classes', fields: CLASS_READ } },
  { doc: 1, spec: 'DELETE /class/delete/{code}/{id}', method: 'DELETE', as: 'education', path: (w) => `/api/education/class/delete/${c(w)}/${w.ids.spareClass}` },
  {
    doc: 1, spec: 'POST /student/new/{code}: form data', method: 'POST', as: 'education', path: (w) => `/api/education/student/new/${c(w)}`,
    form: (w) => studentForm(w), read: { at: 'student', fields: STUDENT_READ }, after: (b, w) => { w.ids.newStudent = b.student.id; },
  },
  {
    doc: 1, spec: 'GET /students/{code}?className&groupName: returns students', method: 'GET', as: 'general',
    path: (w) => `/api/education/students/${c(w)}${q({ className: w.ids.className, groupName: '' })}`, answer: ['students'], read: { at: 'students', fields: STUDENT_READ },
  },
  {
    doc: 1, spec: 'PUT /student/update/{code}', method: 'PUT', as: 'general', path: (w) => `/api/education/student/update/${c(w)}`,
    form: (w) => { const f = studentForm(w, { name: 'Abdullah Al Mamun' }); f.set('id', String(w.ids.newStudent)); f.delete('admitNo'); return f; },
    read: { at: 'student', fields: STUDENT_READ }, note: 'student edit is open to all (doc 1 §6)',
  },
  {
    doc: 1, spec: 'POST /student/delete/{code}: single or bulk', method: 'POST', as: 'education', path: (w) => `/api/education/student/delete/${c(w)}`,
    before: async (w) => { w.ids.gone = [(await w.fixture.student()).id, (await w.fixture.student()).id]; },
    body: (w) => ({ ids: w.ids.gone }),
  },
  {
    doc: 1, spec: 'POST /student/remove/{code}', method: 'POST', as: 'education', path: (w) => `/api/education/student/remove/${c(w)}`,
    body: (w) => ({ id: w.ids.newStudent, condition: 'out' }), read: { at: 'student', fields: STUDENT_READ },
    note: 'doc 1 §4: remove and re-admission send id and condition',
  },
  {
    doc: 1, spec: 'POST /result/new/{code}', method: 'POST', as: 'education', path: (w) => `/api/education/result/new/${c(w)}`,
    body: (w) => ({
      id: '', className: w.ids.className, groupName: '', examName: 'FirstTermExam', numberPerSubject: 100, year: 2026,
      bookMeta: { book1: { name: 'Bangla', isOptional: false }, book2: { name: 'Arts', isOptional: true } },
      results: w.ids.resultStudents.map((s: { admitNo: number; name: string }, i: number) => [s.admitNo, s.name, 70 + i, 60]),
    }),
    read: { at: 'result', fields: RESULT_READ }, after: (b, w) => { w.ids.result = b.result.id; },
  },
  {
    doc: 1, spec: 'GET /result/{code}[/{id}]', method: 'GET', as: 'general', path: (w) => `/api/education/result/${c(w)}/${w.ids.result}`,
    read: { at: 'result', fields: RESULT_READ },
    note: 'the list form GET /result/{code} is sent too (the test checks its rows\' keys)',
  },
  {
    doc: 1, spec: 'PUT /result/update/{code}', method: 'PUT', as: 'education', path: (w) => `/api/education/result/update/${c(w)}`,
    body: (w) => ({
      id: w.ids.result, className: w.ids.className, groupName: '', examName: 'FirstTermExam', numberPerSubject: 100, year: 2026,
      bookMeta: { book1: { name: 'Bangla', isOptional: false }, book2: { name: 'Arts', isOptional: true } },
      results: w.ids.resultStudents.map((s: { admitNo: number; name: string }) => [s.admitNo, s.name, 90, 50]),
    }),
    read: { at: 'result', fields: RESULT_READ },
  },
  { doc: 1, spec: 'DELETE /result/delete/{code}/{id}', method: 'DELETE', as: 'education', path: (w) => `/api/education/result/delete/${c(w)}/${w.ids.result}` },
  {
    doc: 1, spec: 'POST student/leave/new/{code}', method: 'POST', as: 'education', path: (w) => `/api/education/student/leave/new/${c(w)}`,
    body: (w) => leave(String(w.ids.leaveStudent.admitNo)), read: { at: 'leave', fields: LEAVE_READ }, after: (b, w) => { w.ids.studentLeave = b.leave.id; },
    note: 'doc 1 §3 Leave form fields',
  },
  { doc: 1, spec: 'POST student/leaves/{code}', method: 'POST', as: 'general', path: (w) => `/api/education/student/leaves/${c(w)}`, body: () => ({}), answer: ['leaves'], read: { at: 'leaves', fields: LEAVE_READ } },
  {
    doc: 1, spec: 'PUT student/leave/update/{code}', method: 'PUT', as: 'principal', path: (w) => `/api/education/student/leave/update/${c(w)}`,
    body: (w) => ({ id: w.ids.studentLeave, ...leave(String(w.ids.leaveStudent.admitNo)), leaveType: 'verbal' }), read: { at: 'leave', fields: LEAVE_READ },
  },
  { doc: 1, spec: 'DELETE student/leave/delete/{code}/{id}', method: 'DELETE', as: 'superUser', path: (w) => `/api/education/student/leave/delete/${c(w)}/${w.ids.studentLeave}` },
  {
    doc: 1, spec: 'PUT /routine/add_online/{code}', method: 'PUT', as: 'education', path: (w) => `/api/education/routine/add_online/${c(w)}`,
    body: (w) => ({ examName: 'FirstTermExam', year: 2026, department: 'General', className: w.ids.className, groupName: '', subject: 'Bangla', date: '2026-04-02', time: '10:00 AM' }),
    after: (b, w) => { w.ids.routine = b.routine.id; }, note: 'product names (the spec names the exam paper form: exam name, date and time)',
  },
  { doc: 1, spec: 'GET routines/{code}', method: 'GET', as: 'general', path: (w) => `/api/education/routines/${c(w)}` },
  { doc: 1, spec: 'DELETE routines/delete_routine/{code}/{id}', method: 'DELETE', as: 'education', path: (w) => `/api/education/routines/delete_routine/${c(w)}/${w.ids.routine}` },
  {
    doc: 1, spec: 'POST new_home_work/{code}', method: 'POST', as: 'education', path: (w) => `/api/education/new_home_work/${c(w)}`,
    body: (w) => ({ department: 'General', className: w.ids.className, groupName: '', date: '2026-03-09', content: 'সূরা ফাতিহা মুখস্থ' }),
    read: { at: 'home_work', fields: HOMEWORK_READ }, after: (b, w) => { w.ids.homework = b.home_work.id; }, note: 'doc 1 §5 Homework: department, class, date, group',
  },
  { doc: 1, spec: 'GET home_works/{code}', method: 'GET', as: 'general', path: (w) => `/api/education/home_works/${c(w)}`, read: { at: 'home_works', fields: HOMEWORK_READ } },
  {
    doc: 1, spec: 'PUT home_works/update/{code}', method: 'PUT', as: 'education', path: (w) => `/api/education/home_works/update/${c(w)}`,
    body: (w) => ({ id: w.ids.homework, department: 'General', className: w.ids.className, groupName: '', date: '2026-03-09', content: 'সূরা ফাতিহা ও ইখলাস' }),
    read: { at: 'home_work', fields: HOMEWORK_READ },
  },
  { doc: 1, spec: 'DELETE home_works/delete/{code}/{id}', method: 'DELETE', as: 'education', path: (w) => `/api/education/home_works/delete/${c(w)}/${w.ids.homework}` },

  // ======================== document 1 §7 Administration (/api/adminis): 23
  {
    doc: 1, spec: 'POST /staff/new/{code}', method: 'POST', as: 'principal', path: (w) => `/api/adminis/staff/new/${c(w)}`,
    form: () => userForm({
      name: 'Maulana Karim', fatherName: 'Abdul Jabbar', designation: 'Teacher', birthDate: '1985-01-01', mobile: '01700000001', nid: '1985000000001',
      village: 'Kalikapur', postOffice: 'Kalikapur', subDistrict: 'Sreepur', district: 'Gazipur', qualification: 'Kamil', preExperience: '', terms: '',
      salary: '12000', boardingFee: '0', residenceType: 'residential', candidateType: 'teacher', hireDate: '2020-01-01', department: 'Kitab',
    }),
    read: { at: 'staff', fields: STAFF_READ }, after: (b, w) => { w.ids.newStaff = { id: b.staff.id, nid: b.staff.nid }; },
    note: 'doc 1 §3 Staff fields in camelCase (the spec writes no submitted names for staff)',
  },
  { doc: 1, spec: 'POST /staff/{code}: list', method: 'POST', as: 'general', path: (w) => `/api/adminis/staff/${c(w)}`, body: () => ({}), read: { at: 'staff', fields: STAFF_READ } },
  {
    doc: 1, spec: 'PUT /staff/update/{code}', method: 'PUT', as: 'principal', path: (w) => `/api/adminis/staff/update/${c(w)}`,
    form: (w) => userForm({ id: String(w.ids.newStaff.id), name: 'Maulana Abdul Karim', fatherName: 'Abdul Jabbar', designation: 'Senior Teacher', birthDate: '1985-01-01', mobile: '01700000001', nid: '1985000000001' }),
    read: { at: 'staff', fields: STAFF_READ },
  },
  {
    doc: 1, spec: 'PUT /staff/add_duty_online/{code}', method: 'PUT', as: 'principal', path: (w) => `/api/adminis/staff/add_duty_online/${c(w)}`,
    body: (w) => ({ staffId: w.ids.newStaff.id, duty: 'ফজরের পর হিফজ তদারকি' }), after: (b, w) => { w.ids.duty = b.duty.id; }, note: 'product names',
  },
  { doc: 1, spec: 'GET /staff/duties/{code}', method: 'GET', as: 'general', path: (w) => `/api/adminis/staff/duties/${c(w)}` },
  { doc: 1, spec: 'DELETE /staff/delete_duty/{code}/{id}', method: 'DELETE', as: 'principal', path: (w) => `/api/adminis/staff/delete_duty/${c(w)}/${w.ids.duty}` },
  { doc: 1, spec: 'DELETE /staff/delete/{code}/{nid}', method: 'DELETE', as: 'superUser', path: (w) => `/api/adminis/staff/delete/${c(w)}/${w.ids.newStaff.nid}` },
  {
    doc: 1, spec: 'POST staff/leave/new/{code}', method: 'POST', as: 'principal', path: (w) => `/api/adminis/staff/leave/new/${c(w)}`,
    body: (w) => leave(w.ids.staff.staffId), read: { at: 'leave', fields: LEAVE_READ }, after: (b, w) => { w.ids.staffLeave = b.leave.id; },
  },
  { doc: 1, spec: 'GET staff/leaves/{code}', method: 'GET', as: 'general', path: (w) => `/api/adminis/staff/leaves/${c(w)}`, read: { at: 'leaves', fields: LEAVE_READ } },
  {
    doc: 1, spec: 'PUT staff/leave/update/{code}', method: 'PUT', as: 'education', path: (w) => `/api/adminis/staff/leave/update/${c(w)}`,
    body: (w) => ({ id: w.ids.staffLeave, ...leave(w.ids.staff.staffId), leaveEnd: '2026-03-06' }), read: { at: 'leave', fields: LEAVE_READ },
  },
  { doc: 1, spec: 'DELETE staff/leave/delete/{code}/{id}', method: 'DELETE', as: 'principal', path: (w) => `/api/adminis/staff/leave/delete/${c(w)}/${w.ids.staffLeave}` },
  {
    doc: 1, spec: 'POST /staff/report/new/{code}', method: 'POST', as: 'principal', path: (w) => `/api/adminis/staff/report/new/${c(w)}`,
    body: (w) => staffReport(w), read: { at: 'report', fields: STAFF_REPORT_READ }, after: (b, w) => { w.ids.staffReport = b.report.id; },
    note: 'doc 1 §3 Staff report: staff_id, report_type, date, report_subject0-9, student_report0-9, office_report0-9',
  },
  { doc: 1, spec: 'GET /staff/reports/{code}', method: 'GET', as: 'general', path: (w) => `/api/adminis/staff/reports/${c(w)}`, read: { at: 'reports', fields: STAFF_REPORT_READ } },
  {
    doc: 1, spec: 'PUT /staff/report/update/{code}', method: 'PUT', as: 'superUser', path: (w) => `/api/adminis/staff/report/update/${c(w)}`,
    body: (w) => ({ id: w.ids.staffReport, ...staffReport(w), office_report0: 'উত্তম' }), read: { at: 'report', fields: STAFF_REPORT_READ },
  },
  { doc: 1, spec: 'DELETE /staff/report/delete/{code}/{id}', method: 'DELETE', as: 'principal', path: (w) => `/api/adminis/staff/report/delete/${c(w)}/${w.ids.staffReport}` },
  {
    doc: 1, spec: 'POST /furniture/new/{code}: rows of id, name and amount, plus date and responsible', method: 'POST', as: 'principal',
    path: (w) => `/api/adminis/furniture/new/${c(w)}`,
    body: () => ({ data: [{ id: '', name: 'বেঞ্চ', amount: 20 }, { id: '', name: 'টেবিল', amount: 5 }], date: '2026-03-01', responsible: 'Office' }),
    read: { at: 'furnitures', fields: FURNITURE_READ },
    after: (b, w) => { w.ids.bench = b.furnitures.find((f: any) => f.furniture_name === 'বেঞ্চ').id; w.ids.table = b.furnitures.find((f: any) => f.furniture_name === 'টেবিল').id; },
  },
  { doc: 1, spec: 'GET /furnitures/{code}', method: 'GET', as: 'general', path: (w) => `/api/adminis/furnitures/${c(w)}`, read: { at: 'furnitures', fields: FURNITURE_READ } },
  {
    doc: 1, spec: 'PUT /furniture/update/{code}', method: 'PUT', as: 'principal', path: (w) => `/api/adminis/furniture/update/${c(w)}`,
    body: (w) => ({ id: w.ids.bench, name: 'বেঞ্চ', amount: 25, responsible: 'Office' }), read: { at: 'furniture', fields: FURNITURE_READ },
  },
  {
    doc: 1, spec: 'PUT /furniture/matched/update/{code}', method: 'PUT', as: 'principal', path: (w) => `/api/adminis/furniture/matched/update/${c(w)}`,
    body: (w) => ({ data: [{ id: w.ids.bench, name: 'বেঞ্চ', amount: 5 }] }), read: { at: 'furnitures', fields: FURNITURE_READ },
  },
  { doc: 1, spec: 'DELETE /furniture/delete/{code}/{id}', method: 'DELETE', as: 'principal', path: (w) => `/api/adminis/furniture/delete/${c(w)}/${w.ids.table}` },
  {
    doc: 1, spec: 'POST /furniture/giving/new/{code}: data, receiverDepartment, receiverResponsible, responsible', method: 'POST', as: 'principal',
    path: (w) => `/api/adminis/furniture/giving/new/${c(w)}`,
    body: (w) => ({ data: [{ id: w.ids.bench, amount: 4 }], receiverDepartment: 'Hifz', receiverResponsible: 'Hafez Yusuf', responsible: 'Office' }),
    read: { at: 'given_furnitures', fields: GIVEN_READ }, after: (b, w) => { w.ids.given = b.given_furnitures[0].id; },
  },
  { doc: 1, spec: 'GET /given/furnitures/{code}', method: 'GET', as: 'general', path: (w) => `/api/adminis/given/furnitures/${c(w)}`, read: { at: 'given_furnitures', fields: GIVEN_READ } },
  {
    doc: 1, spec: 'POST /furniture/accept/{code}: id, amount, acceptAmount, acceptAll', method: 'POST', as: 'principal', path: (w) => `/api/adminis/furniture/accept/${c(w)}`,
    body: (w) => ({ id: w.ids.given, amount: 3, acceptAmount: 1, acceptAll: false }), read: { at: 'given_furniture', fields: GIVEN_READ },
  },

  // ======================== document 2 §7 Account (/api/account): 35
  {
    doc: 2, spec: 'POST /regarding/new/{code} (regarding lists)', method: 'POST', as: 'accountant', path: (w) => `/api/account/regarding/new/${c(w)}`,
    body: () => ({ mgi_regardings: ['Monthly fee', 'Admission fee'], mge_regardings: ['Electricity'], mci_regardings: ['Zakat'], mce_regardings: ['Food'] }),
    read: { at: 'regardings', fields: REGARDINGS_READ },
  },
  { doc: 2, spec: 'GET /regardings/{code}: returns regardings', method: 'GET', as: 'general', path: (w) => `/api/account/regardings/${c(w)}`, answer: ['regardings'], read: { at: 'regardings', fields: REGARDINGS_READ } },
  {
    doc: 2, spec: 'POST /receipt/new/{code} (receipt payload)', method: 'POST', as: 'accountant', path: (w) => `/api/account/receipt/new/${c(w)}`,
    body: (w) => receipt(w), read: { at: 'receipt', fields: RECEIPT_READ }, after: (b, w) => { w.ids.receipt = b.receipt.id; },
  },
  {
    doc: 2, spec: 'GET /receipts/{code}: department, page, limit, search; returns receipts and total', method: 'GET', as: 'general',
    path: (w) => `/api/account/receipts/${c(w)}${q({ department: 'accounts', page: 1, limit: 100, search: '' })}`, answer: ['receipts', 'total'], read: { at: 'receipts', fields: RECEIPT_READ },
  },
  {
    doc: 2, spec: 'PUT /receipt/update/{code} (receipt payload)', method: 'PUT', as: 'accountant', path: (w) => `/api/account/receipt/update/${c(w)}`,
    body: (w) => ({ id: w.ids.receipt, ...receipt(w, { amount: 550 }) }), read: { at: 'receipt', fields: RECEIPT_READ },
  },
  {
    doc: 2, spec: 'DELETE /receipt/delete/{code}: query bookNo, receiptTill', method: 'DELETE', as: 'accountant',
    before: async (w) => { w.ids.receiptTwo = (await w.fixture.call('accountant', 'POST', `/api/account/receipt/new/${c(w)}`, receipt(w, { receiptFrom: 2, receiptTill: 2 }))).receipt.receipt_no_till; },
    path: (w) => `/api/account/receipt/delete/${c(w)}${q({ bookNo: 40, receiptTill: w.ids.receiptTwo, principalSign: w.users.principal.password })}`,
    note: 'deletion needs the principal\'s code (doc 2 §4); the row first writes receipt 2 to delete',
  },
  {
    doc: 2, spec: 'GET /next_receipt_no/{code}: department', method: 'GET', as: 'general', path: (w) => `/api/account/next_receipt_no/${c(w)}${q({ department: 'accounts' })}`,
    answer: ['bookNo', 'nextReceiptNo'],
  },
  {
    doc: 2, spec: 'GET /counting/{code}: type, fund, monthlyType, date, search', method: 'GET', as: 'accountant',
    path: (w) => `/api/account/counting/${c(w)}${q({ type: 'mgi', fund: 'generalFund', monthlyType: 'mgi', date: '2026-02-01', search: '' })}`,
    read: { at: 'counting', fields: COUNT_READ },
  },
  {
    doc: 2, spec: 'POST /counting/new/{code}: date, type, fund or monthlyType, columns, rows', method: 'POST', as: 'accountant', path: (w) => `/api/account/counting/new/${c(w)}`,
    body: () => ({ date: '2026-02-01', type: 'mgi', fund: 'generalFund', columns: [], rows: [] }), read: { at: 'counting', fields: COUNT_READ },
  },
  {
    doc: 2, spec: 'GET /counting/search/{code}: type, date', method: 'GET', as: 'accountant', path: (w) => `/api/account/counting/search/${c(w)}${q({ type: 'mgi', date: '2026-02-01' })}`,
    read: { at: 'counting', fields: COUNT_READ },
  },
  {
    doc: 2, spec: 'DELETE /counting/delete/{code}: body fund, type, date, bookNo, receiptNo', method: 'DELETE', as: 'accountant', path: (w) => `/api/account/counting/delete/${c(w)}`,
    body: () => ({ fund: 'generalFund', type: 'mgi', date: '2026-02-01', bookNo: 40, receiptNo: 1 }),
  },
  {
    doc: 2, spec: 'POST /voucher/new/{code} (voucher payload)', method: 'POST', as: 'accountant', path: (w) => `/api/account/voucher/new/${c(w)}`,
    body: (w) => voucher(w), read: { at: 'voucher', fields: VOUCHER_READ }, after: (b, w) => { w.ids.voucher = b.voucher.id; },
  },
  {
    doc: 2, spec: 'GET /vouchers/{code} (paging as receipts); returns general_fund_voucher_no and charity_fund_voucher_no', method: 'GET', as: 'accountant',
    path: (w) => `/api/account/vouchers/${c(w)}${q({ department: 'accounts', page: 1, limit: 100, search: '' })}`,
    answer: ['vouchers', 'total', 'general_fund_voucher_no', 'charity_fund_voucher_no'], read: { at: 'vouchers', fields: VOUCHER_READ },
  },
  {
    doc: 2, spec: 'PUT /voucher/update/{code}: voucher payload with id', method: 'PUT', as: 'accountant', path: (w) => `/api/account/voucher/update/${c(w)}`,
    body: (w) => ({ id: w.ids.voucher, ...voucher(w, { amount1: 320, total: 320 }) }), read: { at: 'voucher', fields: VOUCHER_READ },
  },
  {
    doc: 2, spec: 'POST /voucher/delete/{code}/{id}', method: 'POST', as: 'accountant', path: (w) => `/api/account/voucher/delete/${c(w)}/${w.ids.voucher}`,
    body: (w) => ({ principalSign: w.users.principal.password }), note: 'the spec writes no payload; deletion needs the principal\'s code (doc 2 §4)',
  },
  {
    doc: 2, spec: 'POST /salary/new/{code} (fields not shown)', method: 'POST', as: 'accountant', path: (w) => `/api/account/salary/new/${c(w)}`,
    body: (w) => ({ month: '2026-02', department: 'accounts', note: '', rows: [{ staffRowId: w.ids.staff.id, staffId: w.ids.staff.staffId, name: 'Maulana Rahim', designation: 'Teacher', basic: 12000, workdays: 26, attendance: 26 }] }),
    after: (b, w) => { w.ids.salary = b.salary.id; }, note: 'product names (the spec shows no salary payload)',
  },
  { doc: 2, spec: 'GET /salaries/{code}', method: 'GET', as: 'accountant', path: (w) => `/api/account/salaries/${c(w)}` },
  {
    doc: 2, spec: 'PUT /salary/update/{code}', method: 'PUT', as: 'accountant', path: (w) => `/api/account/salary/update/${c(w)}`,
    body: (w) => ({ id: w.ids.salary, month: '2026-02', department: 'accounts', note: 'bonus', rows: [{ staffRowId: w.ids.staff.id, staffId: w.ids.staff.staffId, name: 'Maulana Rahim', designation: 'Teacher', basic: 12500, workdays: 26, attendance: 25 }] }),
  },
  { doc: 2, spec: 'DELETE /salary/delete/{code}/{id}', method: 'DELETE', as: 'accountant', path: (w) => `/api/account/salary/delete/${c(w)}/${w.ids.salary}` },
  {
    doc: 2, spec: 'POST /receipt_book/new/{code} (id, book fields, approver_sign, approver1_sign, condition)', method: 'POST', as: 'councilMember',
    path: (w) => `/api/account/receipt_book/new/${c(w)}`,
    body: (w) => ({ id: '', bookNo: 41, receiptFrom: 1, receiptTill: 50, department: 'accounts', approver_sign: w.users.councilMember.password, approver1_sign: '', condition: 'unfinished' }),
    read: { at: 'approved_books', fields: RECEIPT_BOOK_READ }, after: (b, w) => { w.ids.book41 = b.approved_books.find((x: any) => x.book_no === 41).id; },
  },
  { doc: 2, spec: 'GET /all_receipt_books/{code}: returns all_approved_books', method: 'GET', as: 'general', path: (w) => `/api/account/all_receipt_books/${c(w)}`, answer: ['all_approved_books'], read: { at: 'all_approved_books', fields: RECEIPT_BOOK_READ } },
  { doc: 2, spec: 'GET /receipt_books/{code}: department; returns bookNo, nextReceiptNo', method: 'GET', as: 'general', path: (w) => `/api/account/receipt_books/${c(w)}${q({ department: 'accounts' })}`, answer: ['bookNo', 'nextReceiptNo'] },
  {
    doc: 2, spec: 'PUT /update_receipt_book/{code}: id, amount (pages)', method: 'PUT', as: 'councilMember', path: (w) => `/api/account/update_receipt_book/${c(w)}`,
    body: (w) => ({ id: w.ids.book41, amount: 60 }), read: { at: 'approved_book', fields: RECEIPT_BOOK_READ },
  },
  { doc: 2, spec: 'DELETE /receipt_book/delete/{code}/{id}', method: 'DELETE', as: 'councilMember', path: (w) => `/api/account/receipt_book/delete/${c(w)}/${w.ids.book41}` },
  {
    doc: 2, spec: 'POST /fees/new/{code} (fields not shown)', method: 'POST', as: 'accountant', path: (w) => `/api/account/fees/new/${c(w)}`,
    body: (w) => ({
      provider_id: w.ids.feeStudent.id, year: 2026, note: '', department: 'accounts',
      receipt_data: [{ selectedMonths: ['January'], subject: 'Monthly fee', totalAmount: 500 }],
    }),
    read: { at: 'fee', fields: FEE_READ }, after: (b, w) => { w.ids.fee = b.fee.id; }, note: 'doc 1 §3 Fee record names (provider_id, year, note, receipt_data items)',
  },
  { doc: 2, spec: 'GET /fees/{code}: page, limit, search', method: 'GET', as: 'general', path: (w) => `/api/account/fees/${c(w)}${q({ page: 1, limit: 100, search: '' })}`, read: { at: 'fees', fields: FEE_READ } },
  {
    doc: 2, spec: 'GET /fees/sheet/{code}: class_name, group, subject, month, year', method: 'GET', as: 'general',
    path: (w) => `/api/account/fees/sheet/${c(w)}${q({ class_name: w.ids.className, group: '', subject: 'Monthly fee', month: 'January', year: 2026 })}`,
  },
  {
    doc: 2, spec: 'PUT /fee/update/{code}', method: 'PUT', as: 'accountant', path: (w) => `/api/account/fee/update/${c(w)}`,
    body: (w) => ({ id: w.ids.fee, provider_id: w.ids.feeStudent.id, year: 2026, note: 'paid at the office', receipt_data: [{ selectedMonths: ['January'], subject: 'Monthly fee', totalAmount: 500 }] }),
    read: { at: 'fee', fields: FEE_READ },
  },
  { doc: 2, spec: 'GET /fees/student/{code}/{id}/{class_name}', method: 'GET', as: 'general', path: (w) => `/api/account/fees/student/${c(w)}/${w.ids.feeStudent.id}/${encodeURIComponent(w.ids.className)}` },
  { doc: 2, spec: 'POST /fee/delete/{code}/{id}', method: 'POST', as: 'accountant', path: (w) => `/api/account/fee/delete/${c(w)}/${w.ids.fee}` },
  {
    doc: 2, spec: 'POST /report/new/{code}: type, date, preBalance, balance', method: 'POST', as: 'accountant', path: (w) => `/api/account/report/new/${c(w)}`,
    body: () => ({ type: 'mgr', date: '2026-02-01', preBalance: 0, balance: 0 }), read: { at: 'report', fields: REPORT_READ },
  },
  {
    doc: 2, spec: 'GET /report/balance/{code}: type, date, search; returns balances', method: 'GET', as: 'accountant',
    path: (w) => `/api/account/report/balance/${c(w)}${q({ type: 'mgr', date: '2026-02-01', search: '' })}`, answer: ['balances'], read: { at: 'balances', fields: REPORT_READ },
  },
  { doc: 2, spec: 'DELETE /report/delete/{code}: type, date', method: 'DELETE', as: 'accountant', path: (w) => `/api/account/report/delete/${c(w)}`, body: () => ({ type: 'mgr', date: '2026-02-01' }) },
  {
    doc: 2, spec: 'POST /fee_rules/new/{code}: list of rules with fund, title, amount, users, group', method: 'POST', as: 'accountant', path: (w) => `/api/account/fee_rules/new/${c(w)}`,
    body: (w) => ({ code: c(w), data: [{ fund: 'generalFund', title: 'Monthly fee', amount: 500, users: [w.ids.className], group: [] }] }),
    note: '"Fee-rule save sends data list and code" (doc 2 §7)',
  },
  { doc: 2, spec: 'GET /fee_rules/{code}: returns data.rules', method: 'GET', as: 'general', path: (w) => `/api/account/fee_rules/${c(w)}`, answer: ['data'], read: { at: 'data.rules', fields: FEE_RULE_READ } },

  // ======================== document 2 §7 Hostel (/api/hostel): 4
  {
    doc: 2, spec: 'POST /report/new/{code}: report form fields plus provider', method: 'POST', as: 'hostelManager', path: (w) => `/api/hostel/report/new/${c(w)}`,
    body: (w) => hostelReport(w), read: { at: 'report', fields: HOSTEL_READ }, after: (b, w) => { w.ids.hostelReport = b.report.id; },
  },
  { doc: 2, spec: 'GET /student_reports/{code}: returns student_reports', method: 'GET', as: 'general', path: (w) => `/api/hostel/student_reports/${c(w)}`, answer: ['student_reports'], read: { at: 'student_reports', fields: HOSTEL_READ } },
  {
    doc: 2, spec: 'PUT /report/update/{code}: report fields with id', method: 'PUT', as: 'hostelManager', path: (w) => `/api/hostel/report/update/${c(w)}`,
    body: (w) => ({ id: w.ids.hostelReport, ...hostelReport(w), number0: 90 }), read: { at: 'report', fields: HOSTEL_READ },
  },
  { doc: 2, spec: 'DELETE /report/delete/{code}/{id}', method: 'DELETE', as: 'hostelManager', path: (w) => `/api/hostel/report/delete/${c(w)}/${w.ids.hostelReport}` },

  // ======================== document 2 §7 Donor (/api/donor): 7
  {
    doc: 2, spec: 'POST /new_member/{code} (donor data)', method: 'POST', as: 'principal', path: (w) => `/api/donor/new_member/${c(w)}`,
    body: () => donor(7), read: { at: 'member', fields: DONOR_READ }, after: (b, w) => { w.ids.donor = b.member.id; },
  },
  { doc: 2, spec: 'GET /members/{code} (returns donors)', method: 'GET', as: 'accountant', path: (w) => `/api/donor/members/${c(w)}`, answer: ['donors'], read: { at: 'donors', fields: DONOR_READ } },
  { doc: 2, spec: 'PUT /update_member/{code}', method: 'PUT', as: 'superUser', path: (w) => `/api/donor/update_member/${c(w)}`, body: (w) => ({ id: w.ids.donor, ...donor(7), donationAmount: 1500 }), read: { at: 'member', fields: DONOR_READ } },
  {
    doc: 2, spec: 'POST /donation/new/{code}', method: 'POST', as: 'accountant', path: (w) => `/api/donor/donation/new/${c(w)}`,
    body: (w) => ({
      id: '', memberNo: 7, donorName: 'Haji Karim', address: 'Kalikapur', donationAmount: 1500, providedAmount: 500, fatherName: 'Abdul Jabbar',
      mobile: '01712000000', responsible: 'Office', date: '2026-03-05', principalSign: w.users.principal.password,
    }),
    read: { at: 'donation', fields: DONATION_READ }, after: (b, w) => { w.ids.donation = b.donation.id; },
    note: 'doc 2 §3 Donation payload: id, the form fields, fatherName, mobile, responsible',
  },
  { doc: 2, spec: 'GET /donations/{code} (returns donations)', method: 'GET', as: 'accountant', path: (w) => `/api/donor/donations/${c(w)}`, answer: ['donations'], read: { at: 'donations', fields: DONATION_READ } },
  { doc: 2, spec: 'DELETE /donation/delete/{code}/{id}', method: 'DELETE', as: 'principal', path: (w) => `/api/donor/donation/delete/${c(w)}/${w.ids.donation}` },
  { doc: 2, spec: 'DELETE /member/delete/{code}/{id}', method: 'DELETE', as: 'principal', path: (w) => `/api/donor/member/delete/${c(w)}/${w.ids.donor}` },

  // ======================== document 2 §7 Library (/api/library): 8
  {
    doc: 2, spec: 'POST /book/new/{code} (book fields)', method: 'POST', as: 'managerAcademicLibrary', path: (w) => `/api/library/book/new/${c(w)}`,
    body: () => book(101), read: { at: 'book', fields: BOOK_READ },
  },
  { doc: 2, spec: 'POST /books/{code} (returns books)', method: 'POST', as: 'general', path: (w) => `/api/library/books/${c(w)}`, body: () => ({}), answer: ['books'], read: { at: 'books', fields: BOOK_READ } },
  { doc: 2, spec: 'PUT /book/update/{code}', method: 'PUT', as: 'managerAcademicLibrary', path: (w) => `/api/library/book/update/${c(w)}`, body: () => book(101, { price: 380 }), read: { at: 'book', fields: BOOK_READ } },
  {
    doc: 2, spec: 'POST /book/provide/{code}', method: 'POST', as: 'general', path: (w) => `/api/library/book/provide/${c(w)}`,
    body: (w) => ({
      idNo: String(w.ids.libraryStudent.admitNo), name: 'Library Student', classOrLevel: w.ids.className, givingDate: '2026-03-01', receivingDate: '2027-03-01',
      lateFee: 0, missingBookNos: [], allAccept: false, providedBooks: [{ bookName: 'তাফসীরে জালালাইন', bookNo: 101, part: 1 }],
    }),
    read: { at: 'provided_book', fields: PROVIDED_READ }, after: (b, w) => { w.ids.provided = b.provided_book.id; },
    note: 'doc 2 §3 Provided-book payload',
  },
  { doc: 2, spec: 'POST /book/provided_books/{code} (returns provided_books)', method: 'POST', as: 'general', path: (w) => `/api/library/book/provided_books/${c(w)}`, body: () => ({}), answer: ['provided_books'], read: { at: 'provided_books', fields: PROVIDED_READ } },
  {
    doc: 2, spec: 'PUT /book/provided/update/{code}', method: 'PUT', as: 'general', path: (w) => `/api/library/book/provided/update/${c(w)}`,
    body: (w) => ({
      id: w.ids.provided, idNo: String(w.ids.libraryStudent.admitNo), name: 'Library Student', classOrLevel: w.ids.className, givingDate: '2026-03-01',
      receivingDate: '2027-02-01', lateFee: 5, missingBookNos: [], allAccept: false, providedBooks: [],
    }),
    read: { at: 'provided_book', fields: PROVIDED_READ },
  },
  {
    doc: 2, spec: 'POST /book/accept/{code}', method: 'POST', as: 'general', path: (w) => `/api/library/book/accept/${c(w)}`,
    body: (w) => ({ id: w.ids.provided, allAccept: true }), read: { at: 'provided_book', fields: PROVIDED_READ },
  },
  { doc: 2, spec: 'DELETE /book/delete/{code}/{bookNo}', method: 'DELETE', as: 'managerAcademicLibrary', path: (w) => `/api/library/book/delete/${c(w)}/101` },

  // ======================== document 2 §7 Others (/api/others): 22
  {
    doc: 2, spec: 'POST product/new/{code}', method: 'POST', as: 'general', path: (w) => `/api/others/product/new/${c(w)}`,
    body: () => ({ data: [{ name: 'খাতা', unit: 'piece', amount: 100, buyingPrice: 20, sellingPrice: 25 }, { name: 'কলম', unit: 'piece', amount: 50, buyingPrice: 8, sellingPrice: 10 }], date: '2026-03-01', responsible: 'Store' }),
    read: { at: 'products', fields: PRODUCT_READ },
    after: (b, w) => { w.ids.khata = b.products.find((p: any) => p.product_name === 'খাতা').id; w.ids.kalam = b.products.find((p: any) => p.product_name === 'কলম').id; },
    note: 'product names (the spec names the form\'s columns: name, amount, buying price, selling price)',
  },
  { doc: 2, spec: 'GET products/{code}', method: 'GET', as: 'general', path: (w) => `/api/others/products/${c(w)}`, read: { at: 'products', fields: PRODUCT_READ } },
  {
    doc: 2, spec: 'PUT product/update/{code}', method: 'PUT', as: 'general', path: (w) => `/api/others/product/update/${c(w)}`,
    body: (w) => ({ id: w.ids.khata, name: 'খাতা', unit: 'piece', amount: 120, buyingPrice: 20, sellingPrice: 25, responsible: 'Store' }), read: { at: 'product', fields: PRODUCT_READ },
  },
  {
    doc: 2, spec: 'PUT product/matched/update/{code}', method: 'PUT', as: 'general', path: (w) => `/api/others/product/matched/update/${c(w)}`,
    body: (w) => ({ data: [{ id: w.ids.khata, amount: 10, buyingPrice: 20, sellingPrice: 25 }] }), read: { at: 'products', fields: PRODUCT_READ },
  },
  { doc: 2, spec: 'DELETE product/delete/{code}/{id}', method: 'DELETE', as: 'general', path: (w) => `/api/others/product/delete/${c(w)}/${w.ids.kalam}` },
  {
    doc: 2, spec: 'POST product/selling/new/{code} (data rows, seller, mobile, allTotal, responsible)', method: 'POST', as: 'general', path: (w) => `/api/others/product/selling/new/${c(w)}`,
    body: (w) => ({ data: [{ id: w.ids.khata, sellingAmount: 4 }], seller: 'Abdur Rahman', mobile: '01713000000', allTotal: 100, responsible: 'Store' }),
    read: { at: 'sold_products', fields: SOLD_READ }, after: (b, w) => { w.ids.sold = b.sold_products[0].id; },
  },
  { doc: 2, spec: 'GET sold/products/{code}', method: 'GET', as: 'general', path: (w) => `/api/others/sold/products/${c(w)}`, read: { at: 'sold_products', fields: SOLD_READ } },
  {
    doc: 2, spec: 'PUT product/sold_update/{code} (id, newSoldAmount, acceptingAmount, acceptingAll)', method: 'PUT', as: 'general', path: (w) => `/api/others/product/sold_update/${c(w)}`,
    body: (w) => ({ id: w.ids.sold, newSoldAmount: 3, acceptingAmount: 0, acceptingAll: false }), read: { at: 'sold_product', fields: SOLD_READ },
  },
  {
    doc: 2, spec: 'POST product/accept/{code}', method: 'POST', as: 'general', path: (w) => `/api/others/product/accept/${c(w)}`,
    body: (w) => ({ id: w.ids.sold, acceptingAmount: 1, acceptingAll: false }), read: { at: 'sold_product', fields: SOLD_READ },
  },
  { doc: 2, spec: 'GET dashboard/{code} (response shape not shown)', method: 'GET', as: 'general', path: (w) => `/api/others/dashboard/${c(w)}` },
  { doc: 2, spec: 'GET settings/{code} returns settings', method: 'GET', as: 'general', path: (w) => `/api/others/settings/${c(w)}`, answer: ['settings'], read: { at: 'settings', fields: SETTINGS_READ } },
  {
    doc: 2, spec: 'PUT settings/update/{code} (settings map or messages list)', method: 'PUT', as: 'general', path: (w) => `/api/others/settings/update/${c(w)}`,
    body: () => ({ settings: { admission_sms: false, online_admission: true, result: true, notice: true, receipt_sms: false, officiants: true } }),
    answer: ['settings'], read: { at: 'settings', fields: SETTINGS_READ },
  },
  {
    doc: 2, spec: 'POST sms_send/{code}: mobile, message, secretKey, messageCount (client also sends receiver, className, draft)', method: 'POST', as: 'education',
    path: (w) => `/api/others/sms_send/${c(w)}`,
    body: () => ({ receiver: 'numbers', className: '', mobile: '01714000000', draft: false, message: 'Talim test', messageCount: 1, secretKey: 'x' }),
  },
  {
    doc: 2, spec: 'POST new_article/{code} (title, subject, writer, content, id)', method: 'POST', as: 'general', path: (w) => `/api/others/new_article/${c(w)}`,
    body: () => ({ id: '', ...article }), read: { at: 'article', fields: ARTICLE_READ }, after: (b, w) => { w.ids.article = b.article.id; },
  },
  { doc: 2, spec: 'GET articles/{code} (returns articles)', method: 'GET', as: 'general', path: (w) => `/api/others/articles/${c(w)}`, answer: ['articles'], read: { at: 'articles', fields: ARTICLE_READ } },
  {
    doc: 2, spec: 'POST articles/update/{code}', method: 'POST', as: 'general', path: (w) => `/api/others/articles/update/${c(w)}`,
    body: (w) => ({ id: w.ids.article, ...article, title: 'ভর্তি চলছে ২০২৬' }), read: { at: 'article', fields: ARTICLE_READ },
  },
  { doc: 2, spec: 'DELETE article/delete/{code}/{id}', method: 'DELETE', as: 'general', path: (w) => `/api/others/article/delete/${c(w)}/${w.ids.article}` },
  {
    doc: 2, spec: 'POST save_device', method: 'POST', as: 'principal', path: () => '/api/others/save_device',
    body: () => device(), read: { at: 'device', fields: DEVICE_READ }, after: (b, w) => { w.ids.device = b.device.id; },
    note: 'doc 2 §3 Attendance device form fields',
  },
  { doc: 2, spec: 'GET devices (returns devices)', method: 'GET', as: 'general', path: () => '/api/others/devices', answer: ['devices'], read: { at: 'devices', fields: DEVICE_READ } },
  { doc: 2, spec: 'DELETE device/delete', method: 'DELETE', as: 'principal', path: () => '/api/others/device/delete', body: (w) => ({ id: w.ids.device }) },
  {
    doc: 2, spec: 'GET attendances/{code} (returns attendance)', method: 'GET', as: 'general', path: (w) => `/api/others/attendances/${c(w)}${q({ from: '2026-03-01', to: '2026-03-31' })}`,
    before: async (w) => { w.ids.attendance = await w.fixture.attendance(); }, answer: ['attendance'], read: { at: 'attendance', fields: ATTENDANCE_READ },
  },
  { doc: 2, spec: 'DELETE delete_attendance/{code}/{id}', method: 'DELETE', as: 'general', path: (w) => `/api/others/delete_attendance/${c(w)}/${w.ids.attendance}` },

  // ======================== document 2 §7 Auth and controller (/api/controller): 15
  {
    doc: 2, spec: 'POST /login {email, password, code}', method: 'POST', as: 'public', path: () => '/api/controller/login',
    body: () => ({ email: 'owner@talim.test', password: 'owner-pass', code: '9876' }), answer: ['user'], read: { at: 'user', fields: ['id', 'email', 'type', 'first_name', 'last_name'] },
  },
  {
    doc: 2, spec: 'POST /register (multipart)', method: 'POST', as: 'owner', path: () => '/api/controller/register',
    form: () => userForm({ userType: 'moderator', firstName: 'Rafiq', lastName: 'Islam', email: 'rafiq@talim.test', password: 'rafiq-pass', cpassword: 'rafiq-pass', securityCode: '2468' }),
    answer: ['user'], read: { at: 'user', fields: ['id', 'type', 'first_name', 'last_name', 'email', 'sign_url', 'avatar_url'] },
    after: (b, w) => { w.ids.operator = b.user.id; }, note: 'doc 2 §3 Academy user form names (controller users "same")',
  },
  { doc: 2, spec: 'GET /me', method: 'GET', as: 'owner', path: () => '/api/controller/me', answer: ['user'] },
  { doc: 2, spec: 'GET /logout', method: 'GET', as: 'owner', path: () => '/api/controller/logout', note: 'ends that session: the world signs the owner in again afterwards' },
  {
    doc: 2, spec: 'PUT /update (multipart)', method: 'PUT', as: 'owner', path: () => '/api/controller/update',
    form: (w) => userForm({ id: String(w.ids.operator), userType: 'moderator', firstName: 'Rafiq', lastName: 'Ahmed', password: '', cpassword: '' }),
    answer: ['user'], read: { at: 'user', fields: ['id', 'type', 'first_name', 'last_name', 'email', 'sign_url', 'avatar_url'] },
  },
  { doc: 2, spec: 'GET /users (returns users)', method: 'GET', as: 'owner', path: () => '/api/controller/users', answer: ['users'], read: { at: 'users', fields: ['id', 'type', 'first_name', 'last_name', 'email', 'sign_url', 'avatar_url'] } },
  {
    doc: 2, spec: 'POST /delete/{code}/{id}', method: 'POST', as: 'owner', path: (w) => `/api/controller/delete/${c(w)}/${w.ids.doomedUser}`,
    before: async (w) => { w.ids.doomedUser = await w.fixture.user('volunteer'); }, note: 'an academy\'s user, as the controller area\'s users screen deletes it',
  },
  {
    doc: 2, spec: 'POST /academy/new', method: 'POST', as: 'owner', path: () => '/api/controller/academy/new',
    body: () => ({
      name: 'নতুন মাদরাসা', address: 'ঢাকা', englishName: 'New Madrasa', englishAddress: 'Dhaka', country: 'BD', mobile: '01715000000', academyType: 'madrasa',
      numberOfStudents: 120, email: 'new-madrasa@example.test', password: 'madrasa-pass', cpassword: 'madrasa-pass', language: 'bn',
      activation: true, expiryDate: '2027-01-01', bill: 50000,
    }),
    answer: ['academy'], read: { at: 'academy', fields: ACADEMY_READ }, after: (b, w) => { w.ids.newAcademy = b.academy.code; },
    note: 'doc 2 §3 Academy form names plus the account fields (activation, expiryDate, bill)',
  },
  { doc: 2, spec: 'POST /academies/{key} (list, returns academies)', method: 'POST', as: 'owner', path: (w) => `/api/controller/academies/${w.key}`, answer: ['academies'], read: { at: 'academies', fields: ACADEMY_READ } },
  {
    doc: 2, spec: 'PUT /academy/update/{code}', method: 'PUT', as: 'owner', path: (w) => `/api/controller/academy/update/${w.ids.newAcademy}`,
    body: () => ({ activation: true, expiryDate: '2027-06-30', smsBalance: 0, balanceExpiry: '2027-06-30' }), answer: ['academy'], read: { at: 'academy', fields: ACADEMY_READ },
    note: 'doc 2 §3 Account fields (activation, expiryDate, smsBalance, balanceExpiry)',
  },
  {
    doc: 2, spec: 'POST /academy/update_balances/{code}/{key}', method: 'POST', as: 'owner', path: (w) => `/api/controller/academy/update_balances/${w.ids.newAcademy}/${w.key}`,
    body: (w) => ({ code: w.ids.newAcademy, smsBalance: 100, balanceExpiry: '2027-06-30' }), answer: ['academy'], read: { at: 'academy', fields: ACADEMY_READ },
  },
  { doc: 2, spec: 'DELETE /academies/delete/{code}/{key}', method: 'DELETE', as: 'owner', path: (w) => `/api/controller/academies/delete/${w.ids.newAcademy}/${w.key}` },
  {
    doc: 2, spec: 'POST /email/send_code/{email}', method: 'POST', as: 'public', path: () => '/api/controller/email/send_code/otp-check%40example.test',
  },
  {
    doc: 2, spec: 'POST /email/varify_code/{email} with otp', method: 'POST', as: 'public', path: () => '/api/controller/email/varify_code/otp-check%40example.test',
    body: (w) => ({ otp: w.ids.otp }), before: async (w) => { w.ids.otp = await w.fixture.otp('otp-check@example.test'); },
  },
  {
    doc: 2, spec: 'POST /academy/data_entry/{code} (rows from uploaded file)', method: 'POST', as: 'owner', path: (w) => `/api/controller/academy/data_entry/${c(w)}`,
    form: () => {
      const f = new FormData();
      const csv = 'bookNo,part,bookName,writer,subject,publisher,price,storageLocation\n501,1,Mishkat,Khatib Tabrizi,Hadith,Islamia,400,B-2\n';
      f.append('file', new Blob([csv], { type: 'text/csv' }), 'books.csv');
      return f;
    },
    note: 'no kind: the header row names it (issue 24 item 9)',
  },
];
