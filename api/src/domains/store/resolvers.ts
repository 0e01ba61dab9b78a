import { StoreResolver } from './store.resolver';

/** The store (products and sales) resolvers (issue 11). */
export const storeResolvers = [StoreResolver] as const;
