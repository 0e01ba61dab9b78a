import { useMutation } from '@apollo/client/react';
import { MessageOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm } from 'antd';
import { useIntl } from 'react-intl';
import { SendAbsenceSmsDocument } from '@/gql/graphql';
import { errorMessageId } from '@/lib/errors';
import { useFormat } from '@/lib/format';

/**
 * "Send absence messages now" (issue 12; education and the superUser): today's absence run at once,
 * the same as the server's scheduled one — each absent student's guardian is told once a day.
 */
export function AbsenceButton() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const { digits, number } = useFormat();
  const { message } = App.useApp();
  const [send, { loading }] = useMutation(SendAbsenceSmsDocument);
  const run = async () => {
    try {
      const r = (await send()).data?.sendAbsenceSms;
      if (!r) return;
      if (r.state === 'notYet') void message.info(t('attendance.absence.notYet', { time: digits((r.closesAt ?? '').slice(0, 5)) }));
      else if (r.state === 'notSchoolDay') void message.info(t('attendance.absence.notSchoolDay'));
      else if (r.state === 'deviceNotRead') void message.error(t('attendance.absence.deviceNotRead'));
      else if (r.state === 'notTaken') void message.info(t('attendance.absence.notTaken'));
      else {
        void message.success(t('attendance.absence.done', { sent: number(r.sent), repeated: number(r.repeated), skipped: number(r.skipped), failed: number(r.failed) }));
        if (r.balanceShort) void message.warning(t('attendance.absence.balanceShort'));
      }
    } catch (e) {
      const { id, values } = errorMessageId(e);
      void message.error(t(id === 'error.notWorked' ? 'attendance.absence.off' : id, values));
    }
  };
  return (
    <Popconfirm title={t('attendance.absence.confirm')} okText={t('table.yes')} cancelText={t('table.no')} onConfirm={() => void run()}>
      <Button icon={<MessageOutlined />} loading={loading}>{t('attendance.absence.send')}</Button>
    </Popconfirm>
  );
}
