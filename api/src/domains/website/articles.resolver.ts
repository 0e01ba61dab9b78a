import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Args, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { fromGraphqlUpload } from '../../platform/uploads';
import { ArticleInput, ArticlePage, ArticlesArgs, ArticleView, PublicArticleView, PublicWebsiteView } from './article.types';
import { articlesService, articleView } from './articles.service';

/** Articles of the public site (spec doc 2 §2, §3, §7) and the public home's content. */
@Resolver()
export class ArticlesResolver {
  @Query(() => ArticlePage, { description: "The academy's articles, newest first (paged); optionally one subject or matching words." })
  async articles(@Args() args: ArticlesArgs, @Context() ctx: Ctx): Promise<ArticlePage> {
    const page = await articlesService.list(ctx, args, { search: args.search, subject: args.subject });
    return { items: page.items.map(articleView), total: page.total };
  }

  @Query(() => [ArticleView], { description: 'The guardian notice page: the academy\'s notices, newest first (the last 50).' })
  async guardianNotices(@Context() ctx: Ctx): Promise<ArticleView[]> {
    return (await articlesService.notices(ctx)).map(articleView);
  }

  @Mutation(() => ArticleView, { description: 'Adds an article (any staff user); the content is kept to the allow-list.' })
  async createArticle(@Arg('input') input: ArticleInput, @Context() ctx: Ctx): Promise<ArticleView> {
    return articleView(await articlesService.create(ctx, input));
  }

  @Mutation(() => ArticleView, { description: 'Changes the article input.id names (any staff user).' })
  async updateArticle(@Arg('input') input: ArticleInput, @Context() ctx: Ctx): Promise<ArticleView> {
    return articleView(await articlesService.update(ctx, input));
  }

  @Mutation(() => Boolean, { description: 'Deletes an article (any staff user).' })
  async deleteArticle(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<boolean> {
    await articlesService.remove(ctx, id);
    return true;
  }

  @Mutation(() => String, {
    description: "Uploads an image for an article (any staff user): PNG, JPEG, WebP or GIF by its bytes, at most 1 MB; "
      + "answers its address (/files/{code}/articleImage-…), the only kind of image an article keeps. Send with Apollo-Require-Preflight: true.",
  })
  async uploadArticleImage(@Arg('image', () => GraphQLUpload) image: Promise<FileUpload>, @Context() ctx: Ctx): Promise<string> {
    return articlesService.uploadImage(ctx, await fromGraphqlUpload(image));
  }

  @Query(() => PublicArticleView, {
    description: "The public article /{slug}/articles/{id} (no sign-in); a missing id, another academy's article, "
      + 'or a notice while the notice setting is off, is sorryNotFound.',
  })
  publicArticle(@Arg('slug') slug: string, @Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<PublicArticleView> {
    return articlesService.publicArticle(ctx, slug, id);
  }

  @Query(() => PublicWebsiteView, { nullable: true, description: "The public home's content (no sign-in): about, notices, staff cards, contacts; null for an unknown slug." })
  publicWebsite(@Arg('slug') slug: string, @Context() ctx: Ctx): Promise<PublicWebsiteView | null> {
    return articlesService.publicWebsite(ctx, slug);
  }
}
