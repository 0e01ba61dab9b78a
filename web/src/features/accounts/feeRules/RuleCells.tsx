import { Select, Tag, Typography } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import { useIntl } from 'react-intl';
import { SuggestInput } from '@/components/SuggestInput';
import { FUNDS, isTaka, type RuleRow } from './feeRulesGrid';
import { useFeeLabels } from './useFeeLabels';

type Change = (change: Partial<RuleRow>) => void;

const warnIf = (missing: boolean) => (missing ? 'warning' : undefined);

export function FundCell({ row, editable, onChange }: { row: RuleRow; editable: boolean; onChange: Change }) {
  const intl = useIntl();
  const { fundLabel } = useFeeLabels();
  if (!editable) return <>{fundLabel(row.fund)}</>;
  return (
    <Select
      value={row.fund || undefined}
      onChange={(fund: string) => onChange({ fund })}
      options={FUNDS.map((f) => ({ value: f, label: fundLabel(f) }))}
      aria-label={intl.formatMessage({ id: 'feeRules.fund' })}
      status={warnIf(!row.fund)}
      style={{ width: 150 }}
    />
  );
}

export function TitleCell({ row, editable, onChange }: { row: RuleRow; editable: boolean; onChange: Change }) {
  const intl = useIntl();
  const { titleLabel, titleValue, titleSuggestions } = useFeeLabels();
  if (!editable) return <bdi>{titleLabel(row.title)}</bdi>;
  const label = intl.formatMessage({ id: 'feeRules.feeTitle' });
  return (
    <SuggestInput
      value={titleLabel(row.title)}
      onChange={(text) => onChange({ title: titleValue(text) })}
      suggestions={titleSuggestions}
      ariaLabel={label}
      placeholder={label}
      status={warnIf(!row.title.trim())}
      style={{ width: 180 }}
    />
  );
}

export function AmountCell({ row, editable, onChange }: { row: RuleRow; editable: boolean; onChange: Change }) {
  const intl = useIntl();
  const { taka } = useFeeLabels();
  if (!editable) return <>{row.amount === null ? '' : taka(row.amount)}</>;
  const bad = row.amount !== null && !isTaka(row.amount);
  return (
    <InputNumber<number>
      value={row.amount}
      min={0}
      step={1}
      onChange={(v) => onChange({ amount: v === null || v === undefined ? null : Number(v) })}
      aria-label={intl.formatMessage({ id: 'feeRules.amount' })}
      status={bad ? 'error' : warnIf(row.amount === null)}
      style={{ width: 130 }}
    />
  );
}

interface NamesProps {
  row: RuleRow;
  editable: boolean;
  options: string[];
  /** The class panel has loaded: names missing from it can be flagged. */
  known?: boolean;
  onChange: (names: string[]) => void;
}

export function ClassesCell({ row, editable, options, known, onChange }: NamesProps) {
  const intl = useIntl();
  if (!editable) return <>{row.classes.map((c) => <Tag key={c}>{c}</Tag>)}</>;
  const unknown = !!known && row.classes.some((c) => !options.includes(c));
  return (
    <Select
      mode="multiple"
      value={row.classes}
      onChange={onChange}
      options={options.map((c) => ({ value: c, label: c }))}
      aria-label={intl.formatMessage({ id: 'feeRules.classes' })}
      placeholder={intl.formatMessage({ id: 'feeRules.chooseClasses' })}
      notFoundContent={intl.formatMessage({ id: 'feeRules.noOptions' })}
      status={unknown ? 'error' : warnIf(row.classes.length === 0)}
      allowClear
      style={{ width: 240 }}
    />
  );
}

export function GroupsCell({ row, editable, options, onChange }: NamesProps) {
  const intl = useIntl();
  const all = intl.formatMessage({ id: 'feeRules.allGroups' });
  if (!editable) return <>{row.groups.length ? row.groups.map((g) => <Tag key={g}>{g}</Tag>) : <Typography.Text type="secondary">{all}</Typography.Text>}</>;
  return (
    <Select
      mode="multiple"
      value={row.groups}
      onChange={onChange}
      options={options.map((g) => ({ value: g, label: g }))}
      aria-label={intl.formatMessage({ id: 'feeRules.groups' })}
      placeholder={all}
      notFoundContent={intl.formatMessage({ id: 'feeRules.noOptions' })}
      disabled={options.length === 0 && row.groups.length === 0}
      allowClear
      style={{ width: 200 }}
    />
  );
}
