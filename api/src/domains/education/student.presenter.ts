import type { GraphQLResolveInfo } from 'graphql';
import { getMetadataArgsStorage } from 'typeorm';
import { columnsFor, requestedFields } from '../../platform/selection';
import { Student } from './student.entity';
import type { StudentView } from './student.types';

/** StudentView fields that are not a column of the same name, and the columns they come from. */
const DERIVED: Partial<Record<keyof StudentView, (keyof Student)[]>> = { pending: ['admitNo'], guardianMobile: ['fatherMobile'] };

let columns: (keyof Student & string)[] | null = null;

/** The student columns a GraphQL query needs (the list reads only those); `under`: of that field of the result (a page's `items`). */
export function studentColumns(info: GraphQLResolveInfo, under?: string): (keyof Student & string)[] {
  columns ??= getMetadataArgsStorage().columns.filter((c) => c.target === Student).map((c) => c.propertyName as keyof Student & string);
  return columnsFor<Student>(requestedFields(info, under), columns, DERIVED);
}

/**
 * The list's rows (plain objects of the asked-for columns, platform/read.ts readRows) as StudentViews
 * in place: a column of the same name is already its field, the two DERIVED fields are added to the
 * row. No second object per student (a 2,000-student list made 2,000 copies of 44 fields each).
 */
export function studentListViews(rows: Partial<Student>[]): StudentView[] {
  for (const row of rows as (Partial<Student> & Partial<StudentView>)[]) {
    if ('admitNo' in row) row.pending = row.admitNo === null;
    if ('fatherMobile' in row) row.guardianMobile = row.fatherMobile;
  }
  return rows as StudentView[];
}

/** Entity → GraphQL (camelCase). */
export function studentView(s: Student): StudentView {
  return {
    id: s.id, formNo: s.formNo, admitNo: s.admitNo, pending: s.admitNo === null, newOld: s.newOld, department: s.department,
    residence: s.residence, category: s.category, name: s.name, fatherName: s.fatherName, motherName: s.motherName,
    fatherJob: s.fatherJob, village: s.village, postOffice: s.postOffice, subDistrict: s.subDistrict, district: s.district,
    birthDate: s.birthDate, age: s.age, guardianMobile: s.fatherMobile, guardianRelation: s.guardianRelation,
    guardian2: s.guardian2, preAcademy: s.preAcademy, preClass: s.preClass, choosingClass: s.choosingClass,
    admittedClass: s.admittedClass, groupName: s.groupName, inspectorComment: s.inspectorComment, examiner: s.examiner,
    book1: s.book1, number1: s.number1, average: s.average, book2: s.book2, number2: s.number2, approval: s.approval,
    inspectorSign: s.inspectorSign, examinerSign: s.examinerSign, eduSecSign: s.eduSecSign, principalSign: s.principalSign,
    photoUrl: s.photoUrl, condition: s.condition, reportStage: s.reportStage, date: s.date, fees: s.fees, source: s.source,
  };
}

/** REST: the student's fields as spec doc 1 §3 "Student (read)" names them, in order, each the column it is. */
export const STUDENT_REST = {
  id: 'id', code: 'code', new_old: 'newOld', department: 'department', residence: 'residence', category: 'category',
  form_no: 'formNo', admit_no: 'admitNo', name: 'name', father_name: 'fatherName', mother_name: 'motherName',
  father_job: 'fatherJob', village: 'village', post_office: 'postOffice', sub_district: 'subDistrict', district: 'district',
  birth_date: 'birthDate', age: 'age', father_mobile: 'fatherMobile', guardian_relation: 'guardianRelation',
  guardian2: 'guardian2', pre_academy: 'preAcademy', pre_class: 'preClass', choosing_class: 'choosingClass',
  admitted_class: 'admittedClass', group_name: 'groupName', inspector_comment: 'inspectorComment', examiner: 'examiner',
  book1: 'book1', number1: 'number1', average: 'average', book2: 'book2', number2: 'number2', approval: 'approval',
  inspector_sign: 'inspectorSign', examiner_sign: 'examinerSign', edu_sec_sign: 'eduSecSign', principal_sign: 'principalSign',
  photo_url: 'photoUrl', condition: 'condition', report_stage: 'reportStage', date: 'date', fees: 'fees', source: 'source',
} as const satisfies Record<string, keyof Student>;

export type StudentRest = { [K in keyof typeof STUDENT_REST]: Student[(typeof STUDENT_REST)[K]] };

/** REST: one student as spec doc 1 §3 "Student (read)" names its fields (a list reads its rows in this shape: readRowsAs). */
export function studentRest(s: Student): StudentRest {
  const out: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(STUDENT_REST)) out[name] = s[prop];
  return out as StudentRest;
}
