import { Matches, ArrayMaxSize, IsBoolean, IsInt, IsOptional, IsString, Length, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { MAX_BOOKS } from '../../rules/books';

// A blank required field is requiredField (naming the field); a value the rule refuses is invalidValue.
import { required } from '../../platform/required';

@ObjectType('BookSlot', { description: 'One of a class\'s 15 book slots.', simpleResolvers: true })
export class BookSlotView {
  @Field(() => Int, { description: '1 to 15' }) slot: number;
  @Field() name: string;
  @Field() isOptional: boolean;
}

@ObjectType('ClassRow', { simpleResolvers: true })
export class ClassView {
  @Field(() => Int) id: number;
  @Field() department: string;
  @Field() className: string;
  @Field() groupName: string;
  @Field(() => [BookSlotView]) books: BookSlotView[];
}

@InputType()
export class BookSlotInput {
  @Field(() => Int) @IsInt({ message: 'invalidValue' }) @Min(1, { message: 'invalidValue' }) @Max(MAX_BOOKS, { message: 'invalidValue' }) slot: number;
  @Field() @IsString() @MaxLength(80, { message: 'invalidValue' }) name: string;
  @Field() @IsBoolean() isOptional: boolean;
}

@InputType({ description: 'A class row; with an id it updates that row, without one it adds a row.' })
export class ClassInput {
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() id?: number;
  @Field() @IsString() @Length(1, 80, required) @Matches(/\S/, required) department: string;
  @Field() @IsString() @Length(1, 80, required) @Matches(/\S/, required) className: string;
  @Field({ defaultValue: '' }) @IsString() @MaxLength(80, { message: 'invalidValue' }) groupName: string;
  @Field(() => [BookSlotInput]) @ArrayMaxSize(MAX_BOOKS, { message: 'invalidValue' }) @ValidateNested() books: BookSlotInput[];
}
