import { ExportOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSession } from '@/app/session';
import { CrudScreen, useDialog, type DataColumn } from '@/components/crud';
import { DeleteFurnitureDocument, FurnituresDocument, type FurnitureFieldsFragment } from '@/gql/graphql';
import { evictRow } from '@/lib/cache';
import { useFormat } from '@/lib/format';
import { FurnitureFormDialog } from './FurnitureFormDialog';
import { GiveOutDialog } from './GiveOutDialog';
import { isDeletable, isSelectable } from './furnitureForm';
import './furniture.css';

type Item = FurnitureFieldsFragment;

/**
 * /store: the furniture store (spec doc 1 §2, §4, §5), on the CRUD kit. Add (ten rows), edit, give
 * out the selected rows and delete with 'furniture.write' (principal or superUser); rows with
 * nothing remaining are highlighted and cannot be selected; a button opens /givenFurnitureWindow.
 */
export default function StoreScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num, shortDate } = useFormat();
  const { can } = useSession();
  const canWrite = can('furniture.write');
  const navigate = useNavigate();
  const dialog = useDialog<Item>();
  const [giving, setGiving] = useState<{ items: Item[]; done: () => void } | null>(null);
  const { data, loading, error } = useQuery(FurnituresDocument, { fetchPolicy: 'cache-and-network' });
  const [deleteFurniture] = useMutation(DeleteFurnitureDocument);
  const rows = useMemo(() => data?.furnitures ?? [], [data]);
  const empty = rows.filter((f) => f.remain === 0).length;

  const columns: DataColumn<Item>[] = [
    { key: 'furnitureName', title: t('furniture.name'), sortable: true, render: (f) => <span dir="auto">{f.furnitureName}</span> },
    { key: 'totalHas', title: t('furniture.totalHas'), align: 'end', sortable: true, total: true },
    { key: 'totalGiven', title: t('furniture.totalGiven'), align: 'end', sortable: true, total: true },
    { key: 'remain', title: t('furniture.remain'), align: 'end', sortable: true, total: true },
    { key: 'responsible', title: t('furniture.responsible'), sortable: true, render: (f) => <span dir="auto">{f.responsible}</span> },
    { key: 'createdAt', title: t('furniture.createdAt'), sortable: true, render: (f) => <span style={{ whiteSpace: 'nowrap' }}>{shortDate(f.createdAt)}</span> },
  ];

  return (
    <CrudScreen<Item>
      className="talim-store"
      heading={t('furniture.title')}
      error={error}
      filters={
        <Flex wrap gap={12} align="center">
          <Typography.Text type="secondary" data-testid="furniture-count">{t('furniture.count', { count: rows.length, formatted: num(rows.length) })}</Typography.Text>
          {empty > 0 && (
            <Typography.Text type="secondary">
              <span className="talim-store-swatch" aria-hidden /> {t('furniture.outOfStock', { count: empty, formatted: num(empty) })}
            </Typography.Text>
          )}
        </Flex>
      }
      rows={rows}
      columns={columns}
      rowKey={(f) => f.id}
      loading={loading && !data}
      title={t('furniture.printTitle')}
      fileName="furniture"
      selectable={canWrite ? isSelectable : false}
      rowClassName={(f) => (f.remain === 0 ? 'talim-row-danger' : '')}
      toolbar={(selected, clear) => (
        <>
          {canWrite && <GiveOutButton selected={selected} onOpen={() => setGiving({ items: selected, done: clear })} />}
          <Button icon={<UnorderedListOutlined />} onClick={() => navigate('/givenFurnitureWindow')}>{t('furniture.givenList')}</Button>
        </>
      )}
      onAdd={canWrite ? dialog.add : undefined}
      addLabel={t('furniture.add')}
      size="small"
      actions={canWrite ? {
        onEdit: dialog.edit,
        onDelete: (f) => deleteFurniture({ variables: { id: f.id }, update: evictRow('Furniture', f.id) }),
        confirmDelete: (f) => t('furniture.confirmDelete', { name: f.furnitureName }),
        canDelete: isDeletable,
        deleteBlockedReason: (f) => t('furniture.deleteBlocked', { count: f.totalGiven, formatted: num(f.totalGiven) }),
      } : undefined}
    >
      {canWrite && <FurnitureFormDialog open={dialog.open} editing={dialog.row} items={rows} onClose={dialog.close} />}
      {canWrite && giving && (
        <GiveOutDialog items={giving.items} onClose={() => setGiving(null)} onGiven={giving.done} />
      )}
    </CrudScreen>
  );
}

/** The toolbar's give-out: the selected rows, or pleaseSelect (info) when none is. */
function GiveOutButton({ selected, onOpen }: { selected: Item[]; onOpen: () => void }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const { number: num } = useFormat();
  const label = selected.length
    ? intl.formatMessage({ id: 'furniture.giveSelected' }, { count: selected.length, formatted: num(selected.length) })
    : intl.formatMessage({ id: 'furniture.giveOut' });
  return (
    <Button
      icon={<ExportOutlined />}
      type={selected.length ? 'primary' : 'default'}
      onClick={() => (selected.length ? onOpen() : message.info(intl.formatMessage({ id: 'error.pleaseSelect' })))}
    >
      {label}
    </Button>
  );
}
