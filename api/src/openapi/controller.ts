import { AttendanceDeviceInput } from '../domains/attendance/attendance.types';
import { ControllerAcademyInput, ControllerBalanceInput, ControllerLoginInput, ControllerOperatorInput, ControllerOperatorUpdateInput } from '../domains/controller/controller.types';
import type { RouteDocs } from './describe';

const ANY_CODE = { code: 'string! any academy\'s institute code (the controller manages every academy)' };
const KEY = { key: 'string! the controller key (CONTROLLER_KEY); a wrong key answers sorryNotFound as if the path were not there' };
const ACADEMY = { academy: 'object! the academy row: code, name, email, mobile, payment (monthly bill), sms_balance, activation, expiry_date, academy_status, …' };
const OPERATOR_FILES = { controller_sign: 'file signature image', controller_avatar: 'file avatar image', userType: 'string the operator type (`type` also works)' };

/** /api/controller: the product owner's area (spec doc 2 §7 Auth and controller). */
export const controllerDocs: RouteDocs = {
  'POST /api/controller/login': {
    summary: 'Sign in as a controller operator', spec: true, access: 'public', input: ControllerLoginInput,
    description: 'Sets the cookie `talim_controller`; the `token` may be sent as `Authorization: Bearer` instead.',
    answer: { user: 'object! the operator: id, email, type, first_name, last_name', token: 'string! the session token' },
    errors: ['invalidEmailOrPassword', 'incorrectCode', 'tooManyAttempts'],
  },
  'GET /api/controller/me': { summary: 'The signed-in operator', spec: true, access: 'controller.read', answer: { user: 'object! the operator' } },
  'GET /api/controller/logout': { summary: 'Sign out (GET as the spec names it; POST is preferred)', spec: true, access: 'public', errors: ['crossSiteRefused'] },
  'POST /api/controller/logout': { summary: 'Sign out', access: 'public' },
  'GET /api/controller/overview': {
    summary: 'The controller dashboard\'s figures', access: 'controller.read',
    answer: { overview: 'object! academies by status, users, SMS balance and bills' },
  },
  'POST /api/controller/academy/new': {
    summary: 'Create an academy', spec: true, access: 'controller', input: ControllerAcademyInput,
    answer: ACADEMY, errors: ['duplicateNotPossible', 'invalidEmail', 'checkMobile'],
  },
  'POST /api/controller/academies/:key': {
    summary: 'The academies', spec: true, access: 'controller.read', params: KEY,
    answer: { academies: 'object[]! the academy rows' },
  },
  'PUT /api/controller/academy/update/:code': {
    summary: 'Update an academy (its account: activation, expiry date, bill)', spec: true, access: 'controller', params: ANY_CODE,
    description: 'Every field is optional: only those sent change (none: requiredField on activation). The SMS balance changes only through update_balances.',
    body: {
      activation: 'boolean the academy may write', expiryDate: 'date valid until (`expiry_date`; empty clears it)',
      payment: 'integer the monthly bill, paisa (same as `bill`)', balanceExpiry: 'date the SMS balance is valid until (`balance_expiry`)',
    },
    answer: ACADEMY, errors: ['sorryNotFound'],
  },
  'DELETE /api/controller/academies/delete/:code/:key': {
    summary: 'Delete an academy', spec: true, access: 'controller', params: { ...ANY_CODE, ...KEY },
  },
  'POST /api/controller/academy/update_balances/:code/:key': {
    summary: 'Top up an academy\'s SMS balance', spec: true, access: 'controller', input: ControllerBalanceInput,
    params: { ...ANY_CODE, ...KEY }, body: { smsBalance: 'number the amount (same as `amount`)' },
    answer: ACADEMY,
  },
  'GET /api/controller/users': { summary: 'The controller operators', spec: true, access: 'controller.read', answer: { users: 'object[]! id, email, type, first_name, last_name, sign_url, avatar_url' } },
  'POST /api/controller/register': {
    summary: 'Add a controller operator', spec: true, access: 'controller', input: ControllerOperatorInput, multipart: true, body: OPERATOR_FILES,
    answer: { user: 'object! the new operator' }, errors: ['duplicateNotPossible', 'requireText', 'notConfirmedPassword', 'invalidEmail'],
  },
  'PUT /api/controller/update': {
    summary: 'Update a controller operator (empty password or code: kept)', spec: true, access: 'controller', input: ControllerOperatorUpdateInput, multipart: true, body: OPERATOR_FILES,
    answer: { user: 'object! the operator' }, errors: ['duplicateNotPossible', 'requireText', 'notConfirmedPassword', 'invalidEmail', 'sorryNotFound'],
  },
  'POST /api/controller/operator/delete/:id': {
    summary: 'Delete a controller operator', access: 'controller', params: { id: 'integer! the operator id' }, errors: ['notWorked'],
  },
  'GET /api/controller/academy_users': {
    summary: 'Academy users of every academy', access: 'controller.read', query: { code: 'string only this academy' },
    answer: { users: 'object[]! id, code, email, type, first_name, last_name' },
  },
  'POST /api/controller/delete/:code/:id': {
    summary: 'Delete an academy\'s user', spec: true, access: 'controller', params: { ...ANY_CODE, id: 'integer! the user id' },
  },
  'GET /api/controller/devices': {
    summary: 'Attendance devices of every academy', access: 'controller.read', query: { code: 'string only this academy' },
    answer: { devices: 'object[]! id, code, device_name, device_user, ip_address, port, expiry_date, email' },
  },
  'POST /api/controller/device/save/:code': {
    summary: 'Add or update an academy\'s attendance device', spec: true, access: 'controller', input: AttendanceDeviceInput, params: ANY_CODE,
    answer: { device: 'object! the saved device' }, errors: ['duplicateNotPossible', 'invalidEmail', 'sorryNotFound'],
  },
  'DELETE /api/controller/device/delete/:code/:id': {
    summary: 'Delete an academy\'s attendance device', spec: true, access: 'controller', params: { ...ANY_CODE, id: 'integer! the device id' },
  },
  'POST /api/controller/email/send_code/:email': {
    summary: 'E-mail a one-time code', spec: true, access: 'public', params: { email: 'string! the address' },
    errors: ['invalidEmail', 'tooManyAttempts'],
  },
  'POST /api/controller/email/varify_code/:email': {
    summary: 'Check a one-time code ("varify" is the spec\'s spelling)', spec: true, access: 'public',
    params: { email: 'string! the address' }, body: { otp: 'string! the code received' },
    answer: { verified: 'boolean! true' }, errors: ['incorrectCode', 'invalidEmail', 'tooManyAttempts'],
  },
  'GET /api/controller/academy/audit/:code': {
    summary: 'An academy\'s audit log (every controller change)', access: 'controller.read', params: ANY_CODE,
    answer: { audit: 'object[]! at, operator, action, before, after' },
  },
  'GET /api/controller/operator/audit': {
    summary: 'The audit log of the controller operators', access: 'controller.read', answer: { audit: 'object[]! at, operator, action, before, after' },
  },
  'POST /api/controller/academy/data_entry/:code': {
    summary: 'Import students, staff or other rows from a spreadsheet (.xlsx, .xls, .csv)', spec: true, access: 'controller', multipart: true, params: ANY_CODE,
    description: 'With preview=true the rows are checked and nothing is written. Without good_rows_only a file with any bad row writes nothing. Without kind the header row names it (invalidValue on kind when it names none).',
    body: { file: 'file! the spreadsheet', kind: 'string what the rows are (students, staff, classes, books); absent: from the header row', preview: 'boolean check only', good_rows_only: 'boolean write the good rows, skip the bad' },
    answer: { kind: 'string the kind read', preview: 'object the checked rows and their problems (preview only)', imported: 'integer rows written', skipped: 'integer', errors: 'object[] the bad cells: row (the header is row 1), column, catalogue key, and allowed (the values the column may hold, where it takes one of a list)' },
    errors: ['unsupportedFile', 'fileTooLarge', 'maxNotPossible', 'sorryNotFound'],
  },
  'GET /api/controller/academy/data_entry_template/:kind': {
    summary: 'The data entry template of a kind (.xlsx)', access: 'controller', params: { kind: 'string! students, staff, …' },
    file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
};
