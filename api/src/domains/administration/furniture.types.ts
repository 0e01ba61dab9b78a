import {
  ArrayMaxSize, ArrayMinSize, IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested,
} from 'class-validator';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageArgs, PageOf } from '../../platform/crud';
import { required } from '../../platform/required';
import { INT_MAX } from '../../rules/numbers';
import { FURNITURE_FORM_ROWS, MAX_NAME } from '../../rules/stock';
import { StockAmountBase, StockFormBase, StockId, StockName, StockRowBase, StockUpdateBase } from './stock.types';

const invalid = { message: 'invalidValue' };
/** Rows a give-out or a matched update may carry at once (every item of a large store). */
export const MAX_GIVE_ROWS = 500;

@ObjectType('Furniture', { simpleResolvers: true, description: 'A furniture item of the store (spec doc 1 §3).' })
export class FurnitureView {
  @Field(() => Int) id: number;
  @Field() furnitureName: string;
  @Field(() => Int) totalHas: number;
  @Field(() => Int) totalGiven: number;
  @Field(() => Int, { description: 'totalHas − totalGiven.' }) remain: number;
  @Field() responsible: string;
  @Field({ description: 'YYYY-MM-DD, the date of the form that brought it in.' }) createdAt: string;
}

@ObjectType('GivenFurniture', { simpleResolvers: true, description: 'A give-out of furniture (spec doc 1 §3, doc 2 §3).' })
export class GivenFurnitureView {
  @Field(() => Int) id: number;
  @Field(() => Int) furnitureId: number;
  @Field() furnitureName: string;
  @Field(() => Int) totalGiven: number;
  @Field() receiverDepartment: string;
  @Field() receiverResponsible: string;
  @Field({ description: 'The giving time.' }) givenAt: Date;
  @Field({ description: 'Who gave it out.' }) provider: string;
}

@ObjectType('GivenFurniturePage')
export class GivenFurniturePage extends PageOf(GivenFurnitureView) {}

@ObjectType('FurnitureSaved', { simpleResolvers: true })
export class FurnitureSavedView {
  @Field({ description: 'matchedFurniture when a row was added to an item already in the store, else successMessage.' }) message: string;
  @Field(() => [FurnitureView], { description: 'The items created or added to, in the order of the rows.' }) furnitures: FurnitureView[];
  @Field(() => [String], { description: 'Names of the rows that were added to an existing item.' }) matched: string[];
}

@ObjectType('FurnitureGiven', { simpleResolvers: true })
export class FurnitureGivenView {
  @Field(() => [GivenFurnitureView], { description: 'One given row per item.' }) givenFurnitures: GivenFurnitureView[];
  @Field(() => [FurnitureView], { description: 'The items given from, as they now stand.' }) furnitures: FurnitureView[];
}

@ObjectType('GivenFurnitureChange', { simpleResolvers: true })
export class GivenFurnitureChangeView {
  @Field(() => GivenFurnitureView, { nullable: true, description: 'The given row as it now stands; null when everything came back (the row is gone).' })
  given: GivenFurnitureView | null;
  @Field(() => FurnitureView, { description: 'The item, with what came back in its remain.' }) furniture: FurnitureView;
  @Field(() => Int, { description: 'How many came back to the store.' }) returned: number;
}

/** One row of the furniture form: a name and an amount; or, with furnitureId, an amount to add to that item. */
@InputType()
export class FurnitureRowInput extends StockRowBase {
  @Field(() => Int, { nullable: true, description: 'Add to this item of the store (a matched update); absent: the name decides.' })
  @IsOptional() @StockId()
  furnitureId?: number | null;
}

/** The furniture form in create mode (spec doc 1 §4: ten rows, a date and the responsible). */
@InputType()
export class FurnitureNewInput extends StockFormBase {
  @Field(() => [FurnitureRowInput])
  @ArrayMinSize(1, required) @ArrayMaxSize(FURNITURE_FORM_ROWS, invalid) @ValidateNested()
  rows: FurnitureRowInput[];
}

/** The furniture form in edit mode: one item's name and total. */
@InputType()
export class FurnitureUpdateInput extends StockUpdateBase {}

/** One selected row of a give-out, or of a matched update. */
@InputType()
export class FurnitureAmountInput extends StockAmountBase {}

/** The give-out dialog (spec doc 1 §7: data, receiverDepartment, receiverResponsible, responsible). */
@InputType()
export class GiveFurnitureInput {
  @Field(() => [FurnitureAmountInput], { description: 'The selected items and how many of each; none: pleaseSelect.' })
  @ArrayMaxSize(MAX_GIVE_ROWS, invalid) @ValidateNested()
  data: FurnitureAmountInput[];

  @Field() @StockName() receiverDepartment: string;
  @Field() @StockName() receiverResponsible: string;

  @Field({ defaultValue: '', description: "Who gives it out; '' is the signed-in user's name." })
  @IsString(invalid) @MaxLength(MAX_NAME, invalid)
  responsible: string = '';
}

/** A matched update: amounts added to existing items by id. */
@InputType()
export class FurnitureMatchedInput {
  @Field(() => [FurnitureAmountInput])
  @ArrayMinSize(1, required) @ArrayMaxSize(MAX_GIVE_ROWS, invalid) @ValidateNested()
  data: FurnitureAmountInput[];
}

/** Edit a given row's amount, or accept some or all of it back (doc 2 §4–§5; payload id, amount, acceptAmount, acceptAll). */
@InputType()
export class GivenFurnitureAcceptInput {
  @Field(() => Int) @StockId() id: number;

  @Field(() => Int, { nullable: true, description: 'The new given amount: positive and less than before.' })
  @IsOptional() @IsInt(invalid) @Min(-INT_MAX, invalid) @Max(INT_MAX, invalid)
  amount?: number | null;

  @Field(() => Int, { nullable: true, description: 'How many come back (the same edit said the other way).' })
  @IsOptional() @IsInt(invalid) @Min(-INT_MAX, invalid) @Max(INT_MAX, invalid)
  acceptAmount?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Everything comes back and the given row goes.' })
  @IsOptional() @IsBoolean(invalid)
  acceptAll?: boolean | null;
}

@ArgsType()
export class GivenFurnitureArgs extends PageArgs {
  @Field(() => Int, { nullable: true, description: 'Only what was given of this item.' })
  @IsOptional() @StockId()
  furnitureId?: number | null;
}
