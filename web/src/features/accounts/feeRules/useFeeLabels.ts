import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FEE_TITLES, FUNDS } from './feeRulesGrid';

/** Translated fund and fee-title labels; a title key shows translated, free text as typed. */
export function useFeeLabels() {
  const intl = useIntl();
  return useMemo(() => {
    const titleLabels = new Map<string, string>(FEE_TITLES.map((k) => [k, intl.formatMessage({ id: `feeTitle.${k}` })]));
    const keyByLabel = new Map<string, string>([...titleLabels].map(([k, label]) => [label, k]));
    return {
      fundLabel: (fund: string) => (FUNDS.includes(fund as (typeof FUNDS)[number]) ? intl.formatMessage({ id: `fund.${fund}` }) : fund),
      titleLabel: (title: string) => titleLabels.get(title) ?? title,
      /** What was typed or picked, back to a title key when it is a suggestion's label. */
      titleValue: (text: string) => keyByLabel.get(text.trim()) ?? text,
      titleSuggestions: [...titleLabels.values()],
      /** Money: always two decimals, the language's digits. */
      taka: (n: number) => intl.formatNumber(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      list: (names: string[]) => names.join(intl.formatMessage({ id: 'print.listSeparator' })),
    };
  }, [intl]);
}
