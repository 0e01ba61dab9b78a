import { CheckOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip, Typography, theme } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import { useIntl } from 'react-intl';
import type { PaidPeriod } from '@rules/fee-dues';
import { useFeeLabels } from '../feeRules/useFeeLabels';
import { monthChoices, suggestedAmount, type FeeLine, type ItemDraft, type MonthChoice } from './feeForm';
import { useMonthLabel } from './useMonthLabel';

interface Props {
  lines: FeeLine[];
  year: number;
  fromMonth: string;
  own: Set<string>;
  paid: PaidPeriod[];
  value?: ItemDraft[];
  onChange?: (items: ItemDraft[]) => void;
}

/**
 * The titles that apply to the student, each with its twelve months (a yearly title: its year) to
 * pick and the amount to take; months another payment paid are shown ticked and cannot be picked.
 * Picking months fills the amount with what they ask (rules/fee-dues); it can be changed.
 */
export function FeeItemsEditor({ lines, year, fromMonth, own, paid, value = [], onChange }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { titleLabel, taka } = useFeeLabels();
  const { token } = theme.useToken();

  const change = (index: number, patch: Partial<ItemDraft>) => onChange?.(value.map((d, i) => (i === index ? { ...d, ...patch } : d)));
  const toggle = (index: number, line: FeeLine, month: string) => {
    const draft = value[index];
    const months = draft.months.includes(month) ? draft.months.filter((m) => m !== month) : [...draft.months, month].sort();
    change(index, { months, amount: months.length ? suggestedAmount(line, paid, months, fromMonth) : null });
  };

  if (!lines.length) return <Typography.Text type="secondary">{t('fees.noTitles')}</Typography.Text>;
  return (
    <Flex vertical gap={10} data-testid="fee-items">
      {lines.map((line, index) => {
        const draft = value[index] ?? { subject: line.title, months: [], amount: null };
        return (
          <div key={line.title} style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, padding: 10 }} data-testid={`fee-item-${line.title}`}>
            <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 8 }}>
              <Typography.Text strong>{titleLabel(line.title)}</Typography.Text>
              <Typography.Text type="secondary">
                {t(line.yearly ? 'fees.perYear' : 'fees.perMonth', { amount: taka(line.amount) })}
                {line.owed > 0 && <> · <Typography.Text type="danger">{t('fees.owedNow', { amount: taka(line.owed) })}</Typography.Text></>}
              </Typography.Text>
            </Flex>
            <Flex wrap gap={4} role="group" aria-label={titleLabel(line.title)}>
              {monthChoices(line, year, own).map((c) => (
                <MonthButton key={c.month} choice={c} yearly={line.yearly} year={year} picked={draft.months.includes(c.month)} onClick={() => toggle(index, line, c.month)} />
              ))}
            </Flex>
            {draft.months.length > 0 && (
              <Flex align="center" gap={8} style={{ marginTop: 8 }}>
                <Typography.Text>{t('fees.amount')}</Typography.Text>
                <InputNumber<number>
                  min={0}
                  max={20_000_000}
                  step={100}
                  precision={2}
                  style={{ width: 180 }}
                  aria-label={`${t('fees.amount')} ${titleLabel(line.title)}`}
                  value={draft.amount}
                  status={draft.amount !== null && draft.amount > 0 ? undefined : 'error'}
                  onChange={(amount) => change(index, { amount })}
                />
              </Flex>
            )}
          </div>
        );
      })}
    </Flex>
  );
}

function MonthButton({ choice, yearly, year, picked, onClick }: { choice: MonthChoice; yearly: boolean; year: number; picked: boolean; onClick: () => void }) {
  const intl = useIntl();
  const monthLabel = useMonthLabel();
  const label = yearly ? intl.formatNumber(year, { useGrouping: false }) : monthLabel(choice.month, 'short');
  const full = yearly ? label : monthLabel(choice.month, 'long');
  if (!choice.selectable) {
    const status = intl.formatMessage({ id: `fees.status.${choice.status}` });
    return (
      <Tooltip title={`${full}: ${status}`}>
        <Button size="small" disabled icon={choice.status === 'none' ? undefined : <CheckOutlined />} aria-label={`${full}: ${status}`} style={{ minWidth: 52 }}>{label}</Button>
      </Tooltip>
    );
  }
  const button = (ariaLabel: string, dashed: boolean) => (
    <Button size="small" type={picked ? 'primary' : dashed ? 'dashed' : 'default'} aria-pressed={picked} aria-label={ariaLabel} onClick={onClick} style={{ minWidth: 52 }}>
      {label}
    </Button>
  );
  if (choice.status !== 'partial') return button(full, false);
  // A part-paid month can take the rest: dashed, and its status said.
  const status = intl.formatMessage({ id: 'fees.status.partial' });
  return <Tooltip title={`${full}: ${status}`}>{button(`${full}: ${status}`, true)}</Tooltip>;
}
