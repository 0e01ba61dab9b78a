import { FurnitureResolver } from './furniture.resolver';
import { LeavesResolver } from './leaves.resolver';
import { StaffReportsResolver } from './staff-reports.resolver';
import { StaffResolver } from './staff.resolver';

/** The administration domain's resolvers. */
export const administrationResolvers = [StaffResolver, LeavesResolver, StaffReportsResolver, FurnitureResolver] as const;
