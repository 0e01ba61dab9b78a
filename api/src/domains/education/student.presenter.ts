import type { GraphQLResolveInfo } from 'graphql';
import { getMetadataArgsStorage } from 'typeorm';
import { columnsFor, requestedFields } from '../../platform/selection';
import { Student } from './student.entity';
import type { StudentView } from './student.types';

/** StudentView fields that are not a column of the same name, and the columns they come from. */
const DERIVED: Partial<Record<keyof StudentView, (keyof Student)[]>> = { pending: ['admitNo'], guardianMobile: ['fatherMobile'] };

let columns: (keyof Student & string)[] | null = null;

/** The student columns a GraphQL query needs (the list reads only those). */
export function studentColumns(info: GraphQLResolveInfo): (keyof Student & string)[] {
  columns ??= getMetadataArgsStorage().columns.filter((c) => c.target === Student).map((c) => c.propertyName as keyof Student & string);
  return columnsFor<Student>(requestedFields(info), columns, DERIVED);
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

/** REST: the student as spec doc 1 §3 "Student (read)" names its fields. */
export function studentRest(s: Student) {
  return {
    id: s.id, code: s.code, new_old: s.newOld, department: s.department, residence: s.residence, category: s.category,
    form_no: s.formNo, admit_no: s.admitNo, name: s.name, father_name: s.fatherName, mother_name: s.motherName,
    father_job: s.fatherJob, village: s.village, post_office: s.postOffice, sub_district: s.subDistrict, district: s.district,
    birth_date: s.birthDate, age: s.age, father_mobile: s.fatherMobile, guardian_relation: s.guardianRelation,
    guardian2: s.guardian2, pre_academy: s.preAcademy, pre_class: s.preClass, choosing_class: s.choosingClass,
    admitted_class: s.admittedClass, group_name: s.groupName, inspector_comment: s.inspectorComment, examiner: s.examiner,
    book1: s.book1, number1: s.number1, average: s.average, book2: s.book2, number2: s.number2, approval: s.approval,
    inspector_sign: s.inspectorSign, examiner_sign: s.examinerSign, edu_sec_sign: s.eduSecSign, principal_sign: s.principalSign,
    photo_url: s.photoUrl, condition: s.condition, report_stage: s.reportStage, date: s.date, fees: s.fees, source: s.source,
  };
}
