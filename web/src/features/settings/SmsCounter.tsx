import { Typography } from 'antd';
import { useIntl } from 'react-intl';
import { smsMeasure } from './settingsForm';

/** The live length, part count and cost of an SMS text (spec: 60 characters a part for non-Latin text, 150 otherwise; 0.40 taka a part). */
export function SmsCounter({ text, id }: { text: string; id?: string }) {
  const intl = useIntl();
  const { chars, parts, costPaisa } = smsMeasure(text);
  const cost = intl.formatNumber(costPaisa / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <Typography.Text type="secondary" id={id} data-testid="sms-counter" aria-live="polite">
      {intl.formatMessage({ id: 'settings.smsCount' }, { chars, parts, cost })}
    </Typography.Text>
  );
}
