import { IsInt, IsOptional, IsString, Length, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { required } from '../../platform/required';
import { INT_MAX } from '../../rules/numbers';
import { MAX_AMOUNT, MAX_NAME } from '../../rules/stock';

/*
 * The fields the two stocks' inputs share: the furniture store (spec doc 1 §3–§5,
 * furniture.types.ts) and the buy-and-sell store's products (spec doc 2 §3–§5, store.types.ts).
 * Each base is an input type only so that TypeGraphQL copies its fields (with their checks) into
 * the input types extending it, first; no call takes a base, so the schema never shows one.
 */

const invalid = { message: 'invalidValue' };

/** An item of the store by id: a positive 32-bit integer. */
export const StockId = () => (target: object, key: string) => {
  IsInt(invalid)(target, key);
  Min(1, invalid)(target, key);
  Max(INT_MAX, invalid)(target, key);
};

/** How many: a whole number from 1 (missing or 0 is requiredField) to MAX_AMOUNT. */
export const StockAmount = () => (target: object, key: string) => {
  IsInt(required)(target, key);
  Min(1, required)(target, key);
  Max(MAX_AMOUNT, invalid)(target, key);
};

/** A required name (item, department, receiver, seller…): not blank, at most MAX_NAME. */
export const StockName = () => (target: object, key: string) => {
  IsString(required)(target, key);
  Length(1, MAX_NAME, required)(target, key);
  Matches(/\S/, required)(target, key);
};

/** A create form's head: its date and the responsible (spec: ten rows, a date and the responsible). */
@InputType('StockFormBase')
export abstract class StockFormBase {
  @Field({ defaultValue: '', description: "YYYY-MM-DD; '' is today." })
  @IsString(invalid) @Matches(/^(\d{4}-\d{2}-\d{2})?$/, invalid)
  date: string = '';

  @Field({ defaultValue: '', description: "'' is the signed-in user's name." })
  @IsString(invalid) @MaxLength(MAX_NAME, invalid)
  responsible: string = '';
}

/** A row of a create form: a name (an existing name adds to that item: matchedFurniture) and how many. */
@InputType('StockRowBase')
export abstract class StockRowBase {
  @Field({ defaultValue: '', description: 'The name; an existing name adds to that item (matchedFurniture).' })
  @IsString(invalid) @MaxLength(MAX_NAME, invalid)
  name: string = '';

  @Field(() => Int) @StockAmount() amount: number;
}

/** An item of the store and how many (a give-out's or a sale's line, a matched update's row). */
@InputType('StockAmountBase')
export abstract class StockAmountBase {
  @Field(() => Int, { description: 'The item (furniture or product).' }) @StockId() id: number;
  @Field(() => Int) @StockAmount() amount: number;
}

/** An edit of one item: its name and new total (not below what is out: minNotPossible), and optionally the responsible. */
@InputType('StockUpdateBase')
export abstract class StockUpdateBase {
  @Field(() => Int) @StockId() id: number;
  @Field() @StockName() name: string;
  @Field(() => Int, { description: 'The new total; not below what is given out or sold (minNotPossible).' })
  @StockAmount()
  amount: number;

  @Field(() => String, { nullable: true, description: 'Left out: unchanged.' })
  @IsOptional() @IsString(invalid) @MaxLength(MAX_NAME, invalid)
  responsible?: string | null;
}
