import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { amountInWords, type WordsLang } from '@rules/in-words';
import type { AcademyHeading } from '@/components/PrintHost';
import { useFormat } from '@/lib/format';
import { PrintDocument, SignatureLines } from '../kit';
import './VoucherPrint.css';

/** What the voucher print needs of a voucher. */
export interface PrintedVoucher {
  id: number;
  department: string;
  fund: string;
  voucherNo: number;
  name: string;
  description: string;
  lines: readonly { regarding: string; amount: number }[];
  total: number;
  date: string;
  receiverSign: string;
  principalSign: string;
}

/** Taka with two decimals in the active language's digits and grouping. */
export function useMoney(): (taka: number) => string {
  const intl = useIntl();
  return useMemo(() => {
    const nf = new Intl.NumberFormat(intl.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return (taka: number) => nf.format(taka);
  }, [intl.locale]);
}

/**
 * The active language as the in-words rule takes it. Every screen and print writes an amount in
 * words in the reader's language (the rest of the page is in it), from the exact paisa; the stored
 * in_words (API answers, CSV of the API, SMS) keeps the academy's language the server wrote it in.
 */
export function useWordsLang(): WordsLang {
  const lang = useIntl().locale.slice(0, 2);
  return lang === 'en' || lang === 'ar' ? lang : 'bn';
}

/**
 * A payment voucher on the top half of an A4 page (spec doc 2 §3 Voucher): the academy heading,
 * number, fund, date, payee and description, the filled lines with their total, the total in
 * words, and the receiver's and principal's signatures (their images when signed).
 */
export function VoucherPrint({ vouchers, heading }: { vouchers: readonly PrintedVoucher[]; heading?: AcademyHeading | null }) {
  return (
    <div className="vp-doc">
      {vouchers.map((v) => <VoucherHalf key={v.id} voucher={v} heading={heading} />)}
    </div>
  );
}

function VoucherHalf({ voucher: v, heading }: { voucher: PrintedVoucher; heading?: AcademyHeading | null }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { digits, number: num, date } = useFormat();
  const money = useMoney();
  const lang = useWordsLang();
  const totalPaisa = Math.round(v.total * 100);
  const info: [string, string, boolean][] = [
    ['vouchers.voucherNo', digits(v.voucherNo), true],
    ['vouchers.fund', t(`fund.${v.fund}`), false],
    ['vouchers.date', date(v.date), true],
    ['vouchers.name', v.name || '—', false],
  ];
  return (
    <section className="vp-voucher" data-testid="voucher-print">
      <PrintDocument title={t(v.department === 'boarding' ? 'vouchers.printTitleBoarding' : 'vouchers.printTitle')} heading={heading}>
        <dl className="vp-info">
          {info.map(([label, value, ltr]) => (
            <div key={label} className="vp-info-item">
              <dt>{t(label)}:</dt>
              <dd>{ltr ? <bdi dir="ltr">{value}</bdi> : <bdi>{value}</bdi>}</dd>
            </div>
          ))}
          {v.description && (
            <div className="vp-info-item vp-info-wide">
              <dt>{t('vouchers.description')}:</dt>
              <dd><bdi>{v.description}</bdi></dd>
            </div>
          )}
        </dl>
        <table className="vp-lines">
          <colgroup>
            <col className="vp-col-num" />
            <col />
            <col className="vp-col-amount" />
          </colgroup>
          <thead>
            <tr>
              <th className="num">#</th>
              <th><FormattedMessage id="vouchers.regarding" /></th>
              <th className="num"><FormattedMessage id="vouchers.amount" /></th>
            </tr>
          </thead>
          <tbody>
            {v.lines.map((l, i) => (
              <tr key={i} data-testid="voucher-print-line">
                <td className="num">{num(i + 1)}</td>
                <td dir="auto">{l.regarding}</td>
                <td className="num">{money(l.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={2}><FormattedMessage id="print.total" /></td>
              <td className="num" data-testid="voucher-print-total">{money(v.total)}</td>
            </tr>
          </tfoot>
        </table>
        <p className="vp-words">
          <strong>{t('vouchers.inWords')}: </strong>
          <span data-testid="voucher-print-words">{amountInWords(totalPaisa, lang)}</span>
        </p>
        <div className="vp-sign-images" aria-hidden>
          <div>{v.receiverSign && <img src={v.receiverSign} alt="" />}</div>
          <div>{v.principalSign && <img src={v.principalSign} alt="" />}</div>
        </div>
        <SignatureLines className="vp-signatures" labels={[t('vouchers.receiverSign'), t('vouchers.principalSign')]} />
      </PrintDocument>
    </section>
  );
}
