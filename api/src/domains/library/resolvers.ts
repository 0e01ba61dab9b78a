import { Arg, Args, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { bookView, libraryService, providedView } from './service';
import {
  AcceptBooksInput, BookAcceptedView, BookInput, BookView, LibraryReceiverView, LibrarySettingsInput, LibrarySettingsView, ProvideInput,
  ProvidedBookPage, ProvidedBookView, ProvidedBooksArgs, ProvidedUpdateInput,
} from './types';

/** The library (/bookList, /givingBook, /receivingBook); the same services as /api/library. */
@Resolver()
export class LibraryResolver {
  @Query(() => [BookView], { description: 'The books by number and part; search matches name, writer, subject, publisher or storage place.' })
  async books(@Arg('search', () => String, { nullable: true }) search: string | null, @Context() ctx: Ctx): Promise<BookView[]> {
    return (await libraryService.books(ctx, search)).map(bookView);
  }

  @Mutation(() => BookView, { description: 'Adds a book (library manager or superUser); an existing bookNo and part is duplicateNotPossible.' })
  async addBook(@Arg('input') input: BookInput, @Context() ctx: Ctx): Promise<BookView> {
    return bookView(await libraryService.addBook(ctx, input));
  }

  @Mutation(() => BookView, { description: 'Edits the book named by bookNo and part (they stay); a book that is out is notWorked.' })
  async updateBook(@Arg('input') input: BookInput, @Context() ctx: Ctx): Promise<BookView> {
    return bookView(await libraryService.updateBook(ctx, input));
  }

  @Mutation(() => Boolean, { description: 'Deletes a book that is in (out: notWorked).' })
  async deleteBook(@Arg('bookNo', () => Int) bookNo: number, @Arg('part', () => Int) part: number, @Context() ctx: Ctx): Promise<boolean> {
    await libraryService.deleteBook(ctx, bookNo, part);
    return true;
  }

  @Query(() => LibraryReceiverView, { description: 'The provide dialog\'s receiver check: a student by admit number or staff by staff id, else sorryNotFound.' })
  async libraryReceiver(@Arg('kind') kind: string, @Arg('idNo') idNo: string, @Context() ctx: Ctx): Promise<LibraryReceiverView> {
    return libraryService.receiver(ctx, kind, idNo);
  }

  @Query(() => ProvidedBookPage, { description: 'Provided-books records, newest first: the open ones, or all.' })
  async providedBooks(@Args() args: ProvidedBooksArgs, @Context() ctx: Ctx): Promise<ProvidedBookPage> {
    const page = await libraryService.provided(ctx, args);
    return { total: page.total, items: page.items.map(providedView) };
  }

  @Mutation(() => ProvidedBookView, { description: 'Provides books to a receiver (all or none; a book that is out is notWorked; one open record per receiver).' })
  async provideBooks(@Arg('input') input: ProvideInput, @Context() ctx: Ctx): Promise<ProvidedBookView> {
    return providedView(await libraryService.provide(ctx, input));
  }

  @Mutation(() => ProvidedBookView, { description: 'Edits an open record: receiving date, late fee, books added, books taken off the list (back in).' })
  async updateProvidedBooks(@Arg('input') input: ProvidedUpdateInput, @Context() ctx: Ctx): Promise<ProvidedBookView> {
    return providedView(await libraryService.updateProvided(ctx, input));
  }

  @Mutation(() => BookAcceptedView, { description: 'Accepts books back (the scanned ones, or all); the late fee is counted.' })
  async acceptBooks(@Arg('input') input: AcceptBooksInput, @Context() ctx: Ctx): Promise<BookAcceptedView> {
    const done = await libraryService.accept(ctx, input);
    return { provided: providedView(done), returned: done.returned, lateFee: done.fee / 100 };
  }

  @Query(() => LibrarySettingsView, { description: 'The library\'s late fee per day.' })
  async librarySettings(@Context() ctx: Ctx): Promise<LibrarySettingsView> {
    return libraryService.settings(ctx);
  }

  @Mutation(() => LibrarySettingsView, { description: 'Sets the late fee per day (library manager or superUser).' })
  async saveLibrarySettings(@Arg('input') input: LibrarySettingsInput, @Context() ctx: Ctx): Promise<LibrarySettingsView> {
    return libraryService.saveSettings(ctx, input);
  }
}

/** The library resolvers (issue 11). */
export const libraryResolvers = [LibraryResolver] as const;
