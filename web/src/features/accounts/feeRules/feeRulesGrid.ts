import { rulesFor, toPaisa } from '@rules/fees';
import type { FeeRuleFieldsFragment, FeeRuleInput } from '@/gql/graphql';

export const FUNDS = ['generalFund', 'charityFund'] as const;
/** Suggested titles, stored as these keys and shown translated (feeTitle.<key>); free text is allowed too. */
export const FEE_TITLES = ['admission_fee', 'boarding_fee', 'monthly_fee', 'residential_fee', 'electricity_bill', 'development_fee'] as const;

/** One row of the editor: saved rows carry their id; amounts are taka. */
export interface RuleRow {
  key: string;
  id?: number;
  fund: string;
  title: string;
  amount: number | null;
  classes: string[];
  groups: string[];
}

export type RuleField = 'fund' | 'title' | 'amount' | 'classes' | 'groups';

/** The table being edited; null rows: nothing changed, the saved rules are shown. */
export interface EditorState {
  rows: RuleRow[] | null;
  seq: number;
}

export type EditorAction =
  | { type: 'add'; base: RuleRow[] }
  | { type: 'remove'; base: RuleRow[]; key: string }
  | { type: 'change'; base: RuleRow[]; key: string; change: Partial<Pick<RuleRow, RuleField>> }
  | { type: 'reset' };

export const initialEditor: EditorState = { rows: null, seq: 0 };

export const fromServer = (r: FeeRuleFieldsFragment): RuleRow => ({
  key: `rule-${r.id}`, id: r.id, fund: r.fund, title: r.title, amount: r.amount, classes: [...r.classes], groups: [...r.groups],
});

/** Changes start from `base` (the rows on screen) the first time. */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'add': {
      const row: RuleRow = { key: `new-${state.seq + 1}`, fund: 'generalFund', title: '', amount: null, classes: [], groups: [] };
      return { rows: [...(state.rows ?? action.base), row], seq: state.seq + 1 };
    }
    case 'remove':
      return { ...state, rows: (state.rows ?? action.base).filter((r) => r.key !== action.key) };
    case 'change':
      return { ...state, rows: (state.rows ?? action.base).map((r) => (r.key === action.key ? { ...r, ...action.change } : r)) };
    case 'reset':
      return { ...state, rows: null };
    default:
      return state;
  }
}

/** Taka with at most two decimals, from 0 up. */
export function isTaka(amount: number | null): boolean {
  if (amount === null || !Number.isFinite(amount) || amount < 0) return false;
  const paisa = amount * 100;
  return Math.abs(paisa - Math.round(paisa)) < 1e-6;
}

/** Saved by the server only when fund, title, amount and at least one class are set (spec §5). */
export function isComplete(row: RuleRow): boolean {
  return !!row.fund && !!row.title.trim() && row.amount !== null && row.classes.length > 0;
}

/** The mutation input: every row, texts trimmed (the server skips the incomplete ones). */
export function toInputs(rows: RuleRow[]): FeeRuleInput[] {
  return rows.map((r) => ({
    fund: r.fund, title: r.title.trim(), amount: r.amount, classes: r.classes, groups: r.groups,
  }));
}

export interface PanelClass { className: string; groupName: string }

/** Class names of the class panel, in order, once each. */
export function classNames(panel: readonly PanelClass[]): string[] {
  return [...new Set(panel.map((c) => c.className))];
}

/** The non-empty group names the given classes have. */
export function groupsFor(panel: readonly PanelClass[], classes: string[]): string[] {
  return [...new Set(panel.filter((c) => classes.includes(c.className) && c.groupName).map((c) => c.groupName))];
}

export interface ClassTotal { key: string; className: string; groupName: string; generalFund: number; charityFund: number; total: number }

/** For each class (and group) of the class panel, the sum of the complete rules that apply, by fund, exact to the paisa. */
export function classTotals(panel: readonly PanelClass[], rows: RuleRow[]): ClassTotal[] {
  const rules = rows.filter(isComplete).map((r) => ({ ...r, title: r.title.trim(), amountPaisa: toPaisa(r.amount ?? 0) }));
  const seen = new Set<string>();
  const out: ClassTotal[] = [];
  for (const { className, groupName } of panel) {
    const key = `${className}\u0001${groupName}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const applying = rulesFor(rules, className, groupName);
    const sum = (fund: string) => applying.filter((r) => r.fund === fund).reduce((s, r) => s + r.amountPaisa, 0);
    const general = sum('generalFund');
    const charity = sum('charityFund');
    out.push({ key, className, groupName, generalFund: general / 100, charityFund: charity / 100, total: (general + charity) / 100 });
  }
  return out;
}
