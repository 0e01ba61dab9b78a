import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { EmailField } from '../../platform/validation';

@InputType({ description: 'The visitor sign-in (spec doc 2 §7): an e-mail alone, on an academy\'s public site.' })
export class VisitorSignInInput {
  @Field({ description: 'The visitor\'s e-mail (the spec\'s visitorEmail); a malformed one is invalidEmailOrPassword.' })
  @EmailField('invalidEmailOrPassword')
  visitorEmail: string;
}

@ObjectType('VisitorUser', { description: 'A visitor signed in on one academy\'s public site: no office right anywhere.' })
export class VisitorUserView {
  @Field(() => Int) id: number;
  @Field({ description: 'The academy\'s institute code.' }) code: string;
  @Field() email: string;
  @Field({ description: 'Always visitor.' }) type: string;
  @Field({ description: 'The academy\'s name.' }) academyName: string;
  @Field({ description: 'The academy\'s public slug.' }) slug: string;
}

@ObjectType('VisitorSignIn')
export class VisitorSignInView {
  @Field(() => VisitorUserView) user: VisitorUserView;
  @Field({ description: 'The session token (also set as the talim_visitor cookie); send it as Authorization: Bearer from other clients.' }) token: string;
}

@ObjectType('VisitorApplication', { description: 'One of the signed-in visitor\'s online applications to the academy.' })
export class VisitorApplicationView {
  @Field(() => Int) formNo: number;
  @Field() name: string;
  @Field({ description: 'The class applied for.' }) choosingClass: string;
  @Field({ description: 'The date it was sent, YYYY-MM-DD.' }) date: string;
  @Field({ description: 'pending (no admit number yet), admitted, or admissionNotPossible (the principal\'s answer).' }) status: string;
  @Field(() => Int, { nullable: true, description: 'The admit number once admitted.' }) admitNo: number | null;
  @Field({ description: 'The class admitted to, once admitted.' }) admittedClass: string;
}
