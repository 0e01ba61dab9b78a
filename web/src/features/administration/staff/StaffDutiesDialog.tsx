import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Empty, Flex, Input, Modal, Popconfirm, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AddStaffDutyDocument, DeleteStaffDutyDocument, StaffDutiesDocument, type StaffFieldsFragment } from '@/gql/graphql';
import { evictRow } from '@/lib/cache';
import { errorText } from '@/lib/errors';

/** List numbers in the language's digits (Bengali, Arabic-Indic, else Latin). */
export function listStyleOf(locale: string): string {
  return locale.startsWith('bn') ? 'bengali' : locale.startsWith('ar') ? 'arabic-indic' : 'decimal';
}

/** The most a duty's text may hold (the server's limit). */
export const DUTY_MAX_LENGTH = 500;

/**
 * One staff member's duty list (add_duty_online, duties, delete_duty): the list for everyone on
 * staff, adding and deleting with 'staff.write'.
 */
export function StaffDutiesDialog({ staff, canWrite, onClose }: { staff: StaffFieldsFragment | null; canWrite: boolean; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Modal open={!!staff} title={staff ? t('staff.dutiesOf', { name: staff.name }) : ''} onCancel={onClose} footer={null} width={560} destroyOnHidden>
      {staff && <Duties staffId={staff.id} canWrite={canWrite} />}
    </Modal>
  );
}

function Duties({ staffId, canWrite }: { staffId: number; canWrite: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const { data, loading } = useQuery(StaffDutiesDocument, { variables: { staffId }, fetchPolicy: 'cache-and-network' });
  // The list's duty column follows (StaffList is refetched).
  const refetchQueries = [{ query: StaffDutiesDocument, variables: { staffId } }, 'StaffList'];
  const [addDuty, adding] = useMutation(AddStaffDutyDocument, { refetchQueries });
  const [deleteDuty] = useMutation(DeleteStaffDutyDocument, { refetchQueries });
  const duties = data?.staffDuties ?? [];

  const add = async () => {
    if (!text.trim()) return void message.error(t('app.required'));
    try {
      await addDuty({ variables: { input: { staffId, duty: text.trim() } } });
      setText('');
      message.success(t('error.successMessage'));
    } catch (e) {
      message.error(errorText(intl, e));
    }
  };
  const remove = async (id: number) => {
    try {
      await deleteDuty({ variables: { id }, update: evictRow('StaffDuty', id) });
      message.success(t('error.successMessage'));
    } catch (e) {
      message.error(errorText(intl, e));
    }
  };

  return (
    <Flex vertical gap={12}>
      {canWrite && (
        <Flex gap={8}>
          <Input
            value={text}
            onChange={(e) => setText(e.target.value)}
            onPressEnter={add}
            maxLength={DUTY_MAX_LENGTH}
            placeholder={t('staff.newDuty')}
            aria-label={t('staff.newDuty')}
          />
          <Button type="primary" icon={<PlusOutlined />} loading={adding.loading} onClick={add}>
            {t('staff.addDuty')}
          </Button>
        </Flex>
      )}
      {loading && !data ? (
        <Spin />
      ) : duties.length ? (
        <ol style={{ margin: 0, paddingInlineStart: 24, listStyleType: listStyleOf(intl.locale) }}>
          {duties.map((d) => (
            <li key={d.id} style={{ paddingBlock: 4 }}>
              <Flex gap={8} align="center" justify="space-between">
                <Typography.Text>{d.duty}</Typography.Text>
                {canWrite && (
                  <Popconfirm title={t('staff.confirmDeleteDuty')} okText={t('table.yes')} cancelText={t('table.no')} okButtonProps={{ danger: true }} onConfirm={() => remove(d.id)}>
                    <Button danger size="small" icon={<DeleteOutlined />} aria-label={t('table.delete')} />
                  </Popconfirm>
                )}
              </Flex>
            </li>
          ))}
        </ol>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('staff.noDuties')} />
      )}
    </Flex>
  );
}
