import { IsIn, IsInt, IsOptional, IsString, Length, Matches, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageArgs, PageOf } from '../../platform/crud';
import { required } from '../../platform/required';
import { ARTICLE_INPUT_MAX, ARTICLE_SUBJECTS, ARTICLE_TITLE_MAX, ARTICLE_WRITER_MAX } from '../../rules/articles';

const invalid = { message: 'invalidValue' };

@ObjectType('Article', { simpleResolvers: true, description: 'An article of the public site (spec doc 2 §3 "Article"): the about text or a notice.' })
export class ArticleView {
  @Field(() => Int) id: number;
  @Field({ description: 'about or notice' }) subject: string;
  @Field() title: string;
  @Field({ description: 'The author (spec "writer").' }) writer: string;
  @Field({ description: 'Sanitised HTML (the server\'s allow-list).' }) content: string;
  @Field({ description: 'The first 100 characters of the text (spec doc 2 §9).' }) preview: string;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
}

@ObjectType('ArticlePage')
export class ArticlePage extends PageOf(ArticleView) {}

@ArgsType()
export class ArticlesArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Words found in the title or the writer.' })
  @IsOptional() @IsString(invalid) @MaxLength(120, invalid) search?: string | null;
  @Field(() => String, { nullable: true, description: 'Only about or only notice articles.' })
  @IsOptional() @IsIn([...ARTICLE_SUBJECTS], invalid) subject?: string | null;
}

/** The spec's article payload: title, subject, writer, content, and id for an update. */
@InputType({ description: 'An article; updateArticle needs its id.' })
export class ArticleInput {
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(invalid) @Min(1, invalid) id?: number;
  @Field({ description: 'about or notice' }) @IsIn([...ARTICLE_SUBJECTS], required) subject: string;
  @Field() @IsString(required) @Length(1, ARTICLE_TITLE_MAX, required) @Matches(/\S/, required) title: string;
  @Field({ defaultValue: '', description: 'The author (spec "writer").' }) @IsString(invalid) @MaxLength(ARTICLE_WRITER_MAX, invalid) writer: string = '';
  @Field({ description: 'Rich text as HTML; the server keeps only its allow-list.' })
  @IsString(required) @Length(1, ARTICLE_INPUT_MAX, required) content: string;
}

@ObjectType('PublicArticle', { simpleResolvers: true, description: 'An article as a visitor of the public site sees it.' })
export class PublicArticleView {
  @Field(() => Int) id: number;
  @Field({ description: 'about or notice' }) subject: string;
  @Field() title: string;
  @Field() writer: string;
  @Field({ description: 'Sanitised HTML.' }) content: string;
  @Field({ description: 'The first 100 characters of the text.' }) preview: string;
  @Field() createdAt: Date;
  @Field() academyName: string;
  @Field({ description: "The academy's public page is /{academySlug}." }) academySlug: string;
}

@ObjectType('PublicStaffCard', { simpleResolvers: true, description: 'A staff card of the public home (shown while the officiants setting is on).' })
export class PublicStaffCardView {
  @Field(() => Int, { description: 'The profile is /website/officiant/{id}.' }) id: number;
  @Field() name: string;
  @Field() designation: string;
  @Field({ description: "The photo's public address, or '' without a photo." }) photoUrl: string;
}

@ObjectType('PublicWebsite', { simpleResolvers: true, description: "The public home's content: the about article, notices, staff cards and the footer's contacts." })
export class PublicWebsiteView {
  @Field({ description: 'The notice setting: the notices are shown.' }) notice: boolean;
  @Field({ description: 'The officiants setting: the staff cards are shown.' }) officiants: boolean;
  @Field(() => PublicArticleView, { nullable: true, description: 'The newest about article, if any.' }) about: PublicArticleView | null;
  @Field(() => [PublicArticleView], { description: 'The newest notices (none while the notice setting is off).' }) notices: PublicArticleView[];
  @Field(() => [PublicStaffCardView], { description: 'Staff cards (none while the officiants setting is off).' }) staff: PublicStaffCardView[];
  @Field({ description: "The academy's e-mail, for the footer." }) email: string;
  @Field({ description: "The academy's mobile, for the footer." }) mobile: string;
}
