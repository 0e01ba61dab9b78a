import { Button, Card, Flex, Input, Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import {
  CONDUCT_HEADING_MAX, CONDUCT_ITEMS, EVALUATION_ITEMS, EVALUATION_QUESTION_MAX, conductMessageId, evaluationMessageId, keptHeadings,
} from '@rules/report-headings';
import { tenSlots } from './settingsForm';

type Kind = 'conductHeadings' | 'evaluationQuestions';

const KINDS: Record<Kind, { items: readonly string[]; id: (item: string) => string; max: number; slot: string }> = {
  conductHeadings: { items: CONDUCT_ITEMS, id: conductMessageId, max: CONDUCT_HEADING_MAX, slot: 'settings.headingN' },
  evaluationQuestions: { items: EVALUATION_ITEMS, id: evaluationMessageId, max: EVALUATION_QUESTION_MAX, slot: 'settings.questionN' },
};

/**
 * The headings a new hostel student report (conduct rating) and a new staff report (teacher
 * evaluation) start with (issue 24 item 11). All blank: the defaults, shown as placeholders in the
 * reader's language; saved with the settings.
 */
export function ReportHeadingsCard({ value, onChange }: { value: Record<Kind, string[]>; onChange: (patch: Partial<Record<Kind, string[]>>) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const list = (kind: Kind) => {
    const { items, id, max, slot } = KINDS[kind];
    const slots = tenSlots(value[kind]);
    const usingDefaults = keptHeadings(slots).length === 0;
    return (
      <Flex vertical gap={8} key={kind} role="group" aria-labelledby={`${kind}-title`}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Flex align="center" gap={8}>
            <Typography.Text strong id={`${kind}-title`}>{t(`settings.${kind}`)}</Typography.Text>
            {usingDefaults && <Tag color="blue">{t('settings.usingDefaults')}</Tag>}
          </Flex>
          <Flex gap={8} wrap>
            <Button size="small" onClick={() => onChange({ [kind]: tenSlots(items.map((item) => t(id(item)))) })}>{t('settings.fillDefaults')}</Button>
            <Button size="small" disabled={usingDefaults} onClick={() => onChange({ [kind]: tenSlots([]) })}>{t('settings.useDefaults')}</Button>
          </Flex>
        </Flex>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 8 }}>
          {slots.map((text, i) => (
            <Input
              key={i}
              dir="auto"
              value={text}
              maxLength={max}
              prefix={<Typography.Text type="secondary">{intl.formatNumber(i + 1)}.</Typography.Text>}
              placeholder={usingDefaults && items[i] ? t(id(items[i])) : undefined}
              aria-label={t(slot, { n: intl.formatNumber(i + 1) })}
              onChange={(e) => onChange({ [kind]: slots.map((s, j) => (j === i ? e.target.value : s)) })}
            />
          ))}
        </div>
      </Flex>
    );
  };

  return (
    <Card title={t('settings.reportHeadingsTitle')} size="small">
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('settings.reportHeadingsHelp')}</Typography.Text>
        {list('conductHeadings')}
        {list('evaluationQuestions')}
      </Flex>
    </Card>
  );
}
