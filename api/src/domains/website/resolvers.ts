import { ArticlesResolver } from './articles.resolver';

/** The website resolvers: articles and the public home (issue 12). */
export const websiteResolvers = [ArticlesResolver] as const;
