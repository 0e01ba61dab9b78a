import { Article } from './article.entity';

/** The website entities: articles (issue 12). */
export const websiteEntities: Function[] = [Article];
