import { ArrayMaxSize, IsArray, Matches, Equals, IsIn, IsInt, IsOptional, IsString, Length, Max, MaxLength, Min, MinLength } from 'class-validator';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { EmailField } from '../../platform/validation';
import { ACADEMY_ROLES } from '../../rules/permissions';
import { ACADEMY_TYPES, LANGUAGES } from './academy.entity';

// A blank required field is requiredField (naming the field); a value the rule refuses is invalidValue.
import { required } from '../../platform/required';

/** requireText is the spec's key for a password shorter than 5 characters. */
const passwordTooShort = { message: 'requireText' };

@ObjectType('Academy', { description: 'An institution. Byte sizes and money are in paisa.' })
export class AcademyView {
  @Field() code: string;
  @Field({ description: 'Public site path: the e-mail prefix.' }) slug: string;
  @Field() name: string;
  @Field() address: string;
  @Field() englishName: string;
  @Field() englishAddress: string;
  @Field() country: string;
  @Field() mobile: string;
  @Field() academyType: string;
  @Field(() => Int) numberOfStudents: number;
  @Field() email: string;
  @Field() language: string;
  @Field() logoUrl: string;
  @Field() calligraphyUrl: string;
  @Field() academyPhotoUrl: string;
  @Field() studentDefaultPhotoUrl: string;
  @Field(() => Int) bill: number;
  @Field(() => Float, { description: 'The SMS balance in taka (stored as exact paisa; messages = balance × 100 / 40).' }) smsBalance: number;
  @Field() activation: boolean;
  @Field() expiryDate: string;
  @Field() balanceExpiry: string;
  @Field({ description: 'active, notActivated or expired, by the server clock (Asia/Dhaka).' }) status: string;
}

/** The fields every user shape carries (User and Me). */
@ObjectType('UserFields') // a base only: never referenced, so never emitted (like crud.ts PageOf)
export class UserFieldsView {
  @Field(() => Int) id: number;
  @Field() code: string;
  @Field() email: string;
  @Field() type: string;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() signUrl: string;
  @Field() avatarUrl: string;
}

@ObjectType('User')
export class UserView extends UserFieldsView {
  @Field(() => [Int], { description: 'A guardian\'s children by admit number, set by the office; empty for other users.' }) admitNos: number[];
}

@ObjectType('Me', { description: 'The signed-in academy user, their academy and what they may do.' })
export class MeView extends UserFieldsView {
  @Field(() => AcademyView) academy: AcademyView;
  @Field(() => [String]) permissions: string[];
  @Field(() => [String]) menuGroups: string[];
}

@InputType()
export class LoginInput {
  @Field() @EmailField('invalidEmailOrPassword') email: string;
  @Field() @IsString() @MinLength(1, required) password: string;
}

@InputType({ description: 'Academy fields both registration and update carry.' })
export class AcademyFieldsInput {
  @Field() @IsString() @Length(1, 160, required) @Matches(/\S/, required) name: string;
  @Field() @IsString() @Length(1, 255, required) @Matches(/\S/, required) address: string;
  @Field() @IsString() @Length(1, 160, required) @Matches(/\S/, required) englishName: string;
  @Field() @IsString() @Length(1, 255, required) @Matches(/\S/, required) englishAddress: string;
  @Field({ description: 'ISO 3166 two-letter country code.' }) @IsString() @Length(2, 2, required) country: string;
  @Field({ description: 'At most two numbers, comma separated, under 30 characters.' }) @IsString() @MinLength(1, required) mobile: string;
  @Field() @IsIn([...ACADEMY_TYPES], { message: 'invalidValue' }) academyType: string;
  @Field() @IsIn([...LANGUAGES], { message: 'invalidValue' }) language: string;
}

@InputType()
export class AcademyRegisterInput extends AcademyFieldsInput {
  @Field(() => Int) @IsInt(required) @Min(1, required) @Max(1_000_000, { message: 'invalidValue' }) numberOfStudents: number;
  @Field() @EmailField('invalidEmail') email: string;
  @Field() @IsString() @MinLength(5, passwordTooShort) @MaxLength(72, { message: 'invalidValue' }) password: string;
  @Field() @IsString() cpassword: string;
  @Field() @Equals(true, { message: 'requiredField' }) acceptTerms: boolean;
}

@InputType()
export class AcademyUpdateInput extends AcademyFieldsInput {}

@InputType()
export class UserRegisterInput {
  @Field() @IsString() @Length(1, 80, required) @Matches(/\S/, required) firstName: string;
  @Field() @IsString() @Length(1, 80, required) @Matches(/\S/, required) lastName: string;
  @Field() @EmailField('invalidEmail') email: string;
  @Field() @IsString() @MinLength(5, passwordTooShort) @MaxLength(72, { message: 'invalidValue' }) password: string;
  @Field() @IsString() cpassword: string;
  @Field({ nullable: true, description: 'Only admin or superUser choose it; others register general users.' })
  @IsOptional() @IsIn([...ACADEMY_ROLES], { message: 'invalidValue' }) type?: string;
  @Field(() => [Int], { nullable: true, description: 'A guardian user\'s children by admit number (admin or superUser set them; each an admitted student of the academy, else sorryNotFound). Omit to keep them.' })
  @IsOptional() @IsArray({ message: 'invalidValue' }) @ArrayMaxSize(30, { message: 'invalidValue' }) @IsInt({ each: true, message: 'invalidValue' }) @Min(1, { each: true, message: 'invalidValue' }) admitNos?: number[] | null;
}

@InputType()
export class UserUpdateInput {
  @Field(() => Int) @IsInt() id: number;
  @Field() @IsString() @Length(1, 80, required) @Matches(/\S/, required) firstName: string;
  @Field() @IsString() @Length(1, 80, required) @Matches(/\S/, required) lastName: string;
  @Field({ nullable: true, description: 'Leave empty to keep the password.' })
  @IsOptional() @IsString() @MinLength(5, passwordTooShort) @MaxLength(72, { message: 'invalidValue' }) password?: string;
  @Field({ nullable: true }) @IsOptional() @IsString() cpassword?: string;
  @Field({ nullable: true }) @IsOptional() @IsIn([...ACADEMY_ROLES], { message: 'invalidValue' }) type?: string;
  @Field(() => [Int], { nullable: true, description: 'A guardian user\'s children by admit number (admin or superUser set them; each an admitted student of the academy, else sorryNotFound). Omit to keep them.' })
  @IsOptional() @IsArray({ message: 'invalidValue' }) @ArrayMaxSize(30, { message: 'invalidValue' }) @IsInt({ each: true, message: 'invalidValue' }) @Min(1, { each: true, message: 'invalidValue' }) admitNos?: number[] | null;
}
