import { FeeRule } from './fee-rule.entity';
import { receiptEntities } from './receipts.entities';
import { voucherEntities } from './vouchers.entities';

/** The accounts domain's entities. */
export const accountEntities = [FeeRule, ...receiptEntities, ...voucherEntities];
