import { authorize } from '../../platform/authorize';
import { inTransaction, tenant, type Ctx } from '../../platform/context';
import { owned } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { toPaisa } from '../../rules/fees';
import { ClassRoom } from '../education/class.entity';
import { FeeRule } from './fee-rule.entity';
import { checkFeeRules, type FeeRuleInput, type FeeRuleView } from './fee-rule.types';

export function feeRuleView(r: FeeRule): FeeRuleView {
  return { id: r.id, fund: r.fund, title: r.title, amount: r.amountPaisa / 100, classes: r.classes, groups: r.groups };
}

/** REST: a rule as the spec names its fields (users: class names, group: group names). */
export function feeRuleRest(r: FeeRule) {
  return { id: r.id, fund: r.fund, title: r.title, amount: r.amountPaisa / 100, users: r.classes, group: r.groups };
}

interface CleanRule { row: number; fund: string; title: string; amountPaisa: number; classes: string[]; groups: string[] }

const names = (list: string[] | undefined) => [...new Set((list ?? []).map((s) => s.trim()).filter(Boolean))];

/** A complete row (fund, title, amount, at least one class) cleaned up; null for a row to skip. */
function complete(input: FeeRuleInput, index: number): CleanRule | null {
  const fund = (input.fund ?? '').trim();
  const title = (input.title ?? '').trim();
  const classes = names(input.classes);
  if (!fund || !title || input.amount === undefined || input.amount === null || classes.length === 0) return null;
  return { row: index + 1, fund, title, amountPaisa: toPaisa(input.amount), classes, groups: names(input.groups) };
}

export const feeRulesService = {
  async list(ctx: Ctx): Promise<FeeRule[]> {
    authorize(ctx, { permission: 'academy.read' });
    return owned(ctx, FeeRule).list();
  },

  /**
   * Replaces the academy's rules with the complete rows of the table (spec §5 "Fee rules"):
   * incomplete rows are skipped; none complete: notWorked; a class (or a group of those classes)
   * missing from the class panel: invalidValue. One transaction: a refused save writes nothing.
   */
  async saveAll(ctx: Ctx, inputs: FeeRuleInput[]): Promise<FeeRule[]> {
    authorize(ctx, { permission: 'feeRule.write', write: true });
    await checkFeeRules(inputs);
    const rules = inputs.map(complete).filter((r): r is CleanRule => r !== null);
    if (rules.length === 0) throw new AppError('notWorked');
    const code = tenant(ctx);
    return inTransaction(ctx, async (em) => {
      const panel = await em.getRepository(ClassRoom).find({ where: { code }, select: { className: true, groupName: true } });
      const groupsOf = new Map<string, Set<string>>();
      for (const c of panel) groupsOf.set(c.className, (groupsOf.get(c.className) ?? new Set()).add(c.groupName));
      for (const rule of rules) {
        const unknown = rule.classes.find((name) => !groupsOf.has(name));
        if (unknown !== undefined) throw new AppError('invalidValue', { field: 'classes', row: rule.row });
        const known = new Set(rule.classes.flatMap((name) => [...groupsOf.get(name)!]));
        const stray = rule.groups.find((name) => !known.has(name));
        if (stray !== undefined) throw new AppError('invalidValue', { field: 'groups', row: rule.row });
      }
      const repo = em.getRepository(FeeRule);
      await repo.delete({ code });
      const saved: FeeRule[] = [];
      for (const { fund, title, amountPaisa, classes, groups } of rules) {
        saved.push(await repo.save(repo.create({ code, fund, title, amountPaisa, classes, groups })));
      }
      return saved;
    });
  },

  async remove(ctx: Ctx, id: number): Promise<void> {
    authorize(ctx, { permission: 'feeRule.write', write: true });
    await owned(ctx, FeeRule).remove(id);
  },
};
