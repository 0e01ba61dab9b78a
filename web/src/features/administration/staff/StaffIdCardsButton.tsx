import { IdcardOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePrint } from '@/components/PrintHost';
import type { StaffFieldsFragment } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { DEFAULT_ID_CARD_FRAME, FramePicker, type IdCardFrameId } from '@/print/students/IdCards';
import { StaffIdCards } from '@/print/staff/IdCards';
import { cardStaff } from './staffForm';

/** The toolbar's "ID cards": the selected staff, or everyone listed when none is selected, 3 × 3 per A4 page with a frame. */
export function StaffIdCardsButton({ selected, all }: { selected: StaffFieldsFragment[]; all: StaffFieldsFragment[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num } = useFormat();
  const print = usePrint();
  const [open, setOpen] = useState(false);
  const [frame, setFrame] = useState<IdCardFrameId>(DEFAULT_ID_CARD_FRAME);
  const staff = cardStaff(selected, all);
  const scope = selected.length ? t('staff.cardsSelected', { count: num(selected.length) }) : t('staff.cardsAll', { count: num(all.length) });
  return (
    <>
      <Button icon={<IdcardOutlined />} disabled={!staff.length} onClick={() => setOpen(true)}>
        {t('staff.idCards')}
      </Button>
      <Modal
        open={open}
        title={t('staff.idCards')}
        okText={t('table.print')}
        okButtonProps={{ icon: <PrinterOutlined /> }}
        cancelText={t('table.cancel')}
        onOk={() => {
          print(<StaffIdCards staff={staff} frame={frame} />);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
        width={640}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{scope}</Typography.Paragraph>
        <FramePicker value={frame} onChange={setFrame} />
      </Modal>
    </>
  );
}
