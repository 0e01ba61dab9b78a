import { Arg, Args, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { bookView, receiptBooksService } from './receipt-books.service';
import { receiptsService, receiptView } from './receipts.service';
import {
  ApproveReceiptBooksInput, ApprovedReceiptBookView, ReceiptBookInfoView, ReceiptInput, ReceiptPage, ReceiptsArgs, ReceiptView, RegardingsInput, RegardingsView,
} from './receipts.types';
import { regardingsService } from './regardings.service';

/** Account heads, approved receipt books and receipts (/regardingChanging, /approvedReceiptBooks, /receipt, /boardingreceipt); the same services as /api/account. */
@Resolver()
export class ReceiptsResolver {
  @Query(() => RegardingsView, { description: 'The four account-head lists (mci, mce, mgi, mge).' })
  async regardings(@Context() ctx: Ctx): Promise<RegardingsView> {
    return regardingsService.get(ctx);
  }

  @Mutation(() => RegardingsView, { description: 'Saves the lists given, deduplicated (trimmed; repeats, letter case aside, dropped); accountant or superUser.' })
  async saveRegardings(@Arg('input') input: RegardingsInput, @Context() ctx: Ctx): Promise<RegardingsView> {
    return regardingsService.save(ctx, input);
  }

  @Query(() => [ApprovedReceiptBookView], { description: 'The approved receipt books, newest first.' })
  async approvedReceiptBooks(@Context() ctx: Ctx): Promise<ApprovedReceiptBookView[]> {
    return (await receiptBooksService.list(ctx)).map(bookView);
  }

  @Mutation(() => [ApprovedReceiptBookView], {
    description: 'Approves up to ten books with a council member\'s code (authorRequired); all rows empty: requireText; a book number already approved: duplicateNotPossible (councilMember or superUser).',
  })
  async approveReceiptBooks(@Arg('input') input: ApproveReceiptBooksInput, @Context() ctx: Ctx): Promise<ApprovedReceiptBookView[]> {
    return (await receiptBooksService.approve(ctx, input)).map(bookView);
  }

  @Mutation(() => ApprovedReceiptBookView, { description: 'Raises a book\'s pages; lower, or below the pages used: notWorked.' })
  async updateReceiptBookPages(@Arg('id', () => Int) id: number, @Arg('pages', () => Int) pages: number, @Context() ctx: Ctx): Promise<ApprovedReceiptBookView> {
    return bookView(await receiptBooksService.updatePages(ctx, id, pages));
  }

  @Mutation(() => Boolean, { description: 'Deletes a book while some page is unused (remain 0: notWorked).' })
  async deleteReceiptBook(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<boolean> {
    await receiptBooksService.remove(ctx, id);
    return true;
  }

  @Query(() => ReceiptBookInfoView, { nullable: true, description: 'The next unused page of an unfinished approved book of the department (null: none).' })
  async nextReceipt(@Arg('department') department: string, @Context() ctx: Ctx): Promise<ReceiptBookInfoView | null> {
    return receiptBooksService.next(ctx, department);
  }

  @Query(() => ReceiptPage, { description: 'A department\'s receipts, newest first, paged, with a quick search.' })
  async receipts(@Args() args: ReceiptsArgs, @Context() ctx: Ctx): Promise<ReceiptPage> {
    const page = await receiptsService.list(ctx, args);
    return { items: page.items.map(receiptView), total: page.total };
  }

  @Query(() => ReceiptView)
  async receipt(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<ReceiptView> {
    return receiptView(await receiptsService.get(ctx, id));
  }

  @Mutation(() => ReceiptView, {
    description: 'Adds a receipt (or, with id, edits an unsaved one) signed by the principal\'s code; in words computed here; auto mode takes the next unused page, manual mode a page no receipt uses (else duplicateNotPossible); a saved one: sorryMonthlyCountDone.',
  })
  async saveReceipt(@Arg('input') input: ReceiptInput, @Context() ctx: Ctx): Promise<ReceiptView> {
    return receiptView(await receiptsService.add(ctx, input));
  }

  @Mutation(() => Boolean, { description: 'Deletes an unsaved receipt with the principal\'s code (authorRequired); a saved one: sorryMonthlyCountDone.' })
  async deleteReceipt(@Arg('id', () => Int) id: number, @Arg('principalCode', { defaultValue: '' }) principalCode: string, @Context() ctx: Ctx): Promise<boolean> {
    await receiptsService.remove(ctx, id, principalCode);
    return true;
  }
}
