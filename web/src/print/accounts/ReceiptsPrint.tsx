import { amountInWords } from '@rules/in-words';
import { useIntl } from 'react-intl';
import type { ReceiptFieldsFragment } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { PrintDocument, SignatureLines } from '../kit';
import { useWordsLang } from './VoucherPrint';
import './receipts-print.css';

type Receipt = Pick<ReceiptFieldsFragment,
  'id' | 'bookNo' | 'receiptNoFrom' | 'receiptNoTill' | 'name' | 'address' | 'mobile' | 'fund' | 'regarding' | 'amountPaisa' | 'date' | 'receiverSign' | 'receiverName' | 'principalSign' | 'principalName' | 'department'>
  & Partial<Pick<ReceiptFieldsFragment, 'memberNo' | 'donationAmount'>>;

/** Money receipts, two to an A4 page (spec doc 2: "receipts two per A4 page"), each with the academy heading and the two signatures; a donation receipt also names the member and the pledge. */
export function ReceiptsPrint({ receipts }: { receipts: Receipt[] }) {
  return (
    <div className="talim-receipts-print">
      {receipts.map((r) => <ReceiptSlip key={r.id} receipt={r} />)}
    </div>
  );
}

function ReceiptSlip({ receipt: r }: { receipt: Receipt }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { digits, date } = useFormat();
  const wordsLang = useWordsLang();
  const money = new Intl.NumberFormat(intl.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const pages = r.receiptNoFrom === r.receiptNoTill ? String(r.receiptNoFrom) : `${r.receiptNoFrom}–${r.receiptNoTill}`;
  const line = (label: string, value: string, className?: string) => (
    <div className={['line', className].filter(Boolean).join(' ')}>
      <span className="label">{label}:</span>
      <span className="value">{value}</span>
    </div>
  );
  return (
    <section className="talim-receipt-slip" data-testid="receipt-slip">
      <PrintDocument title={t(r.department === 'boarding' ? 'receipts.printTitleBoarding' : r.department === 'donation' ? 'receipts.printTitleDonation' : 'receipts.printTitle')}>
        <div className="numbers">
          <span>{t('receipts.bookNo')}: <bdi>{digits(r.bookNo)}</bdi></span>
          <span>{t('receipts.receiptNo')}: <bdi>{digits(pages)}</bdi></span>
          <span>{t('receipts.date')}: <bdi dir="ltr">{date(r.date)}</bdi></span>
        </div>
        {r.memberNo ? (
          <div className="pair">
            {line(t('donors.memberNo'), digits(r.memberNo))}
            {typeof r.donationAmount === 'number' ? line(t('donors.donationAmount'), `৳ ${money.format(r.donationAmount)}`) : null}
          </div>
        ) : null}
        {line(t('receipts.receivedFrom'), r.name)}
        {line(t('receipts.address'), r.address)}
        {r.mobile ? line(t('receipts.mobile'), digits(r.mobile)) : null}
        <div className="pair">
          {line(t('receipts.fund'), t(`fund.${r.fund}`))}
          {line(t('receipts.regarding'), r.regarding)}
        </div>
        {line(t('receipts.amount'), `৳ ${money.format(r.amountPaisa / 100)}`, 'amount')}
        {line(t('receipts.inWords'), amountInWords(r.amountPaisa, wordsLang), 'words')}
        <div className="sign-images">
          <span>{r.receiverSign ? <img src={r.receiverSign} alt="" /> : null}</span>
          <span>{r.principalSign ? <img src={r.principalSign} alt="" /> : null}</span>
        </div>
        <SignatureLines
          className="receipt-signatures"
          labels={[
            <><div>{t('receipts.receiverSign')}</div>{r.receiverName && <div className="signer">{r.receiverName}</div>}</>,
            <><div>{t('receipts.principalSign')}</div>{r.principalName && <div className="signer">{r.principalName}</div>}</>,
          ]}
        />
      </PrintDocument>
    </section>
  );
}
