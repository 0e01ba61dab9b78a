import { Arg, Args, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { storeService } from './store.service';
import {
  ProductMatchedInput, ProductNewInput, ProductPage, ProductSaleView, ProductUpdateInput, ProductView, ProductsArgs, ProductsSavedView, SellProductsInput,
  SoldProductChangeView, SoldProductEditInput, SoldProductPage, SoldProductsArgs,
} from './store.types';
import { productView, saleView, soldProductView } from './store.views';

/** The buy-and-sell store (/buyAndSell, /soldProductList); the same services as /api/others product calls. */
@Resolver()
export class StoreResolver {
  @Query(() => ProductPage, { description: 'The store\'s products, newest first, with a quick search in the name.' })
  async products(@Args() args: ProductsArgs, @Context() ctx: Ctx): Promise<ProductPage> {
    const page = await storeService.products(ctx, args);
    return { items: page.items.map(productView), total: page.total };
  }

  @Mutation(() => ProductsSavedView, {
    description: 'The new product form (up to ten rows). A known name adds to that product (message matchedFurniture); a new one needs unit and both prices.',
  })
  async saveProducts(@Arg('input') input: ProductNewInput, @Context() ctx: Ctx): Promise<ProductsSavedView> {
    const saved = await storeService.create(ctx, input);
    return { message: saved.message, products: saved.products.map(productView), matched: saved.matched };
  }

  @Mutation(() => [ProductView], { description: 'Adds amounts (and new prices) to existing products by id (message matchedFurniture).' })
  async addMatchedProducts(@Arg('input') input: ProductMatchedInput, @Context() ctx: Ctx): Promise<ProductView[]> {
    return (await storeService.addMatched(ctx, input)).map(productView);
  }

  @Mutation(() => ProductView, { description: 'Edits a product; its total not below what is sold (minNotPossible).' })
  async updateProduct(@Arg('input') input: ProductUpdateInput, @Context() ctx: Ctx): Promise<ProductView> {
    return productView(await storeService.update(ctx, input));
  }

  @Mutation(() => Boolean, { description: 'Deletes a product while nothing of it is sold (else sorryToDeleteForSold).' })
  async deleteProduct(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<boolean> {
    await storeService.remove(ctx, id);
    return true;
  }

  @Mutation(() => ProductSaleView, { description: 'Sells the selected products (pleaseSelect, maxNotPossible, checkMobile; all lines or none).' })
  async sellProducts(@Arg('input') input: SellProductsInput, @Context() ctx: Ctx): Promise<ProductSaleView> {
    return saleView(await storeService.sell(ctx, input));
  }

  @Query(() => SoldProductPage, { description: 'Sold products, newest first; quick search in product, seller and mobile; or one sale\'s lines.' })
  async soldProducts(@Args() args: SoldProductsArgs, @Context() ctx: Ctx): Promise<SoldProductPage> {
    const page = await storeService.soldList(ctx, args);
    return { items: page.items.map(soldProductView), total: page.total };
  }

  @Mutation(() => SoldProductChangeView, {
    description: 'Edits a sold line\'s amount (positive; at most remain plus the line, else maxNotPossible; unchanged does nothing), or accepts some or all of it back.',
  })
  async updateSoldProduct(@Arg('input') input: SoldProductEditInput, @Context() ctx: Ctx): Promise<SoldProductChangeView> {
    const done = await storeService.editSold(ctx, input);
    return { sold: done.sold ? soldProductView(done.sold) : null, product: productView(done.product), returned: done.returned };
  }
}
