import { Field, Int, ObjectType } from 'type-graphql';
import type { Student } from '../education/student.entity';

@ObjectType('GuardianChild', { simpleResolvers: true, description: 'A child the office linked to the signed-in guardian (the guardian home).' })
export class GuardianChildView {
  @Field(() => Int) admitNo: number;
  @Field() name: string;
  @Field() className: string;
  @Field() groupName: string;
  @Field({ description: 'The student\'s photo, or empty (the academy\'s default photo stands in).' }) photoUrl: string;
}

export function guardianChildView(s: Student): GuardianChildView {
  return { admitNo: s.admitNo!, name: s.name, className: s.admittedClass, groupName: s.groupName, photoUrl: s.photoUrl };
}

/** REST: the spec's snake_case names. */
export function guardianChildRest(s: Student) {
  return { admit_no: s.admitNo, name: s.name, class_name: s.admittedClass, group_name: s.groupName, photo_url: s.photoUrl };
}
