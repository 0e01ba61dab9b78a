import { ArrowLeftOutlined, ArrowRightOutlined, ImportOutlined, PrinterOutlined, RollbackOutlined, ShopOutlined } from '@ant-design/icons';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSession } from '@/app/session';
import { ConfirmButton, CrudScreen, type DataColumn } from '@/components/crud';
import { usePrint } from '@/components/PrintHost';
import { ProductsDocument, SoldProductsDocument, UpdateSoldProductDocument, type SoldProductFieldsFragment } from '@/gql/graphql';
import { errorText } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { useMoney } from '@/print/accounts/VoucherPrint';
import { SaleReceipt } from '@/print/store/SaleReceipt';
import { SoldAmountDialog } from './SoldAmountDialog';
import { useUnitLabel } from './UnitSelect';

type Line = SoldProductFieldsFragment;

/** The most sold lines the screen loads at once (newest first); the quick search filters them. */
const LOADED = 500;

/**
 * /soldProductList: sold products (spec doc 2 §2–§6), newest first, on the CRUD kit; id hidden.
 * Edit a line's amount, accept some back, accept all back (after a confirm), and print the
 * line's sale receipt. The toolbar goes back to /buyAndSell (and to the furniture store, /store,
 * for those who may open it).
 */
export default function SoldProductsScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num, digits, dir, shortDate } = useFormat();
  const money = useMoney();
  const unitLabel = useUnitLabel();
  const { can, me } = useSession();
  const canWrite = can('product.write');
  const navigate = useNavigate();
  const [changing, setChanging] = useState<{ mode: 'edit' | 'accept'; line: Line } | null>(null);
  const { data, loading, error } = useQuery(SoldProductsDocument, { variables: { limit: LOADED }, fetchPolicy: 'cache-and-network' });
  const products = useQuery(ProductsDocument, { variables: { limit: LOADED }, skip: !canWrite });
  const remainOf = useMemo(() => new Map((products.data?.products.items ?? []).map((p) => [p.id, p.remain])), [products.data]);
  const rows = data?.soldProducts.items ?? [];
  const total = data?.soldProducts.total ?? 0;
  const back = dir === 'rtl' ? <ArrowRightOutlined /> : <ArrowLeftOutlined />;

  const columns: DataColumn<Line>[] = [
    { key: 'id', title: t('store.id'), hidden: true, align: 'end', value: (l) => digits(l.id) },
    { key: 'saleId', title: t('store.saleNo'), align: 'end', sortable: true, value: (l) => digits(l.saleId) },
    { key: 'productName', title: t('store.name'), sortable: true, render: (l) => <span dir="auto">{l.productName}</span> },
    { key: 'unit', title: t('store.unit'), value: (l) => unitLabel(l.unit) },
    { key: 'totalSold', title: t('store.amount'), align: 'end', sortable: true, total: true },
    { key: 'perProductBuyingPrice', title: t('store.buyingPrice'), hidden: true, align: 'end', render: (l) => money(l.perProductBuyingPrice) },
    { key: 'perProductSellingPrice', title: t('store.sellingPrice'), align: 'end', render: (l) => money(l.perProductSellingPrice) },
    { key: 'lineTotal', title: t('store.lineTotal'), align: 'end', sortable: true, total: true, render: (l) => money(l.lineTotal) },
    { key: 'sellerName', title: t('store.buyer'), sortable: true, render: (l) => <span dir="auto">{l.sellerName}</span> },
    { key: 'mobile', title: t('store.mobile'), render: (l) => <bdi dir="ltr">{digits(l.mobile)}</bdi> },
    { key: 'responsible', title: t('store.soldBy'), sortable: true, render: (l) => <span dir="auto">{l.responsible}</span> },
    { key: 'createdAt', title: t('store.soldOn'), sortable: true, render: (l) => <span style={{ whiteSpace: 'nowrap' }}>{shortDate(l.createdAt)}</span> },
  ];

  return (
    <CrudScreen<Line>
      className="talim-sold-products"
      heading={t('store.soldTitle')}
      error={error}
      filters={
        <Typography.Text type="secondary" data-testid="sold-count">
          {total > rows.length ? t('store.soldCountPartial', { shown: num(rows.length), total: num(total) }) : t('store.soldCount', { count: total, formatted: num(total) })}
        </Typography.Text>
      }
      rows={rows}
      columns={columns}
      rowKey={(l) => l.id}
      loading={loading && !data}
      title={t('store.soldPrintTitle')}
      fileName="sold-products"
      toolbar={() => (
        <>
          <Button icon={back} onClick={() => navigate('/buyAndSell')}>{t('store.backToProducts')}</Button>
          {me?.menuGroups.includes('administration') && <Button icon={<ShopOutlined />} onClick={() => navigate('/store')}>{t('store.toFurnitureStore')}</Button>}
        </>
      )}
      size="small"
      actions={{
        onEdit: canWrite ? (l) => setChanging({ mode: 'edit', line: l }) : undefined,
        extra: (l) => (
          <>
            <PrintSale line={l} />
            {canWrite && (
              <Tooltip title={t('store.acceptSome')}>
                <Button icon={<ImportOutlined />} aria-label={t('store.acceptSome')} onClick={() => setChanging({ mode: 'accept', line: l })} />
              </Tooltip>
            )}
            {canWrite && <AcceptAll line={l} />}
          </>
        ),
      }}
    >
      {changing && <SoldAmountDialog mode={changing.mode} line={changing.line} remain={remainOf.get(changing.line.productId) ?? null} onClose={() => setChanging(null)} />}
    </CrudScreen>
  );
}

/** Prints the receipt of the line's sale (every line of it, as it now stands). */
function PrintSale({ line }: { line: Line }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const client = useApolloClient();
  const print = usePrint();
  const [busy, setBusy] = useState(false);
  const label = intl.formatMessage({ id: 'store.printReceipt' });
  const run = async () => {
    setBusy(true);
    try {
      const r = await client.query({ query: SoldProductsDocument, variables: { saleId: line.saleId, limit: 500 }, fetchPolicy: 'network-only' });
      const lines = [...(r.data?.soldProducts.items ?? [])].sort((a, b) => a.id - b.id);
      print(<SaleReceipt sale={{ id: line.saleId, createdAt: line.createdAt, sellerName: line.sellerName, mobile: line.mobile, responsible: line.responsible, lines }} />);
    } catch (e) {
      message.error(errorText(intl, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title={label}>
      <Button icon={<PrinterOutlined />} aria-label={label} loading={busy} onClick={run} />
    </Tooltip>
  );
}

/** Accept all of a line back into the store, after a confirm (doc 2 §4); the line goes. */
function AcceptAll({ line }: { line: Line }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num } = useFormat();
  const { message } = App.useApp();
  const [accept, { loading }] = useMutation(UpdateSoldProductDocument, { refetchQueries: ['SoldProducts', 'Products'] });
  const run = async () => {
    try {
      await accept({ variables: { input: { id: line.id, acceptingAll: true } } });
      message.success(t('store.accepted', { count: num(line.totalSold), name: line.productName }));
    } catch (e) {
      message.error(errorText(intl, e));
    }
  };
  return (
    <ConfirmButton
      label={t('store.acceptAll')}
      title={t('store.confirmAcceptAll', { count: num(line.totalSold), name: line.productName, seller: line.sellerName })}
      icon={<RollbackOutlined />}
      loading={loading}
      onConfirm={run}
    />
  );
}
