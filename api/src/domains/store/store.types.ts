import {
  ArrayMaxSize, ArrayMinSize, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Length, Max, MaxLength, Min, ValidateNested,
} from 'class-validator';
import { ArgsType, Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { PageArgs, PageOf } from '../../platform/crud';
import { required } from '../../platform/required';
import { INT_MAX } from '../../rules/numbers';
import { MAX_NAME, MAX_PRICE_PAISA, PRODUCT_FORM_ROWS } from '../../rules/stock';
import { PRODUCT_UNITS } from '../../rules/units';
import { StockAmountBase, StockFormBase, StockId, StockName, StockRowBase, StockUpdateBase } from '../administration/stock.types';

const invalid = { message: 'invalidValue' };
const MAX_PRICE_TAKA = MAX_PRICE_PAISA / 100;
/** Lines one sale or one matched update may carry (every product of a large store). */
export const MAX_SALE_ROWS = 500;
const price = { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false };

@ObjectType('Product', { simpleResolvers: true, description: 'A product of the buy-and-sell store (spec doc 2 §3).' })
export class ProductView {
  @Field(() => Int) id: number;
  @Field() productName: string;
  @Field({ description: 'A key of the units list (unit.<key> is its label).' }) unit: string;
  @Field(() => Int) totalHas: number;
  @Field(() => Int) totalSold: number;
  @Field(() => Int, { description: 'totalHas − totalSold.' }) remain: number;
  @Field(() => Float, { description: 'Buying price of one unit, taka.' }) perProductPrice: number;
  @Field(() => Float, { description: 'Selling price of one unit, taka.' }) perProductSellingPrice: number;
  @Field() responsible: string;
  @Field({ description: 'YYYY-MM-DD, the date of the form that brought it in.' }) createdAt: string;
}

@ObjectType('ProductPage')
export class ProductPage extends PageOf(ProductView) {}

@ObjectType('SoldProduct', { simpleResolvers: true, description: 'A line of a sale (spec doc 2 §3 "Sold product").' })
export class SoldProductView {
  @Field(() => Int) id: number;
  @Field(() => Int, { description: 'The sale the line belongs to (one selling dialog submit).' }) saleId: number;
  @Field(() => Int) productId: number;
  @Field() productName: string;
  @Field() unit: string;
  @Field(() => Float, { description: 'Buying price of one unit when sold, taka.' }) perProductBuyingPrice: number;
  @Field(() => Float, { description: 'Selling price of one unit when sold, taka.' }) perProductSellingPrice: number;
  @Field(() => Int) totalSold: number;
  @Field(() => Float, { description: 'totalSold × perProductSellingPrice, taka.' }) lineTotal: number;
  @Field() sellerName: string;
  @Field() mobile: string;
  @Field() responsible: string;
  @Field({ description: 'YYYY-MM-DD, the sale\'s day.' }) createdAt: string;
}

@ObjectType('SoldProductPage')
export class SoldProductPage extends PageOf(SoldProductView) {}

@ObjectType('ProductsSaved', { simpleResolvers: true })
export class ProductsSavedView {
  @Field({ description: 'matchedFurniture when a row was added to a product already in the store, else successMessage.' }) message: string;
  @Field(() => [ProductView], { description: 'The products created or added to, in the order of the rows.' }) products: ProductView[];
  @Field(() => [String], { description: 'Names of the rows that were added to an existing product.' }) matched: string[];
}

@ObjectType('ProductSale', { simpleResolvers: true, description: 'A sale: its lines, the total and who it was sold under.' })
export class ProductSaleView {
  @Field(() => Int) id: number;
  @Field() sellerName: string;
  @Field() mobile: string;
  @Field() responsible: string;
  @Field() soldAt: Date;
  @Field({ description: 'YYYY-MM-DD.' }) createdAt: string;
  @Field(() => Float, { description: 'The lines\' totals added, taka (computed by the server).' }) allTotal: number;
  @Field(() => [SoldProductView]) lines: SoldProductView[];
  @Field(() => [ProductView], { description: 'The products sold from, as they now stand.' }) products: ProductView[];
}

@ObjectType('SoldProductChange', { simpleResolvers: true })
export class SoldProductChangeView {
  @Field(() => SoldProductView, { nullable: true, description: 'The line as it now stands; null when everything came back (the line is gone).' })
  sold: SoldProductView | null;
  @Field(() => ProductView, { description: 'The product, with what came back (or went out) in its remain.' }) product: ProductView;
  @Field(() => Int, { description: 'How many came back to the store (negative: more went out).' }) returned: number;
}

/** A price of one unit in taka: at most two decimals, 0 to MAX_PRICE_TAKA. */
const TakaPrice = () => (target: object, key: string) => {
  IsNumber(price, invalid)(target, key);
  Min(0, invalid)(target, key);
  Max(MAX_PRICE_TAKA, invalid)(target, key);
};

/** One row of the new product form. */
@InputType()
export class ProductRowInput extends StockRowBase {
  @Field({ defaultValue: '', description: "A key of the units list; '' for a matched row keeps the product's unit." })
  @IsString(invalid) @IsIn(['', ...PRODUCT_UNITS], invalid)
  unit: string = '';

  @Field(() => Float, { nullable: true, description: 'Buying price of one unit, taka; required for a new product.' })
  @IsOptional() @TakaPrice()
  buyingPrice?: number | null;

  @Field(() => Float, { nullable: true, description: 'Selling price of one unit, taka; required for a new product.' })
  @IsOptional() @TakaPrice()
  sellingPrice?: number | null;
}

/** The new product form (spec doc 2 §9: ten rows), a date and the responsible. */
@InputType()
export class ProductNewInput extends StockFormBase {
  @Field(() => [ProductRowInput])
  @ArrayMinSize(1, required) @ArrayMaxSize(PRODUCT_FORM_ROWS, invalid) @ValidateNested()
  rows: ProductRowInput[];
}

/** The update product dialog: one product's name, total, unit and prices. */
@InputType()
export class ProductUpdateInput extends StockUpdateBase {
  @Field() @IsString(required) @IsIn(PRODUCT_UNITS, required) unit: string;
  @Field(() => Float) @TakaPrice() buyingPrice: number;
  @Field(() => Float) @TakaPrice() sellingPrice: number;
}

/** A product and an amount: a sale's line, or a matched update's row (which may bring new prices). */
@InputType()
export class ProductAmountInput extends StockAmountBase {
  @Field(() => Float, { nullable: true, description: 'Matched update only: the new buying price of one unit, taka.' })
  @IsOptional() @TakaPrice()
  buyingPrice?: number | null;

  @Field(() => Float, { nullable: true, description: 'Matched update only: the new selling price of one unit, taka.' })
  @IsOptional() @TakaPrice()
  sellingPrice?: number | null;
}

/** A matched update: amounts (and prices) added to existing products by id. */
@InputType()
export class ProductMatchedInput {
  @Field(() => [ProductAmountInput])
  @ArrayMinSize(1, required) @ArrayMaxSize(MAX_SALE_ROWS, invalid) @ValidateNested()
  data: ProductAmountInput[];
}

/** The selling dialog (spec doc 2 §3 sell payload: data rows, seller, mobile, allTotal, responsible). */
@InputType()
export class SellProductsInput {
  @Field(() => [ProductAmountInput], { description: 'The selected products and how many of each; none: pleaseSelect.' })
  @ArrayMaxSize(MAX_SALE_ROWS, invalid) @ValidateNested()
  data: ProductAmountInput[];

  @Field() @StockName() seller: string;
  @Field({ description: 'Under 30 characters (checkMobile), one or two numbers.' }) @IsString(required) @Length(1, 200, required) mobile: string;

  @Field(() => Float, { nullable: true, description: 'The total the dialog showed, taka: when given it must equal the server\'s sum (invalidValue), so a price changed meanwhile is not sold unseen.' })
  @IsOptional() @IsNumber(price, invalid)
  allTotal?: number | null;

  @Field({ defaultValue: '', description: "Who sells; '' is the signed-in user's name." })
  @IsString(invalid) @MaxLength(MAX_NAME, invalid)
  responsible: string = '';
}

/** Edit a sold line's amount, or accept some or all of it back (PUT product/sold_update: id, newSoldAmount, acceptingAmount, acceptingAll). */
@InputType()
export class SoldProductEditInput {
  @Field(() => Int) @StockId() id: number;

  @Field(() => Int, { nullable: true, description: 'The line\'s new amount: positive; at most remain plus the line\'s amount (maxNotPossible).' })
  @IsOptional() @IsInt(invalid) @Min(-INT_MAX, invalid) @Max(INT_MAX, invalid)
  newSoldAmount?: number | null;

  @Field(() => Int, { nullable: true, description: 'How many come back to the store.' })
  @IsOptional() @IsInt(invalid) @Min(-INT_MAX, invalid) @Max(INT_MAX, invalid)
  acceptingAmount?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Everything comes back and the line goes.' })
  @IsOptional() @IsBoolean(invalid)
  acceptingAll?: boolean | null;
}

@ArgsType()
export class ProductsArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Quick search in the name.' })
  @IsOptional() @IsString(invalid) @MaxLength(MAX_NAME, invalid)
  search?: string | null;
}

@ArgsType()
export class SoldProductsArgs extends ProductsArgs {
  @Field(() => Int, { nullable: true, description: 'Only the lines of this sale (its receipt).' })
  @IsOptional() @StockId()
  saleId?: number | null;
}
