/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AcademyRegisterInput = {
  academyType: string;
  acceptTerms: boolean;
  address: string;
  /** ISO 3166 two-letter country code. */
  country: string;
  cpassword: string;
  email: string;
  englishAddress: string;
  englishName: string;
  language: string;
  /** At most two numbers, comma separated, under 30 characters. */
  mobile: string;
  name: string;
  numberOfStudents: number;
  password: string;
};

export type AcademyUpdateInput = {
  academyType: string;
  address: string;
  /** ISO 3166 two-letter country code. */
  country: string;
  englishAddress: string;
  englishName: string;
  language: string;
  /** At most two numbers, comma separated, under 30 characters. */
  mobile: string;
  name: string;
};

export type BookSlotInput = {
  isOptional: boolean;
  name: string;
  slot: number;
};

/** A class row; with an id it updates that row, without one it adds a row. */
export type ClassInput = {
  books: Array<BookSlotInput>;
  className: string;
  department: string;
  groupName?: string;
  id?: number | null | undefined;
};

export type ControllerLoginInput = {
  code: string;
  email: string;
  password: string;
};

export type FeeRuleInput = {
  /** Taka, at most two decimals. */
  amount?: number | null | undefined;
  classes?: Array<string> | null | undefined;
  fund?: string | null | undefined;
  groups?: Array<string> | null | undefined;
  title?: string | null | undefined;
};

export type LoginInput = {
  email: string;
  password: string;
};

/** Only the fields given change. */
export type SettingsInput = {
  admissionSms?: boolean | null | undefined;
  admissionSmsText?: string | null | undefined;
  /** At most 50, each at most 500 characters; empty ones are dropped. */
  draftMessages?: Array<string> | null | undefined;
  notice?: boolean | null | undefined;
  officiants?: boolean | null | undefined;
  onlineAdmission?: boolean | null | undefined;
  receiptSms?: boolean | null | undefined;
  receiptSmsText?: string | null | undefined;
  result?: boolean | null | undefined;
};

export type StudentFeeInput = {
  amount: number;
  title: string;
};

export type StudentFilter = {
  className?: string | null | undefined;
  condition?: string | null | undefined;
  groupName?: string | null | undefined;
};

export type StudentInput = {
  /** none: a pending application */
  admitNo?: number | null | undefined;
  approval?: string;
  approvedClass?: string;
  /** give the next admit number (highest + 1), safely under concurrency */
  assignAdmitNo?: boolean | null | undefined;
  average?: number | null | undefined;
  /** YYYY-MM-DD */
  birthDate: string;
  book1?: string;
  book2?: string;
  category: string;
  choosingClass?: string;
  department: string;
  district: string;
  /** the code of a user of type education */
  eduSecSign?: string | null | undefined;
  examiner?: string;
  /** the examiner's code */
  examinerSign?: string | null | undefined;
  fatherJob: string;
  fatherName: string;
  fees?: Array<StudentFeeInput> | null | undefined;
  /** default: the highest form number + 1 */
  formNo?: number | null | undefined;
  groupName?: string;
  guardian2?: string;
  guardianMobile: string;
  /** present: edit that student; absent: a new form */
  id?: number | null | undefined;
  inspectorComment?: string;
  /** the inspector's code (a user's password) */
  inspectorSign?: string | null | undefined;
  motherName?: string;
  name: string;
  newOld: string;
  number1?: number | null | undefined;
  number2?: number | null | undefined;
  postOffice: string;
  preAcademy?: string;
  preClass?: string;
  /** the code of a user of type principal */
  principalSign?: string | null | undefined;
  relationWithGuardian: string;
  residenceType: string;
  subDistrict: string;
  village: string;
};

export type UserRegisterInput = {
  cpassword: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  /** Only admin or superUser choose it; others register general users. */
  type?: string | null | undefined;
};

export type UserUpdateInput = {
  cpassword?: string | null | undefined;
  firstName: string;
  id: number;
  lastName: string;
  /** Leave empty to keep the password. */
  password?: string | null | undefined;
  type?: string | null | undefined;
};

export type MeFieldsFragment = { id: number, code: string, email: string, type: string, firstName: string, lastName: string, avatarUrl: string, signUrl: string, permissions: Array<string>, menuGroups: Array<string>, academy: { code: string, slug: string, name: string, englishName: string, address: string, englishAddress: string, country: string, mobile: string, academyType: string, numberOfStudents: number, email: string, language: string, logoUrl: string, calligraphyUrl: string, academyPhotoUrl: string, studentDefaultPhotoUrl: string, activation: boolean, expiryDate: string, status: string } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: number, code: string, email: string, type: string, firstName: string, lastName: string, avatarUrl: string, signUrl: string, permissions: Array<string>, menuGroups: Array<string>, academy: { code: string, slug: string, name: string, englishName: string, address: string, englishAddress: string, country: string, mobile: string, academyType: string, numberOfStudents: number, email: string, language: string, logoUrl: string, calligraphyUrl: string, academyPhotoUrl: string, studentDefaultPhotoUrl: string, activation: boolean, expiryDate: string, status: string } } | null };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { user: { id: number, code: string, email: string, type: string, firstName: string, lastName: string, avatarUrl: string, signUrl: string, permissions: Array<string>, menuGroups: Array<string>, academy: { code: string, slug: string, name: string, englishName: string, address: string, englishAddress: string, country: string, mobile: string, academyType: string, numberOfStudents: number, email: string, language: string, logoUrl: string, calligraphyUrl: string, academyPhotoUrl: string, studentDefaultPhotoUrl: string, activation: boolean, expiryDate: string, status: string } } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type FeeRuleFieldsFragment = { id: number, fund: string, title: string, amount: number, classes: Array<string>, groups: Array<string> };

export type FeeRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type FeeRulesQuery = { feeRules: Array<{ id: number, fund: string, title: string, amount: number, classes: Array<string>, groups: Array<string> }> };

export type FeeRuleClassesQueryVariables = Exact<{ [key: string]: never; }>;


export type FeeRuleClassesQuery = { classes: Array<{ id: number, className: string, groupName: string }> };

export type SaveFeeRulesMutationVariables = Exact<{
  rules: Array<FeeRuleInput> | FeeRuleInput;
}>;


export type SaveFeeRulesMutation = { saveFeeRules: Array<{ id: number, fund: string, title: string, amount: number, classes: Array<string>, groups: Array<string> }> };

export type DeleteFeeRuleMutationVariables = Exact<{
  id: number;
}>;


export type DeleteFeeRuleMutation = { deleteFeeRule: boolean };

export type AdmissionStudentQueryVariables = Exact<{
  id: number;
}>;


export type AdmissionStudentQuery = { student: { id: number, formNo: number, admitNo: number | null, pending: boolean, newOld: string, department: string, residence: string, category: string, name: string, fatherName: string, motherName: string, fatherJob: string, village: string, postOffice: string, subDistrict: string, district: string, birthDate: string, age: number, guardianMobile: string, guardianRelation: string, guardian2: string, preAcademy: string, preClass: string, choosingClass: string, admittedClass: string, groupName: string, inspectorComment: string, examiner: string, book1: string, number1: number | null, average: number | null, book2: string, number2: number | null, approval: string, inspectorSign: string, examinerSign: string, eduSecSign: string, principalSign: string, photoUrl: string, condition: string, reportStage: string, date: string, source: string, fees: Array<{ title: string, amount: number }> } };

export type AdmissionNumbersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdmissionNumbersQuery = { admissionNumbers: { formNo: number, admitNo: number } };

export type AdmissionFeesQueryVariables = Exact<{
  className: string;
  groupName: string;
}>;


export type AdmissionFeesQuery = { admissionFees: Array<{ title: string, amount: number }> };

export type SaveStudentMutationVariables = Exact<{
  input: StudentInput;
  photo?: File | null | undefined;
}>;


export type SaveStudentMutation = { saveStudent: { id: number, formNo: number, admitNo: number | null, pending: boolean, newOld: string, department: string, residence: string, category: string, name: string, fatherName: string, motherName: string, fatherJob: string, village: string, postOffice: string, subDistrict: string, district: string, birthDate: string, age: number, guardianMobile: string, guardianRelation: string, guardian2: string, preAcademy: string, preClass: string, choosingClass: string, admittedClass: string, groupName: string, inspectorComment: string, examiner: string, book1: string, number1: number | null, average: number | null, book2: string, number2: number | null, approval: string, inspectorSign: string, examinerSign: string, eduSecSign: string, principalSign: string, photoUrl: string, condition: string, reportStage: string, date: string, source: string, fees: Array<{ title: string, amount: number }> } };

export type ApplyOnlineMutationVariables = Exact<{
  slug: string;
  input: StudentInput;
  photo?: File | null | undefined;
}>;


export type ApplyOnlineMutation = { applyOnline: number };

export type StudentFieldsFragment = { id: number, formNo: number, admitNo: number | null, pending: boolean, newOld: string, department: string, residence: string, category: string, name: string, fatherName: string, motherName: string, fatherJob: string, village: string, postOffice: string, subDistrict: string, district: string, birthDate: string, age: number, guardianMobile: string, guardianRelation: string, guardian2: string, preAcademy: string, preClass: string, choosingClass: string, admittedClass: string, groupName: string, inspectorComment: string, examiner: string, book1: string, number1: number | null, average: number | null, book2: string, number2: number | null, approval: string, inspectorSign: string, examinerSign: string, eduSecSign: string, principalSign: string, photoUrl: string, condition: string, reportStage: string, date: string, source: string, fees: Array<{ title: string, amount: number }> };

export type StudentsQueryVariables = Exact<{
  filter?: StudentFilter | null | undefined;
}>;


export type StudentsQuery = { students: Array<{ id: number, formNo: number, admitNo: number | null, pending: boolean, newOld: string, department: string, residence: string, category: string, name: string, fatherName: string, motherName: string, fatherJob: string, village: string, postOffice: string, subDistrict: string, district: string, birthDate: string, age: number, guardianMobile: string, guardianRelation: string, guardian2: string, preAcademy: string, preClass: string, choosingClass: string, admittedClass: string, groupName: string, inspectorComment: string, examiner: string, book1: string, number1: number | null, average: number | null, book2: string, number2: number | null, approval: string, inspectorSign: string, examinerSign: string, eduSecSign: string, principalSign: string, photoUrl: string, condition: string, reportStage: string, date: string, source: string, fees: Array<{ title: string, amount: number }> }> };

export type PendingApplicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingApplicationsQuery = { pendingApplications: Array<{ id: number, formNo: number, admitNo: number | null, pending: boolean, newOld: string, department: string, residence: string, category: string, name: string, fatherName: string, motherName: string, fatherJob: string, village: string, postOffice: string, subDistrict: string, district: string, birthDate: string, age: number, guardianMobile: string, guardianRelation: string, guardian2: string, preAcademy: string, preClass: string, choosingClass: string, admittedClass: string, groupName: string, inspectorComment: string, examiner: string, book1: string, number1: number | null, average: number | null, book2: string, number2: number | null, approval: string, inspectorSign: string, examinerSign: string, eduSecSign: string, principalSign: string, photoUrl: string, condition: string, reportStage: string, date: string, source: string, fees: Array<{ title: string, amount: number }> }> };

export type SetStudentConditionMutationVariables = Exact<{
  id: number;
  condition: string;
}>;


export type SetStudentConditionMutation = { setStudentCondition: { id: number, formNo: number, admitNo: number | null, pending: boolean, newOld: string, department: string, residence: string, category: string, name: string, fatherName: string, motherName: string, fatherJob: string, village: string, postOffice: string, subDistrict: string, district: string, birthDate: string, age: number, guardianMobile: string, guardianRelation: string, guardian2: string, preAcademy: string, preClass: string, choosingClass: string, admittedClass: string, groupName: string, inspectorComment: string, examiner: string, book1: string, number1: number | null, average: number | null, book2: string, number2: number | null, approval: string, inspectorSign: string, examinerSign: string, eduSecSign: string, principalSign: string, photoUrl: string, condition: string, reportStage: string, date: string, source: string, fees: Array<{ title: string, amount: number }> } };

export type DeleteStudentsMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type DeleteStudentsMutation = { deleteStudents: number };

export type RegisterAcademyMutationVariables = Exact<{
  input: AcademyRegisterInput;
  logo?: File | null | undefined;
  calligraphy?: File | null | undefined;
  academyPhoto?: File | null | undefined;
  studentDefaultPhoto?: File | null | undefined;
}>;


export type RegisterAcademyMutation = { registerAcademy: { user: { id: number, code: string, email: string, type: string, firstName: string, lastName: string, avatarUrl: string, signUrl: string, permissions: Array<string>, menuGroups: Array<string>, academy: { code: string, slug: string, name: string, englishName: string, address: string, englishAddress: string, country: string, mobile: string, academyType: string, numberOfStudents: number, email: string, language: string, logoUrl: string, calligraphyUrl: string, academyPhotoUrl: string, studentDefaultPhotoUrl: string, activation: boolean, expiryDate: string, status: string } } } };

export type UpdateAcademyMutationVariables = Exact<{
  input: AcademyUpdateInput;
  logo?: File | null | undefined;
  calligraphy?: File | null | undefined;
  academyPhoto?: File | null | undefined;
  studentDefaultPhoto?: File | null | undefined;
}>;


export type UpdateAcademyMutation = { updateAcademy: { code: string, name: string } };

export type ControllerMeQueryVariables = Exact<{ [key: string]: never; }>;


export type ControllerMeQuery = { controllerMe: { id: number, email: string, type: string, firstName: string, lastName: string } | null };

export type ControllerOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type ControllerOverviewQuery = { controllerOverview: { academies: number, active: number, notActivated: number, expired: number, users: number } };

export type ControllerLoginMutationVariables = Exact<{
  input: ControllerLoginInput;
}>;


export type ControllerLoginMutation = { controllerLogin: { user: { id: number, email: string, type: string, firstName: string, lastName: string } } };

export type ControllerLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type ControllerLogoutMutation = { controllerLogout: boolean };

export type ClassRowFieldsFragment = { id: number, department: string, className: string, groupName: string, books: Array<{ slot: number, name: string, isOptional: boolean }> };

export type ClassesQueryVariables = Exact<{ [key: string]: never; }>;


export type ClassesQuery = { classes: Array<{ id: number, department: string, className: string, groupName: string, books: Array<{ slot: number, name: string, isOptional: boolean }> }> };

export type SaveClassMutationVariables = Exact<{
  input: ClassInput;
}>;


export type SaveClassMutation = { saveClass: { id: number, department: string, className: string, groupName: string, books: Array<{ slot: number, name: string, isOptional: boolean }> } };

export type DeleteClassMutationVariables = Exact<{
  id: number;
}>;


export type DeleteClassMutation = { deleteClass: boolean };

export type SmsBalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type SmsBalanceQuery = { smsBalance: { balance: number, balancePaisa: number, messages: number, balanceExpiry: string, valid: boolean } };

export type SmsOutboxQueryVariables = Exact<{
  page: number;
  limit: number;
}>;


export type SmsOutboxQuery = { smsOutbox: { total: number, items: Array<{ id: number, kind: string, receiver: string, body: string, parts: number, cost: number, status: string, error: string, createdAt: string }> } };

export type PublicAcademyQueryVariables = Exact<{
  slug: string;
}>;


export type PublicAcademyQuery = { publicAcademy: { slug: string, name: string, englishName: string, address: string, englishAddress: string, academyType: string, logoUrl: string, academyPhotoUrl: string, onlineAdmission: boolean, departments: Array<string> } | null };

export type SettingsFieldsFragment = { admissionSms: boolean, onlineAdmission: boolean, result: boolean, notice: boolean, receiptSms: boolean, officiants: boolean, draftMessages: Array<string>, admissionSmsText: string, receiptSmsText: string };

export type SettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsQuery = { settings: { admissionSms: boolean, onlineAdmission: boolean, result: boolean, notice: boolean, receiptSms: boolean, officiants: boolean, draftMessages: Array<string>, admissionSmsText: string, receiptSmsText: string } };

export type UpdateSettingsMutationVariables = Exact<{
  input: SettingsInput;
}>;


export type UpdateSettingsMutation = { updateSettings: { admissionSms: boolean, onlineAdmission: boolean, result: boolean, notice: boolean, receiptSms: boolean, officiants: boolean, draftMessages: Array<string>, admissionSmsText: string, receiptSmsText: string } };

export type UserFieldsFragment = { id: number, code: string, email: string, type: string, firstName: string, lastName: string, signUrl: string, avatarUrl: string };

export type UsersQueryVariables = Exact<{ [key: string]: never; }>;


export type UsersQuery = { users: Array<{ id: number, code: string, email: string, type: string, firstName: string, lastName: string, signUrl: string, avatarUrl: string }> };

export type RegisterUserMutationVariables = Exact<{
  input: UserRegisterInput;
  sign?: File | null | undefined;
  avatar?: File | null | undefined;
}>;


export type RegisterUserMutation = { registerUser: { id: number, code: string, email: string, type: string, firstName: string, lastName: string, signUrl: string, avatarUrl: string } };

export type UpdateUserMutationVariables = Exact<{
  input: UserUpdateInput;
  sign?: File | null | undefined;
  avatar?: File | null | undefined;
}>;


export type UpdateUserMutation = { updateUser: { id: number, code: string, email: string, type: string, firstName: string, lastName: string, signUrl: string, avatarUrl: string } };

export type DeleteUserMutationVariables = Exact<{
  id: number;
}>;


export type DeleteUserMutation = { deleteUser: boolean };

export const MeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"signUrl"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"menuGroups"}},{"kind":"Field","name":{"kind":"Name","value":"academy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"englishName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"englishAddress"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"academyType"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfStudents"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"calligraphyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"academyPhotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"studentDefaultPhotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"activation"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<MeFieldsFragment, unknown>;
export const FeeRuleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeRuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fund"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"classes"}},{"kind":"Field","name":{"kind":"Name","value":"groups"}}]}}]} as unknown as DocumentNode<FeeRuleFieldsFragment, unknown>;
export const StudentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formNo"}},{"kind":"Field","name":{"kind":"Name","value":"admitNo"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"newOld"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"residence"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"fatherJob"}},{"kind":"Field","name":{"kind":"Name","value":"village"}},{"kind":"Field","name":{"kind":"Name","value":"postOffice"}},{"kind":"Field","name":{"kind":"Name","value":"subDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"guardianMobile"}},{"kind":"Field","name":{"kind":"Name","value":"guardianRelation"}},{"kind":"Field","name":{"kind":"Name","value":"guardian2"}},{"kind":"Field","name":{"kind":"Name","value":"preAcademy"}},{"kind":"Field","name":{"kind":"Name","value":"preClass"}},{"kind":"Field","name":{"kind":"Name","value":"choosingClass"}},{"kind":"Field","name":{"kind":"Name","value":"admittedClass"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"inspectorComment"}},{"kind":"Field","name":{"kind":"Name","value":"examiner"}},{"kind":"Field","name":{"kind":"Name","value":"book1"}},{"kind":"Field","name":{"kind":"Name","value":"number1"}},{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"book2"}},{"kind":"Field","name":{"kind":"Name","value":"number2"}},{"kind":"Field","name":{"kind":"Name","value":"approval"}},{"kind":"Field","name":{"kind":"Name","value":"inspectorSign"}},{"kind":"Field","name":{"kind":"Name","value":"examinerSign"}},{"kind":"Field","name":{"kind":"Name","value":"eduSecSign"}},{"kind":"Field","name":{"kind":"Name","value":"principalSign"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"reportStage"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<StudentFieldsFragment, unknown>;
export const ClassRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"books"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isOptional"}}]}}]}}]} as unknown as DocumentNode<ClassRowFieldsFragment, unknown>;
export const SettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Settings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admissionSms"}},{"kind":"Field","name":{"kind":"Name","value":"onlineAdmission"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}},{"kind":"Field","name":{"kind":"Name","value":"receiptSms"}},{"kind":"Field","name":{"kind":"Name","value":"officiants"}},{"kind":"Field","name":{"kind":"Name","value":"draftMessages"}},{"kind":"Field","name":{"kind":"Name","value":"admissionSmsText"}},{"kind":"Field","name":{"kind":"Name","value":"receiptSmsText"}}]}}]} as unknown as DocumentNode<SettingsFieldsFragment, unknown>;
export const UserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"signUrl"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]} as unknown as DocumentNode<UserFieldsFragment, unknown>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"signUrl"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"menuGroups"}},{"kind":"Field","name":{"kind":"Name","value":"academy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"englishName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"englishAddress"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"academyType"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfStudents"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"calligraphyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"academyPhotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"studentDefaultPhotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"activation"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"signUrl"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"menuGroups"}},{"kind":"Field","name":{"kind":"Name","value":"academy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"englishName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"englishAddress"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"academyType"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfStudents"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"calligraphyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"academyPhotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"studentDefaultPhotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"activation"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const FeeRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeeRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feeRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeeRuleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeRuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fund"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"classes"}},{"kind":"Field","name":{"kind":"Name","value":"groups"}}]}}]} as unknown as DocumentNode<FeeRulesQuery, FeeRulesQueryVariables>;
export const FeeRuleClassesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeeRuleClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}}]}}]}}]} as unknown as DocumentNode<FeeRuleClassesQuery, FeeRuleClassesQueryVariables>;
export const SaveFeeRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveFeeRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rules"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeeRuleInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveFeeRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rules"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rules"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeeRuleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeRuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fund"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"classes"}},{"kind":"Field","name":{"kind":"Name","value":"groups"}}]}}]} as unknown as DocumentNode<SaveFeeRulesMutation, SaveFeeRulesMutationVariables>;
export const DeleteFeeRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFeeRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFeeRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteFeeRuleMutation, DeleteFeeRuleMutationVariables>;
export const AdmissionStudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdmissionStudent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formNo"}},{"kind":"Field","name":{"kind":"Name","value":"admitNo"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"newOld"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"residence"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"fatherJob"}},{"kind":"Field","name":{"kind":"Name","value":"village"}},{"kind":"Field","name":{"kind":"Name","value":"postOffice"}},{"kind":"Field","name":{"kind":"Name","value":"subDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"guardianMobile"}},{"kind":"Field","name":{"kind":"Name","value":"guardianRelation"}},{"kind":"Field","name":{"kind":"Name","value":"guardian2"}},{"kind":"Field","name":{"kind":"Name","value":"preAcademy"}},{"kind":"Field","name":{"kind":"Name","value":"preClass"}},{"kind":"Field","name":{"kind":"Name","value":"choosingClass"}},{"kind":"Field","name":{"kind":"Name","value":"admittedClass"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"inspectorComment"}},{"kind":"Field","name":{"kind":"Name","value":"examiner"}},{"kind":"Field","name":{"kind":"Name","value":"book1"}},{"kind":"Field","name":{"kind":"Name","value":"number1"}},{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"book2"}},{"kind":"Field","name":{"kind":"Name","value":"number2"}},{"kind":"Field","name":{"kind":"Name","value":"approval"}},{"kind":"Field","name":{"kind":"Name","value":"inspectorSign"}},{"kind":"Field","name":{"kind":"Name","value":"examinerSign"}},{"kind":"Field","name":{"kind":"Name","value":"eduSecSign"}},{"kind":"Field","name":{"kind":"Name","value":"principalSign"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"reportStage"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<AdmissionStudentQuery, AdmissionStudentQueryVariables>;
export const AdmissionNumbersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdmissionNumbers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admissionNumbers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formNo"}},{"kind":"Field","name":{"kind":"Name","value":"admitNo"}}]}}]}}]} as unknown as DocumentNode<AdmissionNumbersQuery, AdmissionNumbersQueryVariables>;
export const AdmissionFeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdmissionFees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"className"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admissionFees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"className"},"value":{"kind":"Variable","name":{"kind":"Name","value":"className"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<AdmissionFeesQuery, AdmissionFeesQueryVariables>;
export const SaveStudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveStudent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"photo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveStudent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"photo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"photo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formNo"}},{"kind":"Field","name":{"kind":"Name","value":"admitNo"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"newOld"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"residence"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"fatherJob"}},{"kind":"Field","name":{"kind":"Name","value":"village"}},{"kind":"Field","name":{"kind":"Name","value":"postOffice"}},{"kind":"Field","name":{"kind":"Name","value":"subDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"guardianMobile"}},{"kind":"Field","name":{"kind":"Name","value":"guardianRelation"}},{"kind":"Field","name":{"kind":"Name","value":"guardian2"}},{"kind":"Field","name":{"kind":"Name","value":"preAcademy"}},{"kind":"Field","name":{"kind":"Name","value":"preClass"}},{"kind":"Field","name":{"kind":"Name","value":"choosingClass"}},{"kind":"Field","name":{"kind":"Name","value":"admittedClass"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"inspectorComment"}},{"kind":"Field","name":{"kind":"Name","value":"examiner"}},{"kind":"Field","name":{"kind":"Name","value":"book1"}},{"kind":"Field","name":{"kind":"Name","value":"number1"}},{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"book2"}},{"kind":"Field","name":{"kind":"Name","value":"number2"}},{"kind":"Field","name":{"kind":"Name","value":"approval"}},{"kind":"Field","name":{"kind":"Name","value":"inspectorSign"}},{"kind":"Field","name":{"kind":"Name","value":"examinerSign"}},{"kind":"Field","name":{"kind":"Name","value":"eduSecSign"}},{"kind":"Field","name":{"kind":"Name","value":"principalSign"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"reportStage"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<SaveStudentMutation, SaveStudentMutationVariables>;
export const ApplyOnlineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyOnline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"photo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyOnline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"photo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"photo"}}}]}]}}]} as unknown as DocumentNode<ApplyOnlineMutation, ApplyOnlineMutationVariables>;
export const StudentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Students"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"students"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formNo"}},{"kind":"Field","name":{"kind":"Name","value":"admitNo"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"newOld"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"residence"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"fatherJob"}},{"kind":"Field","name":{"kind":"Name","value":"village"}},{"kind":"Field","name":{"kind":"Name","value":"postOffice"}},{"kind":"Field","name":{"kind":"Name","value":"subDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"guardianMobile"}},{"kind":"Field","name":{"kind":"Name","value":"guardianRelation"}},{"kind":"Field","name":{"kind":"Name","value":"guardian2"}},{"kind":"Field","name":{"kind":"Name","value":"preAcademy"}},{"kind":"Field","name":{"kind":"Name","value":"preClass"}},{"kind":"Field","name":{"kind":"Name","value":"choosingClass"}},{"kind":"Field","name":{"kind":"Name","value":"admittedClass"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"inspectorComment"}},{"kind":"Field","name":{"kind":"Name","value":"examiner"}},{"kind":"Field","name":{"kind":"Name","value":"book1"}},{"kind":"Field","name":{"kind":"Name","value":"number1"}},{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"book2"}},{"kind":"Field","name":{"kind":"Name","value":"number2"}},{"kind":"Field","name":{"kind":"Name","value":"approval"}},{"kind":"Field","name":{"kind":"Name","value":"inspectorSign"}},{"kind":"Field","name":{"kind":"Name","value":"examinerSign"}},{"kind":"Field","name":{"kind":"Name","value":"eduSecSign"}},{"kind":"Field","name":{"kind":"Name","value":"principalSign"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"reportStage"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<StudentsQuery, StudentsQueryVariables>;
export const PendingApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formNo"}},{"kind":"Field","name":{"kind":"Name","value":"admitNo"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"newOld"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"residence"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"fatherJob"}},{"kind":"Field","name":{"kind":"Name","value":"village"}},{"kind":"Field","name":{"kind":"Name","value":"postOffice"}},{"kind":"Field","name":{"kind":"Name","value":"subDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"guardianMobile"}},{"kind":"Field","name":{"kind":"Name","value":"guardianRelation"}},{"kind":"Field","name":{"kind":"Name","value":"guardian2"}},{"kind":"Field","name":{"kind":"Name","value":"preAcademy"}},{"kind":"Field","name":{"kind":"Name","value":"preClass"}},{"kind":"Field","name":{"kind":"Name","value":"choosingClass"}},{"kind":"Field","name":{"kind":"Name","value":"admittedClass"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"inspectorComment"}},{"kind":"Field","name":{"kind":"Name","value":"examiner"}},{"kind":"Field","name":{"kind":"Name","value":"book1"}},{"kind":"Field","name":{"kind":"Name","value":"number1"}},{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"book2"}},{"kind":"Field","name":{"kind":"Name","value":"number2"}},{"kind":"Field","name":{"kind":"Name","value":"approval"}},{"kind":"Field","name":{"kind":"Name","value":"inspectorSign"}},{"kind":"Field","name":{"kind":"Name","value":"examinerSign"}},{"kind":"Field","name":{"kind":"Name","value":"eduSecSign"}},{"kind":"Field","name":{"kind":"Name","value":"principalSign"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"reportStage"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<PendingApplicationsQuery, PendingApplicationsQueryVariables>;
export const SetStudentConditionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetStudentCondition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"condition"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setStudentCondition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"Variable","name":{"kind":"Name","value":"condition"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formNo"}},{"kind":"Field","name":{"kind":"Name","value":"admitNo"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"newOld"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"residence"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"fatherJob"}},{"kind":"Field","name":{"kind":"Name","value":"village"}},{"kind":"Field","name":{"kind":"Name","value":"postOffice"}},{"kind":"Field","name":{"kind":"Name","value":"subDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"guardianMobile"}},{"kind":"Field","name":{"kind":"Name","value":"guardianRelation"}},{"kind":"Field","name":{"kind":"Name","value":"guardian2"}},{"kind":"Field","name":{"kind":"Name","value":"preAcademy"}},{"kind":"Field","name":{"kind":"Name","value":"preClass"}},{"kind":"Field","name":{"kind":"Name","value":"choosingClass"}},{"kind":"Field","name":{"kind":"Name","value":"admittedClass"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"inspectorComment"}},{"kind":"Field","name":{"kind":"Name","value":"examiner"}},{"kind":"Field","name":{"kind":"Name","value":"book1"}},{"kind":"Field","name":{"kind":"Name","value":"number1"}},{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"book2"}},{"kind":"Field","name":{"kind":"Name","value":"number2"}},{"kind":"Field","name":{"kind":"Name","value":"approval"}},{"kind":"Field","name":{"kind":"Name","value":"inspectorSign"}},{"kind":"Field","name":{"kind":"Name","value":"examinerSign"}},{"kind":"Field","name":{"kind":"Name","value":"eduSecSign"}},{"kind":"Field","name":{"kind":"Name","value":"principalSign"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"reportStage"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<SetStudentConditionMutation, SetStudentConditionMutationVariables>;
export const DeleteStudentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteStudents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStudents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteStudentsMutation, DeleteStudentsMutationVariables>;
export const RegisterAcademyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterAcademy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcademyRegisterInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"calligraphy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"academyPhoto"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentDefaultPhoto"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerAcademy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"logo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logo"}}},{"kind":"Argument","name":{"kind":"Name","value":"calligraphy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"calligraphy"}}},{"kind":"Argument","name":{"kind":"Name","value":"academyPhoto"},"value":{"kind":"Variable","name":{"kind":"Name","value":"academyPhoto"}}},{"kind":"Argument","name":{"kind":"Name","value":"studentDefaultPhoto"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentDefaultPhoto"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"signUrl"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"menuGroups"}},{"kind":"Field","name":{"kind":"Name","value":"academy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"englishName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"englishAddress"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"academyType"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfStudents"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"calligraphyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"academyPhotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"studentDefaultPhotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"activation"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RegisterAcademyMutation, RegisterAcademyMutationVariables>;
export const UpdateAcademyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAcademy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcademyUpdateInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"calligraphy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"academyPhoto"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentDefaultPhoto"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAcademy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"logo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logo"}}},{"kind":"Argument","name":{"kind":"Name","value":"calligraphy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"calligraphy"}}},{"kind":"Argument","name":{"kind":"Name","value":"academyPhoto"},"value":{"kind":"Variable","name":{"kind":"Name","value":"academyPhoto"}}},{"kind":"Argument","name":{"kind":"Name","value":"studentDefaultPhoto"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentDefaultPhoto"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateAcademyMutation, UpdateAcademyMutationVariables>;
export const ControllerMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ControllerMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"controllerMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<ControllerMeQuery, ControllerMeQueryVariables>;
export const ControllerOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ControllerOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"controllerOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"academies"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"notActivated"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"users"}}]}}]}}]} as unknown as DocumentNode<ControllerOverviewQuery, ControllerOverviewQueryVariables>;
export const ControllerLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ControllerLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ControllerLoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"controllerLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]} as unknown as DocumentNode<ControllerLoginMutation, ControllerLoginMutationVariables>;
export const ControllerLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ControllerLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"controllerLogout"}}]}}]} as unknown as DocumentNode<ControllerLogoutMutation, ControllerLogoutMutationVariables>;
export const ClassesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"books"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isOptional"}}]}}]}}]} as unknown as DocumentNode<ClassesQuery, ClassesQueryVariables>;
export const SaveClassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveClass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveClass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"books"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isOptional"}}]}}]}}]} as unknown as DocumentNode<SaveClassMutation, SaveClassMutationVariables>;
export const DeleteClassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteClass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteClass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteClassMutation, DeleteClassMutationVariables>;
export const SmsBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SmsBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smsBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"balancePaisa"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}},{"kind":"Field","name":{"kind":"Name","value":"balanceExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}}]}}]}}]} as unknown as DocumentNode<SmsBalanceQuery, SmsBalanceQueryVariables>;
export const SmsOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SmsOutbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smsOutbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"receiver"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"parts"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<SmsOutboxQuery, SmsOutboxQueryVariables>;
export const PublicAcademyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicAcademy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicAcademy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"englishName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"englishAddress"}},{"kind":"Field","name":{"kind":"Name","value":"academyType"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"academyPhotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"onlineAdmission"}},{"kind":"Field","name":{"kind":"Name","value":"departments"}}]}}]}}]} as unknown as DocumentNode<PublicAcademyQuery, PublicAcademyQueryVariables>;
export const SettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Settings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admissionSms"}},{"kind":"Field","name":{"kind":"Name","value":"onlineAdmission"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}},{"kind":"Field","name":{"kind":"Name","value":"receiptSms"}},{"kind":"Field","name":{"kind":"Name","value":"officiants"}},{"kind":"Field","name":{"kind":"Name","value":"draftMessages"}},{"kind":"Field","name":{"kind":"Name","value":"admissionSmsText"}},{"kind":"Field","name":{"kind":"Name","value":"receiptSmsText"}}]}}]} as unknown as DocumentNode<SettingsQuery, SettingsQueryVariables>;
export const UpdateSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Settings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admissionSms"}},{"kind":"Field","name":{"kind":"Name","value":"onlineAdmission"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}},{"kind":"Field","name":{"kind":"Name","value":"receiptSms"}},{"kind":"Field","name":{"kind":"Name","value":"officiants"}},{"kind":"Field","name":{"kind":"Name","value":"draftMessages"}},{"kind":"Field","name":{"kind":"Name","value":"admissionSmsText"}},{"kind":"Field","name":{"kind":"Name","value":"receiptSmsText"}}]}}]} as unknown as DocumentNode<UpdateSettingsMutation, UpdateSettingsMutationVariables>;
export const UsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"signUrl"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]} as unknown as DocumentNode<UsersQuery, UsersQueryVariables>;
export const RegisterUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserRegisterInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sign"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"avatar"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"sign"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sign"}}},{"kind":"Argument","name":{"kind":"Name","value":"avatar"},"value":{"kind":"Variable","name":{"kind":"Name","value":"avatar"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"signUrl"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]} as unknown as DocumentNode<RegisterUserMutation, RegisterUserMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserUpdateInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sign"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"avatar"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"sign"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sign"}}},{"kind":"Argument","name":{"kind":"Name","value":"avatar"},"value":{"kind":"Variable","name":{"kind":"Name","value":"avatar"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"signUrl"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;