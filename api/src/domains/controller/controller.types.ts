import { IsString, MinLength } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { EmailField } from '../../platform/validation';

@ObjectType('ControllerUser')
export class ControllerView {
  @Field(() => Int) id: number;
  @Field() email: string;
  @Field() type: string;
  @Field() firstName: string;
  @Field() lastName: string;
}

@ObjectType('ControllerOverview', { description: 'Counts over every academy, by the server clock.' })
export class ControllerOverview {
  @Field(() => Int) academies: number;
  @Field(() => Int) active: number;
  @Field(() => Int) notActivated: number;
  @Field(() => Int) expired: number;
  @Field(() => Int) users: number;
}

@InputType()
export class ControllerLoginInput {
  @Field() @EmailField('invalidEmailOrPassword') email: string;
  @Field() @IsString() @MinLength(1, { message: 'requiredField' }) password: string;
  @Field() @IsString() @MinLength(1, { message: 'requiredField' }) code: string;
}
