import {
  ArrayMaxSize, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Length, Matches, Max, MaxLength, Min, ValidateNested,
} from 'class-validator';
import { ArgsType, Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { PageArgs, PageOf } from '../../platform/crud';
import { required } from '../../platform/required';
import { INT_MAX } from '../../rules/numbers';
import { MAX_BOOK_NO, RECEIVER_KINDS } from '../../rules/library';

const invalid = { message: 'invalidValue' };
/** The largest price or fee, in taka. */
export const MAX_TAKA = 10_000_000;
/** Books one provide, edit or accept may carry at once. */
export const MAX_BOOK_ROWS = 200;
const DATE_OR_BLANK = /^(\d{4}-\d{2}-\d{2})?$/;

@ObjectType('Book', { simpleResolvers: true, description: 'A book of the library (spec doc 2 §3): one copy, named by bookNo and part.' })
export class BookView {
  @Field(() => Int) id: number;
  @Field(() => Int) bookNo: number;
  @Field(() => Int) part: number;
  @Field() bookName: string;
  @Field() writer: string;
  @Field() subject: string;
  @Field() publisher: string;
  @Field(() => Float, { description: 'Taka.' }) price: number;
  @Field() storageLocation: string;
  @Field({ description: "'in' on the shelf, 'out' while provided." }) condition: string;
  @Field({ description: 'YYYY-MM-DD, the day it was added.' }) createdAt: string;
}

@ObjectType('ProvidedBookItem', { simpleResolvers: true, description: 'A book of a provided-books record.' })
export class ProvidedBookItemView {
  @Field(() => Int) bookId: number;
  @Field(() => Int) bookNo: number;
  @Field(() => Int) part: number;
  @Field() bookName: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD it came back; null while out.' }) returnedDate: string | null;
}

@ObjectType('ProvidedBook', { simpleResolvers: true, description: 'A provided-books record (spec doc 2 §3): one receiver, the dates, the late fee and the books.' })
export class ProvidedBookView {
  @Field(() => Int) id: number;
  @Field({ description: 'student or staff.' }) kind: string;
  @Field({ description: 'The admit number or staff id.' }) idNo: string;
  @Field() name: string;
  @Field() classOrLevel: string;
  @Field() givingDate: string;
  @Field() receivingDate: string;
  @Field(() => Float, { description: 'Taka: the late fee held (rate per day × days past the receiving date, counted on return).' }) lateFee: number;
  @Field(() => String, { nullable: true, description: 'Set when every book is back (the record is closed).' }) returnedDate: string | null;
  @Field() provider: string;
  @Field(() => [ProvidedBookItemView], { description: 'The books still out.' }) books: ProvidedBookItemView[];
  @Field(() => [ProvidedBookItemView], { description: 'The books already back.' }) returnedBooks: ProvidedBookItemView[];
}

@ObjectType('ProvidedBookPage')
export class ProvidedBookPage extends PageOf(ProvidedBookView) {}

@ObjectType('LibraryReceiver', { simpleResolvers: true, description: 'The provide dialog\'s receiver check.' })
export class LibraryReceiverView {
  @Field() kind: string;
  @Field() idNo: string;
  @Field() name: string;
  @Field() classOrLevel: string;
  @Field(() => Int, { nullable: true, description: 'The receiver\'s open record, if any (a new provide is then a duplicate).' }) openId: number | null;
}

@ObjectType('LibrarySettings', { simpleResolvers: true })
export class LibrarySettingsView {
  @Field(() => Float, { description: 'Late fee per day, taka (0 by default).' }) lateFeePerDay: number;
}

@ObjectType('BookAccepted', { simpleResolvers: true })
export class BookAcceptedView {
  @Field(() => ProvidedBookView) provided: ProvidedBookView;
  @Field(() => Int, { description: 'How many books came back.' }) returned: number;
  @Field(() => Float, { description: 'The late fee of this return, taka.' }) lateFee: number;
}

/** The book form (spec doc 2 §5): bookNo and part required whole numbers (they name the book: on edit they are not changed), price a number. */
@InputType()
export class BookInput {
  @Field(() => Int) @IsInt(required) @Min(1, required) @Max(MAX_BOOK_NO, invalid) bookNo: number;
  @Field(() => Int) @IsInt(required) @Min(1, required) @Max(MAX_BOOK_NO, invalid) part: number;
  @Field() @IsString(required) @Length(1, 160, required) @Matches(/\S/, required) bookName: string;
  @Field({ defaultValue: '' }) @IsString(invalid) @MaxLength(120, invalid) writer: string = '';
  @Field({ defaultValue: '' }) @IsString(invalid) @MaxLength(120, invalid) subject: string = '';
  @Field({ defaultValue: '' }) @IsString(invalid) @MaxLength(120, invalid) publisher: string = '';
  @Field(() => Float, { defaultValue: 0, description: 'Taka, at most two decimals.' })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, invalid) @Min(0, invalid) @Max(MAX_TAKA, invalid)
  price: number = 0;
  @Field({ defaultValue: '' }) @IsString(invalid) @MaxLength(120, invalid) storageLocation: string = '';
}

/** A book of a provide, an edit or an accept: its number and part. */
@InputType()
export class BookRefInput {
  @Field(() => Int) @IsInt(invalid) @Min(1, invalid) @Max(MAX_BOOK_NO, invalid) bookNo: number;
  @Field(() => Int) @IsInt(invalid) @Min(1, invalid) @Max(MAX_BOOK_NO, invalid) part: number;
}

/** A new provide (spec doc 2 §5): the receiver, the dates ('' gives today and a year later), the late fee and the books. */
@InputType()
export class ProvideInput {
  @Field({ defaultValue: 'student', description: 'student or staff.' }) @IsIn(RECEIVER_KINDS, invalid) kind: string = 'student';
  @Field() @IsString(required) @Length(1, 40, required) @Matches(/\S/, required) idNo: string;
  @Field({ defaultValue: '', description: "YYYY-MM-DD; '' is today." }) @IsString(invalid) @Matches(DATE_OR_BLANK, invalid) givingDate: string = '';
  @Field({ defaultValue: '', description: "YYYY-MM-DD; '' is a year after the giving date." }) @IsString(invalid) @Matches(DATE_OR_BLANK, invalid) receivingDate: string = '';
  @Field(() => Float, { defaultValue: 0, description: 'Taka; 0 by default.' })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, invalid) @Min(0, invalid) @Max(MAX_TAKA, invalid)
  lateFee: number = 0;
  @Field(() => [BookRefInput], { description: 'The books; none: requiredField (providedBooks).' })
  @ArrayMaxSize(MAX_BOOK_ROWS, invalid) @ValidateNested()
  books: BookRefInput[];
}

/** An edit of a provided record: dates, late fee, books added and books taken off the list (they come back). */
@InputType()
export class ProvidedUpdateInput {
  @Field(() => Int) @IsInt(invalid) @Min(1, invalid) @Max(INT_MAX, invalid) id: number;
  @Field(() => String, { nullable: true, description: 'Left out: unchanged.' }) @IsOptional() @IsString(invalid) @Matches(DATE_OR_BLANK, invalid) receivingDate?: string | null;
  @Field(() => Float, { nullable: true, description: 'Taka; left out: unchanged.' })
  @IsOptional() @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, invalid) @Min(0, invalid) @Max(MAX_TAKA, invalid)
  lateFee?: number | null;
  @Field(() => [BookRefInput], { defaultValue: [], description: 'Books added to the record (they go out).' })
  @ArrayMaxSize(MAX_BOOK_ROWS, invalid) @ValidateNested()
  addBooks: BookRefInput[];
  @Field(() => [BookRefInput], { defaultValue: [], description: 'Books taken off the list (missingBookNos): they come back in.' })
  @ArrayMaxSize(MAX_BOOK_ROWS, invalid) @ValidateNested()
  missingBooks: BookRefInput[];
}

/** Accept mode: the scanned books come back, or all of them (allAccept). */
@InputType()
export class AcceptBooksInput {
  @Field(() => Int) @IsInt(invalid) @Min(1, invalid) @Max(INT_MAX, invalid) id: number;
  @Field(() => [BookRefInput], { defaultValue: [] }) @ArrayMaxSize(MAX_BOOK_ROWS, invalid) @ValidateNested() books: BookRefInput[];
  @Field({ defaultValue: false, description: 'Every book of the record comes back.' }) @IsBoolean(invalid) all: boolean = false;
}

@InputType()
export class LibrarySettingsInput {
  @Field(() => Float, { description: 'Late fee per day, taka (0: no fee).' })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, required) @Min(0, required) @Max(100_000, required)
  lateFeePerDay: number;
}

@ArgsType()
export class ProvidedBooksArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Words in the id, name or class.' }) @IsOptional() @IsString(invalid) @MaxLength(120, invalid) search?: string | null;
  @Field({ defaultValue: false, description: 'Also the closed records (every book back).' }) @IsBoolean(invalid) all: boolean = false;
}
