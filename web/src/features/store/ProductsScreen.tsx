import { ShoppingCartOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSession } from '@/app/session';
import { CrudScreen, useDialog, type DataColumn } from '@/components/crud';
import { DeleteProductDocument, ProductsDocument, type ProductFieldsFragment } from '@/gql/graphql';
import { evictRow } from '@/lib/cache';
import { useFormat } from '@/lib/format';
import { useMoney } from '@/print/accounts/VoucherPrint';
import { ProductFormDialog } from './ProductFormDialog';
import { SellDialog } from './SellDialog';
import { useUnitLabel } from './UnitSelect';
import { isDeletable, isSellable } from './storeForm';
// The out-of-stock swatch is the furniture store's.
import '../administration/furniture/furniture.css';
import './store.css';

type Item = ProductFieldsFragment;

/** The most products the screen loads at once (newest first); the quick search filters them. */
const LOADED = 500;

/**
 * /buyAndSell: the store's products (spec doc 2 §2–§6), on the CRUD kit: id hidden; add (ten
 * rows, a known name adds to its product), update, delete while nothing is sold, and sell the
 * selected rows (the selling dialog; none selected: pleaseSelect). Rows with nothing remaining
 * are highlighted and cannot be selected. A button opens /soldProductList.
 */
export default function ProductsScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num, digits, shortDate } = useFormat();
  const money = useMoney();
  const unitLabel = useUnitLabel();
  const { can } = useSession();
  const canWrite = can('product.write');
  const navigate = useNavigate();
  const dialog = useDialog<Item>();
  const [selling, setSelling] = useState<{ items: Item[]; done: () => void } | null>(null);
  const { data, loading, error } = useQuery(ProductsDocument, { variables: { limit: LOADED }, fetchPolicy: 'cache-and-network' });
  const [deleteProduct] = useMutation(DeleteProductDocument);
  const rows = useMemo(() => data?.products.items ?? [], [data]);
  const total = data?.products.total ?? 0;
  const empty = rows.filter((p) => p.remain === 0).length;

  const columns: DataColumn<Item>[] = [
    { key: 'id', title: t('store.id'), hidden: true, align: 'end', value: (p) => digits(p.id) },
    { key: 'productName', title: t('store.name'), sortable: true, render: (p) => <span dir="auto">{p.productName}</span> },
    { key: 'unit', title: t('store.unit'), sortable: true, value: (p) => unitLabel(p.unit) },
    { key: 'totalHas', title: t('store.totalHas'), align: 'end', sortable: true, total: true },
    { key: 'totalSold', title: t('store.totalSold'), align: 'end', sortable: true, total: true },
    { key: 'remain', title: t('store.remain'), align: 'end', sortable: true, total: true },
    { key: 'perProductPrice', title: t('store.buyingPrice'), align: 'end', sortable: true, render: (p) => money(p.perProductPrice) },
    { key: 'perProductSellingPrice', title: t('store.sellingPrice'), align: 'end', sortable: true, render: (p) => money(p.perProductSellingPrice) },
    { key: 'responsible', title: t('store.responsible'), sortable: true, render: (p) => <span dir="auto">{p.responsible}</span> },
    { key: 'createdAt', title: t('store.createdAt'), sortable: true, render: (p) => <span style={{ whiteSpace: 'nowrap' }}>{shortDate(p.createdAt)}</span> },
  ];

  return (
    <CrudScreen<Item>
      className="talim-products"
      heading={t('store.title')}
      error={error}
      filters={
        <Flex wrap gap={12} align="center">
          <Typography.Text type="secondary" data-testid="product-count">
            {total > rows.length ? t('store.countPartial', { shown: num(rows.length), total: num(total) }) : t('store.count', { count: total, formatted: num(total) })}
          </Typography.Text>
          {empty > 0 && (
            <Typography.Text type="secondary">
              <span className="talim-store-swatch" aria-hidden /> {t('store.outOfStock', { count: empty, formatted: num(empty) })}
            </Typography.Text>
          )}
        </Flex>
      }
      rows={rows}
      columns={columns}
      rowKey={(p) => p.id}
      loading={loading && !data}
      title={t('store.printTitle')}
      fileName="products"
      selectable={canWrite ? isSellable : false}
      rowClassName={(p) => (p.remain === 0 ? 'talim-row-danger' : '')}
      toolbar={(selected, clear) => (
        <>
          {canWrite && <SellButton selected={selected} onOpen={() => setSelling({ items: selected, done: clear })} />}
          <Button icon={<UnorderedListOutlined />} onClick={() => navigate('/soldProductList')}>{t('store.soldList')}</Button>
        </>
      )}
      onAdd={canWrite ? dialog.add : undefined}
      addLabel={t('store.add')}
      size="small"
      actions={canWrite ? {
        onEdit: dialog.edit,
        onDelete: (p) => deleteProduct({ variables: { id: p.id }, update: evictRow('Product', p.id) }),
        confirmDelete: (p) => t('store.confirmDelete', { name: p.productName }),
        canDelete: isDeletable,
        deleteBlockedReason: (p) => t('error.sorryToDeleteForSold', { name: p.productName }),
      } : undefined}
    >
      {canWrite && <ProductFormDialog open={dialog.open} editing={dialog.row} items={rows} onClose={dialog.close} />}
      {canWrite && selling && <SellDialog items={selling.items} onClose={() => setSelling(null)} onSold={selling.done} />}
    </CrudScreen>
  );
}

/** The toolbar's sell: the selected rows, or pleaseSelect (info) when none is. */
function SellButton({ selected, onOpen }: { selected: Item[]; onOpen: () => void }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const { number: num } = useFormat();
  const label = selected.length
    ? intl.formatMessage({ id: 'store.sellSelected' }, { count: selected.length, formatted: num(selected.length) })
    : intl.formatMessage({ id: 'store.sell' });
  return (
    <Button
      icon={<ShoppingCartOutlined />}
      type={selected.length ? 'primary' : 'default'}
      onClick={() => (selected.length ? onOpen() : message.info(intl.formatMessage({ id: 'error.pleaseSelect' })))}
    >
      {label}
    </Button>
  );
}
