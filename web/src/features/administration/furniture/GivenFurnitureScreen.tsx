import { ArrowLeftOutlined, ArrowRightOutlined, RollbackOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSession } from '@/app/session';
import { ConfirmButton, CrudScreen, useDialog, type DataColumn } from '@/components/crud';
import { AcceptGivenFurnitureDocument, GivenFurnituresDocument, type GivenFurnitureFieldsFragment } from '@/gql/graphql';
import { errorText } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { GivenAmountDialog } from './GivenAmountDialog';

type Given = GivenFurnitureFieldsFragment;

/** The most give-outs the window loads at once (newest first). */
const LOADED = 500;

/**
 * /givenFurnitureWindow: what is given out (spec doc 2 §2–§6), newest first, on the CRUD kit;
 * furniture id and giving time hidden by default. With 'givenFurniture.write' (principal or
 * superUser): edit a given amount (less than before; the difference comes back) and accept all back.
 */
export default function GivenFurnitureScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num, digits, dir, dateTime } = useFormat();
  const { can } = useSession();
  const canWrite = can('givenFurniture.write');
  const navigate = useNavigate();
  const dialog = useDialog<Given>();
  const { data, loading, error } = useQuery(GivenFurnituresDocument, { variables: { limit: LOADED }, fetchPolicy: 'cache-and-network' });
  const page = data?.givenFurnitures;
  const rows = page?.items ?? [];
  const total = page?.total ?? 0;
  const time = (iso: unknown) => dateTime(String(iso));

  const columns: DataColumn<Given>[] = [
    { key: 'furnitureId', title: t('furniture.furnitureId'), hidden: true, align: 'end', render: (g) => digits(g.furnitureId) },
    { key: 'furnitureName', title: t('furniture.name'), sortable: true, render: (g) => <span dir="auto">{g.furnitureName}</span> },
    { key: 'totalGiven', title: t('furniture.givenAmount'), align: 'end', sortable: true, total: true },
    { key: 'receiverDepartment', title: t('furniture.receiverDepartment'), sortable: true, render: (g) => <span dir="auto">{g.receiverDepartment}</span> },
    { key: 'receiverResponsible', title: t('furniture.receiverResponsible'), sortable: true, render: (g) => <span dir="auto">{g.receiverResponsible}</span> },
    { key: 'provider', title: t('furniture.provider'), sortable: true, render: (g) => <span dir="auto">{g.provider}</span> },
    { key: 'givenAt', title: t('furniture.givenAt'), hidden: true, sortable: true, value: (g) => time(g.givenAt), render: (g) => <span style={{ whiteSpace: 'nowrap' }}>{time(g.givenAt)}</span> },
  ];

  return (
    <CrudScreen<Given>
      className="talim-given-furniture"
      heading={t('furniture.givenTitle')}
      error={error}
      filters={
        <Typography.Text type="secondary" data-testid="given-count">
          {total > rows.length
            ? t('furniture.givenCountPartial', { shown: num(rows.length), total: num(total) })
            : t('furniture.givenCount', { count: total, formatted: num(total) })}
        </Typography.Text>
      }
      rows={rows}
      columns={columns}
      rowKey={(g) => g.id}
      loading={loading && !data}
      title={t('furniture.givenPrintTitle')}
      fileName="given-furniture"
      toolbar={() => (
        <Button icon={dir === 'rtl' ? <ArrowRightOutlined /> : <ArrowLeftOutlined />} onClick={() => navigate('/store')}>{t('furniture.backToStore')}</Button>
      )}
      size="small"
      actions={canWrite ? { onEdit: dialog.edit, extra: (g) => <AcceptAll given={g} /> } : undefined}
    >
      {canWrite && dialog.row && <GivenAmountDialog open={dialog.open} given={dialog.row} onClose={dialog.close} />}
    </CrudScreen>
  );
}

/** Accept all of a give-out back into the store, after a confirm (doc 2 §4); the row goes. */
function AcceptAll({ given }: { given: Given }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num } = useFormat();
  const { message } = App.useApp();
  const [accept, { loading }] = useMutation(AcceptGivenFurnitureDocument, { refetchQueries: ['GivenFurnitures', 'Furnitures'] });
  const run = async () => {
    try {
      await accept({ variables: { id: given.id, all: true } });
      message.success(t('furniture.accepted', { count: num(given.totalGiven), name: given.furnitureName }));
    } catch (e) {
      message.error(errorText(intl, e));
    }
  };
  return (
    <ConfirmButton
      label={t('furniture.acceptAll')}
      title={t('furniture.confirmAcceptAll', { count: num(given.totalGiven), name: given.furnitureName, department: given.receiverDepartment })}
      icon={<RollbackOutlined />}
      loading={loading}
      onConfirm={run}
    />
  );
}

