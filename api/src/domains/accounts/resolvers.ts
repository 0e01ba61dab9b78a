import { FeeRuleResolver } from './fee-rule.resolver';
import { ReceiptsResolver } from './receipts.resolver';
import { VouchersResolver } from './vouchers.resolver';

/** The accounts domain's resolvers. */
export const accountResolvers = [FeeRuleResolver, ReceiptsResolver, VouchersResolver] as const;
