import { DonorResolver } from './donor.resolver';

/** The donor and donation resolvers (issue 11). */
export const donorResolvers = [DonorResolver] as const;
