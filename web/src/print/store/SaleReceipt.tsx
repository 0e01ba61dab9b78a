import { FormattedMessage, useIntl } from 'react-intl';
import { amountInWords } from '@rules/in-words';
import { takaToPaisa } from '@rules/salary';
import type { AcademyHeading } from '@/components/PrintHost';
import type { DataColumn } from '@/components/dataTableUtils';
import { useFormat } from '@/lib/format';
import { useMoney, useWordsLang } from '../accounts/VoucherPrint';
import { PrintDocument, PrintTable, SignatureLines } from '../kit';
import './sale-receipt.css';

/** What the receipt needs of a sale's line (spec doc 2 §3 "Sold product"). */
export interface ReceiptLine {
  productName: string;
  unit: string;
  totalSold: number;
  perProductSellingPrice: number;
  lineTotal: number;
}

/** A sale as printed: its number, day, buyer (the spec's sellerName), mobile, who sold it, and its lines. */
export interface PrintedSale {
  id: number;
  createdAt: string;
  sellerName: string;
  mobile: string;
  responsible: string;
  lines: readonly ReceiptLine[];
}

/**
 * A sale receipt (issue 11) on the print kit: the academy heading, sale number, date, seller and
 * mobile; the lines (product, unit, amount, price, line total); the all total with the amount in
 * words (@rules/in-words, the active language); the seller's and the store's signature lines.
 */
export function SaleReceipt({ sale, heading }: { sale: PrintedSale; heading?: AcademyHeading | null }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { digits, number: num, date } = useFormat();
  const money = useMoney();
  const lang = useWordsLang();
  const unit = (u: string) => (intl.messages[`unit.${u}`] ? t(`unit.${u}`) : u);
  const totalPaisa = sale.lines.reduce((sum, l) => sum + takaToPaisa(l.lineTotal), 0);
  const columns: DataColumn<ReceiptLine>[] = [
    { key: 'productName', title: t('store.name') },
    { key: 'unit', title: t('store.unit'), value: (l) => unit(l.unit) },
    { key: 'totalSold', title: t('store.amount'), value: (l) => num(l.totalSold), align: 'end' },
    { key: 'perProductSellingPrice', title: t('store.sellingPrice'), value: (l) => money(l.perProductSellingPrice), align: 'end' },
    { key: 'lineTotal', title: t('store.lineTotal'), value: (l) => money(l.lineTotal), align: 'end' },
  ];
  const info: [string, string, boolean][] = [
    ['store.saleNo', digits(sale.id), true],
    ['store.saleDate', date(sale.createdAt), true],
    ['store.buyer', sale.sellerName, false],
    ['store.mobile', digits(sale.mobile), true],
  ];
  return (
    <section className="sr-receipt" data-testid="sale-receipt">
      <PrintDocument title={t('store.receiptTitle')} heading={heading}>
        <dl className="sr-info">
          {info.map(([label, value, ltr]) => (
            <div key={label} className="sr-info-item">
              <dt>{t(label)}:</dt>
              <dd>{ltr ? <bdi dir="ltr">{value}</bdi> : <bdi>{value}</bdi>}</dd>
            </div>
          ))}
        </dl>
        <PrintTable columns={columns} rows={[...sale.lines]} rowCount={false} />
        <p className="sr-total">
          <strong><FormattedMessage id="store.allTotal" />: </strong>
          <span data-testid="sale-receipt-total">{money(totalPaisa / 100)}</span>
        </p>
        <p className="sr-words">
          <strong>{t('store.inWords')}: </strong>
          <span data-testid="sale-receipt-words">{amountInWords(totalPaisa, lang)}</span>
        </p>
        <SignatureLines className="sr-signatures" labels={[t('store.buyerSign'), <FormattedMessage key="keeper" id="store.storeKeeperSign" values={{ name: <bdi>{sale.responsible}</bdi> }} />]} />
      </PrintDocument>
    </section>
  );
}
