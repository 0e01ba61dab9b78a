import { FeeRule } from './fee-rule.entity';
import { receiptEntities } from './receipts.entities';
import { voucherEntities } from './vouchers.entities';
import { feeEntities } from './fees.entities';
import { countEntities } from './counts.entities';

/** The accounts domain's entities. */
export const accountEntities = [FeeRule, ...receiptEntities, ...voucherEntities, ...feeEntities, ...countEntities];
