import { useIntl } from 'react-intl';

/** Paisa as "12.40 taka" in the page's language. */
export function useTaka(): (paisa: number) => string {
  const intl = useIntl();
  return (paisa: number) => intl.formatMessage({ id: 'messaging.taka' }, { amount: intl.formatNumber(paisa / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) });
}
