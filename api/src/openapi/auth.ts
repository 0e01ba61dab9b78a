import { AcademyRegisterInput, AcademyUpdateInput, LoginInput, UserRegisterInput, UserUpdateInput } from '../domains/auth/auth.types';
import { VisitorSignInInput } from '../domains/auth/visitor.types';
import type { RouteDocs } from './describe';

const USER_FILES = { sign: 'file signature image (0.5 MB at most)', avatar: 'file avatar image (0.5 MB at most)' };
const ACADEMY_FILES = {
  logo: 'file', calligraphy: 'file', academyPhoto: 'file', studentDefaultPhoto: 'file the photo shown for a student without one',
};
const USER_FORM = {
  userType: 'string the user type (a role: admin, superUser, principal, education, accountant, guardian, …); `type` also works',
  admitNos: 'integer[] a guardian\'s children by admit number (a JSON list or comma separated text in a form); `admit_nos` also works',
};

/** /api/auth: sign-in, the academy and its users (spec doc 1 §7 Auth). */
export const authDocs: RouteDocs = {
  'POST /api/auth/login': {
    summary: 'Sign in as an academy user', spec: true, access: 'public', input: LoginInput,
    description: 'Sets the session cookie `talim_session`; the `token` may be sent as `Authorization: Bearer` instead. Repeated failures are slowed down (tooManyAttempts).',
    answer: { user: 'object! the signed-in user with the academy\'s facts (spec "Logged-in user": id, code, email, type, first_name, …, sms_balance, activation, expiry_date)', token: 'string! the session token' },
    errors: ['invalidEmailOrPassword', 'tooManyAttempts', 'invalidEmail'],
  },
  'GET /api/auth/me': {
    summary: 'The signed-in user', spec: true, access: 'signedIn',
    answer: { user: 'object! the signed-in user (as the login answer), with the permissions and menu groups of its type' },
  },
  'GET /api/auth/logout': {
    summary: 'Sign out (GET as the spec names it; POST is preferred)', spec: true, access: 'public',
    description: 'Clears the session cookie and ends the session. A GET from another site\'s page is refused.',
    errors: ['crossSiteRefused'],
  },
  'POST /api/auth/logout': { summary: 'Sign out', access: 'public', description: 'Clears the session cookie and ends the session.' },
  'POST /api/auth/new_academy': {
    summary: 'Register a new academy and its first user (superUser)', access: 'public', input: AcademyRegisterInput, multipart: true,
    body: ACADEMY_FILES,
    answer: { user: 'object! the new superUser, signed in', token: 'string! the session token' },
    errors: ['duplicateNotPossible', 'requireText', 'notConfirmedPassword', 'invalidEmail', 'checkMobile', 'tooManyAttempts'],
  },
  'PUT /api/auth/academy/update/:code': {
    summary: 'Update the academy\'s information and images', spec: true, access: ['academy.update', 'academy.images'], input: AcademyUpdateInput, multipart: true,
    body: ACADEMY_FILES,
    answer: { academy: 'object! the academy as saved' },
    errors: ['checkMobile'],
  },
  'GET /api/auth/academy/public/:slug': {
    summary: 'The public facts of an academy (its public site)', access: 'public',
    params: { slug: 'string! the academy\'s public address (its e-mail name)' },
    answer: { academy: 'object! slug, name, english_name, address, english_address, academy_type, logo_url, academy_photo_url, online_admission, departments' },
  },
  'POST /api/auth/visitor/login/:slug': {
    summary: 'A visitor signs in on an academy\'s public site with an e-mail (spec doc 2 §7 visitor sign-in; the spec shows no path)', access: 'public',
    params: { slug: 'string! the academy\'s public address' }, input: VisitorSignInInput,
    description: 'Sets the cookie `talim_visitor`; the `token` may be sent as `Authorization: Bearer` instead. A visitor is no academy user: every office call stays loginError. '
      + 'Online applications sent while signed in are the visitor\'s (GET visitor/applications). Limited per address with the online admissions (tooManyAttempts).',
    answer: { user: 'object! id, code, email, type (visitor), name (the academy\'s), slug', token: 'string! the visitor session token' },
    errors: ['invalidEmailOrPassword', 'sorryNotFound', 'tooManyAttempts'],
  },
  'GET /api/auth/visitor/me/:slug': {
    summary: 'The visitor signed in on this academy\'s site (null when none, or signed in on another academy\'s)', access: 'public',
    params: { slug: 'string! the academy\'s public address' }, answer: { user: 'object id, code, email, type, name, slug; null when not signed in here' },
  },
  'POST /api/auth/visitor/logout': { summary: 'Ends the visitor\'s session (every earlier token of theirs too)', access: 'public' },
  'GET /api/auth/visitor/applications/:slug': {
    summary: 'The signed-in visitor\'s online applications to this academy, newest first', access: 'public',
    params: { slug: 'string! the academy\'s public address' },
    description: 'Needs the visitor\'s session on this academy\'s site: none is loginError, a visitor of another academy authorRequired.',
    answer: { applications: 'object[]! form_no, name, choosing_class, date, status (pending, admitted, admissionNotPossible), admit_no, admitted_class' },
    errors: ['loginError', 'authorRequired', 'sorryNotFound'],
  },
  'GET /api/auth/users/:code': {
    summary: 'The academy\'s users', spec: true, access: 'user.read',
    answer: { users: 'object[]! id, email, type, first_name, last_name, mobile, avatar_url, sign_url; a guardian\'s also admit_nos' },
  },
  'GET /api/auth/children/:code': {
    summary: 'The signed-in guardian\'s children', access: 'guardian.read',
    answer: { children: 'object[]! admit_no, name, class and group of each linked child' },
  },
  'POST /api/auth/register/:code': {
    summary: 'Add a user to the academy', spec: true, access: 'user.manage', input: UserRegisterInput, multipart: true,
    body: { ...USER_FORM, ...USER_FILES },
    answer: { user: 'object! the new user' },
    errors: ['duplicateNotPossible', 'requireText', 'notConfirmedPassword', 'invalidEmail', 'checkMobile', 'sorryNotFound'],
  },
  'PUT /api/auth/update/:code': {
    summary: 'Update a user (a user may update itself; others need user.manage)', spec: true, access: ['signedIn', 'user.manage'], input: UserUpdateInput, multipart: true,
    body: { ...USER_FORM, ...USER_FILES },
    answer: { user: 'object! the user as saved' },
    errors: ['duplicateNotPossible', 'requireText', 'notConfirmedPassword', 'strongPassword', 'invalidEmail', 'checkMobile', 'sorryNotFound'],
  },
  'POST /api/auth/delete/:code/:id': {
    summary: 'Delete a user', spec: true, access: 'user.manage',
    params: { id: 'integer! the user id' },
    errors: ['sorryNotFound', 'notWorked'],
  },
};
