import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Descriptions, Flex, Form, Input, Progress, Select, Typography } from 'antd';
import { Segmented } from '@/components/Segmented';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { LookupInput } from '@/components/crud';
import type { Lookup } from '@/components/crud/useIdLookup';
import {
  ClassesDocument, SendSmsDocument, SettingsDocument, SmsBalanceDocument, SmsBatchDocument, SmsOutboxDocument, SmsReceiversDocument,
  type SmsReceiversQuery,
} from '@/gql/graphql';
import { errorText } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { MAX_SMS_LENGTH, smsBatchCostPaisa } from '@rules/sms';
import { classesOf, groupsOf } from '../education/papers/classChoices';
import { SmsCounter } from '../settings/SmsCounter';
import { useTaka } from './useTaka';

type Mode = 'guardian' | 'class' | 'guardians' | 'staff';
const MODES: Mode[] = ['guardian', 'class', 'guardians', 'staff'];
type Student = NonNullable<SmsReceiversQuery['smsReceivers']['student']>;
type Found = { mobiles: string[]; student: Student };

/** How often a send's progress is asked while it is delivered. */
const POLL_MS = 800;

/**
 * The compose card of /messaging (issue 12): who (one guardian by admit number, a class and group,
 * every guardian, every staff member), a draft or typed text with its live part count, the cost of
 * the whole send against the balance; Send charges the whole send at once on the server, which then
 * delivers it in the background while this card polls its progress (smsBatch) into a progress bar.
 * A send to more than one guardian asks first, with the recipients and the cost; a sent text is cleared.
 */
export function ComposeSms() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number } = useFormat();
  const taka = useTaka();
  const { message, modal } = App.useApp();
  const client = useApolloClient();
  const [form] = Form.useForm();
  const [mode, setMode] = useState<Mode>('class');
  const [className, setClassName] = useState('');
  const [groupName, setGroupName] = useState('');
  const [text, setText] = useState('');
  const [lookup, setLookup] = useState<Lookup<Found>>({ state: 'idle' });
  const [batch, setBatch] = useState('');

  const balance = useQuery(SmsBalanceDocument, { fetchPolicy: 'cache-first' }).data?.smsBalance;
  const drafts = useQuery(SettingsDocument).data?.settings.draftMessages ?? [];
  const classQuery = useQuery(ClassesDocument);
  const classes = useMemo(() => classQuery.data?.classes ?? [], [classQuery.data]);
  const groups = groupsOf(classes, className);

  const listed = mode === 'guardians' || mode === 'staff' || (mode === 'class' && !!className);
  const input = { mode, ...(mode === 'class' ? { className, groupName } : {}) };
  const receivers = useQuery(SmsReceiversDocument, { variables: { input }, skip: !listed, fetchPolicy: 'network-only' });
  const mobiles = mode === 'guardian' ? (lookup.state === 'found' ? lookup.person.mobiles : []) : listed ? (receivers.data?.smsReceivers.mobiles ?? []) : [];
  const count = mobiles.length;
  const cost = smsBatchCostPaisa(text, count);
  const short = !!balance && cost > balance.balancePaisa;

  const progress = useQuery(SmsBatchDocument, { variables: { batch }, skip: !batch, fetchPolicy: 'network-only', pollInterval: POLL_MS });
  const p = progress.data?.smsBatch;
  const running = !!batch && (!p || p.pending > 0);
  useEffect(() => {
    if (!batch || !p || p.pending > 0) return;
    progress.stopPolling();
    void client.refetchQueries({ include: [SmsOutboxDocument, SmsBalanceDocument] });
    if (p.failed) message.warning(t('messaging.sendDoneFailed', { sent: number(p.sent), failed: number(p.failed) }));
    else message.success(t('messaging.sendDone', { sent: number(p.sent) }));
    // once per finished send
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [batch, p?.pending]);

  const [send, sending] = useMutation(SendSmsDocument);
  // One send per click (issue 25): a second click while asking or sending does nothing.
  const busy = useRef(false);
  const submit = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      // More than one guardian: the recipients and the cost are confirmed first (issue 25).
      if (mode !== 'guardian') {
        const ok = await modal.confirm({
          title: t('messaging.confirmTitle'),
          content: t('messaging.confirmBody', { receivers: count, formatted: number(count), cost: taka(cost) }),
          okText: t('messaging.send'),
          cancelText: t('app.cancel'),
        });
        if (!ok) return;
      }
      const payload = mode === 'guardian' ? { mode, admitNo: Number(form.getFieldValue('admitNo')), body: text } : { ...input, body: text };
      const r = await send({ variables: { input: payload } });
      if (r.data) {
        setBatch(r.data.sendSms.batch);
        // Sent: the text is cleared so it is not sent again by mistake.
        setText('');
      }
      void client.refetchQueries({ include: [SmsOutboxDocument, SmsBalanceDocument] });
    } catch (e) {
      message.error(errorText(intl, e));
    } finally {
      busy.current = false;
    }
  };

  const ready = count > 0 && text.trim().length > 0 && !!balance?.valid && !short && !running;
  const done = p ? p.sent + p.failed : 0;

  return (
    <Card size="small" title={t('messaging.composeTitle')}>
      <Form form={form} layout="vertical" style={{ maxWidth: 720 }} onFinish={() => void submit()}>
        <Form.Item label={t('messaging.to')}>
          <Segmented<Mode>
            aria-label={t('messaging.to')}
            value={mode}
            onChange={(m) => { setMode(m); setLookup({ state: 'idle' }); }}
            options={MODES.map((m) => ({ value: m, label: t(`messaging.mode.${m}`) }))}
            data-testid="sms-mode"
          />
        </Form.Item>
        {mode === 'guardian' && (
          <Form.Item name="admitNo" label={t('messaging.admitNo')} extra={t('messaging.admitNoHelp')}>
            <LookupInput<Found>
              form={form}
              field="admitNo"
              lookup={lookup}
              setLookup={setLookup}
              foundId={null}
              fetch={async (admitNo) => {
                // not a whole number: the server's invalidValue
                const n = /^\d{1,9}$/.test(admitNo) ? Number(admitNo) : -1;
                const { data } = await client.query({ query: SmsReceiversDocument, variables: { input: { mode: 'guardian', admitNo: n } }, fetchPolicy: 'network-only' });
                if (!data?.smsReceivers.student) throw new Error('no answer');
                return { mobiles: data.smsReceivers.mobiles, student: data.smsReceivers.student };
              }}
              findLabel={t('messaging.find')}
              ariaLabel={t('messaging.admitNo')}
              inputMode="numeric"
              maxLength={10}
            />
          </Form.Item>
        )}
        {mode === 'guardian' && lookup.state === 'found' && (
          <Descriptions size="small" bordered column={1} style={{ marginBottom: 16 }} data-testid="sms-guardian">
            <Descriptions.Item label={t('messaging.student')}>{lookup.person.student.name}</Descriptions.Item>
            <Descriptions.Item label={t('messaging.father')}>{lookup.person.student.fatherName}</Descriptions.Item>
            <Descriptions.Item label={t('messaging.class')}>{[lookup.person.student.className, lookup.person.student.groupName].filter(Boolean).join(' · ')}</Descriptions.Item>
            <Descriptions.Item label={t('messaging.guardianMobile')}><span dir="ltr">{lookup.person.student.mobile}</span></Descriptions.Item>
          </Descriptions>
        )}
        {mode === 'class' && (
          <Flex gap={12} wrap>
            <Form.Item label={t('messaging.class')} style={{ minWidth: 200 }}>
              <Select
                aria-label={t('messaging.class')}
                value={className || undefined}
                placeholder={t('messaging.chooseClass')}
                onChange={(c: string) => { setClassName(c); setGroupName(''); }}
                options={classesOf(classes).map((c) => ({ value: c, label: c }))}
                loading={classQuery.loading}
              />
            </Form.Item>
            {groups.some(Boolean) && (
              <Form.Item label={t('messaging.group')} style={{ minWidth: 180 }}>
                <Select
                  aria-label={t('messaging.group')}
                  value={groupName}
                  onChange={setGroupName}
                  options={[{ value: '', label: t('messaging.allGroups') }, ...groups.filter(Boolean).map((g) => ({ value: g, label: g }))]}
                />
              </Form.Item>
            )}
          </Flex>
        )}
        {drafts.length > 0 && (
          <Form.Item label={t('messaging.draft')}>
            <Select
              aria-label={t('messaging.draft')}
              placeholder={t('messaging.chooseDraft')}
              value={null}
              onChange={(d: string) => setText(d)}
              options={drafts.map((d, i) => ({ value: d, label: d, key: i }))}
            />
          </Form.Item>
        )}
        <Form.Item label={t('messaging.text')} extra={<SmsCounter text={text} id="sms-compose-count" />}>
          <Input.TextArea
            aria-label={t('messaging.text')}
            aria-describedby="sms-compose-count"
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={MAX_SMS_LENGTH}
            autoSize={{ minRows: 3, maxRows: 8 }}
            dir="auto"
          />
        </Form.Item>
        <Flex vertical gap={8}>
          <Typography.Text strong data-testid="sms-total" aria-live="polite">
            {t('messaging.sendTotal', { receivers: count, formatted: number(count), cost: taka(cost) })}
          </Typography.Text>
          {balance && !balance.valid && <Alert type="error" showIcon title={t('error.balanceFinishde')} />}
          {short && balance.valid && <Alert type="error" showIcon title={t('messaging.notEnough', { balance: taka(balance.balancePaisa) })} />}
          <div>
            <Button type="primary" htmlType="submit" disabled={!ready} loading={sending.loading}>
              {t('messaging.send')}
            </Button>
          </div>
          {batch && p && (
            <div data-testid="sms-progress">
              <Progress percent={p.total ? Math.round((done / p.total) * 100) : 100} status={running ? 'active' : p.failed ? 'exception' : 'success'} />
              <Typography.Text type="secondary">
                {t('messaging.progress', { done: number(done), total: number(p.total), sent: number(p.sent), failed: number(p.failed) })}
              </Typography.Text>
            </div>
          )}
        </Flex>
      </Form>
    </Card>
  );
}
