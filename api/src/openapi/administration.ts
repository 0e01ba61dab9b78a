import { StaffDutyInput, StaffInput } from '../domains/administration/staff.types';
import type { RouteDocs } from './describe';

const STAFF = 'object! id, staff_id, name, father_name, designation, birth_date, mobile, nid, village, post_office, sub_district, district, qualification, pre_experience, terms, duty_list, salary, boarding_fee, residence_type, candidate_type, hire_date, department, photo_url';
const LEAVE_BODY = {
  idNo: 'string! the staff member\'s id (`id_no`)', leaveStart: 'date! (`start_date`)', leaveEnd: 'date! (`end_date`)',
  leaveReason: 'string (`reason`)', leaveType: 'string! verbal or written (`leave_type`)',
};
const LEAVE = 'object! id, id_no, name, start_date, end_date, days, reason, leave_type';
const REPORT_BODY = {
  staffId: 'string! the staff member (`idNo`)', reportType: 'string! (`report_type`)', date: 'date!',
  report_subject0: 'string subject of row 0 (report_subject0 … report_subject9)', student_report0: 'string (student_report0 … 9)', office_report0: 'string (office_report0 … 9)',
  rows: 'object[] instead of the flat fields: up to 10 of {subject, studentReport, officeReport}',
};
const REPORT = 'object! id, staff_id, name, report_type, date, rows, report_subject0…9, student_report0…9, office_report0…9';
const FURNITURE = 'object! id, furniture_name, total_has, total_given, remain, responsible, created_at';
const GIVEN = 'object id, furniture_id, furniture_name, total_given, receiver_department, receiver_responsible, given_at, provider';

/** /api/adminis (spec doc 1 §7 Administration). */
export const administrationDocs: RouteDocs = {
  'POST /api/adminis/staff/new/:code': {
    summary: 'Register a staff member', spec: true, access: 'staff.write', input: StaffInput, multipart: true,
    body: { photo: 'file the photo (0.5 MB at most)' }, answer: { staff: STAFF }, errors: ['duplicateNotPossible', 'checkMobile'],
  },
  'POST /api/adminis/staff/:code': { summary: 'The staff list', spec: true, access: 'academy.read', answer: { staff: STAFF.replace('object!', 'object[]!') } },
  'PUT /api/adminis/staff/update/:code': {
    summary: 'Update a staff member', spec: true, access: 'staff.write', input: StaffInput, multipart: true,
    body: { id: 'integer! the staff row id', photo: 'file' }, answer: { staff: STAFF }, errors: ['duplicateNotPossible', 'checkMobile', 'sorryNotFound'],
  },
  'DELETE /api/adminis/staff/delete/:code/:nid': {
    summary: 'Delete a staff member by national id', spec: true, access: 'staff.write', params: { nid: 'string! the staff member\'s nid' },
  },
  'PUT /api/adminis/staff/add_duty_online/:code': {
    summary: 'Add a duty to a staff member (with id: change it)', spec: true, access: 'staff.write', input: StaffDutyInput,
    answer: { duty: 'object! id, staff_id, name, duty' }, errors: ['sorryNotFound'],
  },
  'GET /api/adminis/staff/duties/:code': {
    summary: 'Staff duties', spec: true, access: 'academy.read', query: { staffId: 'integer one staff row (`staff_id`)' },
    answer: { duties: 'object[]! id, staff_id, name, duty' },
  },
  'DELETE /api/adminis/staff/delete_duty/:code/:id': { summary: 'Delete a duty', spec: true, access: 'staff.write', params: { id: 'integer! the duty id' } },
  'GET /api/adminis/staff/public_photo/:id': {
    summary: 'A staff member\'s photo on the public profile', access: 'public', params: { id: 'integer! the staff row id' },
    description: 'Served while the academy shows its officiants publicly (or to its own users); else sorryNotFound.', file: 'image/*',
  },
  'POST /api/adminis/staff/leave/new/:code': {
    summary: 'Save a staff member\'s leave', spec: true, access: 'leave.write', body: LEAVE_BODY, answer: { leave: LEAVE }, errors: ['sorryNotFound'],
  },
  'GET /api/adminis/staff/leaves/:code': {
    summary: 'Staff leaves', spec: true, access: 'academy.read', query: { idNo: 'string one staff member (`id_no`)', search: 'string', page: 'integer', limit: 'integer' },
    answer: { leaves: LEAVE.replace('object!', 'object[]!'), total: 'integer!' },
  },
  'PUT /api/adminis/staff/leave/update/:code': {
    summary: 'Update a staff leave', spec: true, access: 'leave.write', body: { id: 'integer! the leave id', ...LEAVE_BODY }, answer: { leave: LEAVE }, errors: ['sorryNotFound'],
  },
  'DELETE /api/adminis/staff/leave/delete/:code/:id': { summary: 'Delete a staff leave', spec: true, access: 'leave.write', params: { id: 'integer! the leave id' } },
  'POST /api/adminis/staff/report/new/:code': {
    summary: 'Save a staff report (ten rows of subject, student report, office report)', spec: true, access: 'staffReport.write', body: REPORT_BODY,
    answer: { report: REPORT }, errors: ['sorryNotFound'],
  },
  'GET /api/adminis/staff/reports/:code': {
    summary: 'Staff reports, newest first', spec: true, access: 'academy.read', query: { search: 'string', page: 'integer', pageSize: 'integer', offset: 'integer', limit: 'integer' },
    answer: { reports: REPORT.replace('object!', 'object[]!'), total: 'integer!' },
  },
  'PUT /api/adminis/staff/report/update/:code': {
    summary: 'Update a staff report', spec: true, access: 'staffReport.write', body: { id: 'integer! the report id', ...REPORT_BODY }, answer: { report: REPORT }, errors: ['sorryNotFound'],
  },
  'DELETE /api/adminis/staff/report/delete/:code/:id': { summary: 'Delete a staff report', spec: true, access: 'staffReport.write', params: { id: 'integer! the report id' } },
  'POST /api/adminis/furniture/new/:code': {
    summary: 'Add furniture (the ten form rows; a known name adds to it)', spec: true, access: 'furniture.write',
    body: { data: 'object[]! rows of name (`furniture_name`), amount (`total_has`), furnitureId (add to that item); `rows` also works', date: 'date!', responsible: 'string!' },
    answer: { message: 'string! successMessage or matchedFurniture', furnitures: `${FURNITURE.replace('object!', 'object[]!')}`, matched: 'object[] rows that matched an item' },
  },
  'GET /api/adminis/furnitures/:code': { summary: 'The furniture', spec: true, access: 'academy.read', answer: { furnitures: FURNITURE.replace('object!', 'object[]!') } },
  'PUT /api/adminis/furniture/update/:code': {
    summary: 'Update an item', spec: true, access: 'furniture.write',
    body: { id: 'integer!', name: 'string! (`furniture_name`)', amount: 'integer! (`total_has`)', responsible: 'string' },
    answer: { furniture: FURNITURE }, errors: ['minNotPossible', 'sorryNotFound'],
  },
  'PUT /api/adminis/furniture/matched/update/:code': {
    summary: 'Add amounts to items already there', spec: true, access: 'furniture.write', body: { data: 'object[]! rows of id and amount' },
    answer: { message: 'string! matchedFurniture', furnitures: 'object[]! the items' }, errors: ['sorryNotFound'],
  },
  'DELETE /api/adminis/furniture/delete/:code/:id': { summary: 'Delete an item (none given out)', spec: true, access: 'furniture.write', params: { id: 'integer! the item id' }, errors: ['notWorked'] },
  'POST /api/adminis/furniture/giving/new/:code': {
    summary: 'Give furniture out to a department', spec: true, access: 'furniture.write',
    body: { data: 'object[]! rows of id and amount', receiverDepartment: 'string!', receiverResponsible: 'string!', responsible: 'string! (`provider`)' },
    answer: { given_furnitures: `${GIVEN.replace('object', 'object[]!')}`, furnitures: 'object[]! the items after' }, errors: ['pleaseSelect', 'maxNotPossible', 'sorryNotFound'],
  },
  'GET /api/adminis/given/furnitures/:code': {
    summary: 'Furniture given out, newest first', spec: true, access: 'academy.read', query: { page: 'integer', limit: 'integer', offset: 'integer', furnitureId: 'integer one item' },
    answer: { given_furnitures: `${GIVEN.replace('object', 'object[]!')}`, total: 'integer!' },
  },
  'POST /api/adminis/furniture/accept/:code': {
    summary: 'Take given furniture back, or change the amount given', spec: true, access: 'givenFurniture.write',
    body: { id: 'integer! the given row', amount: 'integer its new amount (less than before)', acceptAmount: 'integer how many come back', acceptAll: 'boolean all come back (the row goes)' },
    answer: { given_furniture: GIVEN, furniture: FURNITURE, returned: 'integer!' }, errors: ['maxNotPossible', 'minNotPossible', 'sorryNotFound'],
  },
};
