import { CountsResolver } from './counts.resolver';
import { FeeRuleResolver } from './fee-rule.resolver';
import { FeesResolver } from './fees.resolver';
import { ReceiptsResolver } from './receipts.resolver';
import { AccountsSummaryResolver } from './summary.resolver';
import { SalariesResolver, VouchersResolver } from './vouchers.resolver';

/** The accounts domain's resolvers. */
export const accountResolvers = [FeeRuleResolver, ReceiptsResolver, VouchersResolver, SalariesResolver, FeesResolver, CountsResolver, AccountsSummaryResolver] as const;
