import { useIntl } from 'react-intl';
import type { DataColumn } from '@/components/dataTableUtils';
import type { DonorFieldsFragment } from '@/gql/graphql';
import { addressOf } from '@/features/donors/donorForm';
import { useFormat } from '@/lib/format';
import { PrintDocument, PrintTable, SignatureLines } from '../kit';

type Donor = Pick<DonorFieldsFragment, 'id' | 'memberNo' | 'donorName' | 'fatherName' | 'village' | 'postOffice' | 'subDistrict' | 'district' | 'mobile' | 'referrer' | 'donationAmount'>;

/**
 * The donors list on A4 (the toolbar of /donorList, the life-time list among them): member number,
 * name, father's name, address, mobile, referrer and the pledged amount with its total, signed by
 * the accountant and the principal.
 */
export function DonorListPrint({ donors, title }: { donors: Donor[]; title: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  // Member numbers and mobiles in the language's digits, as the list shows them and as the row numbers print.
  const { digits } = useFormat();
  const columns: DataColumn<Donor>[] = [
    { key: 'memberNo', title: t('donors.memberNo'), value: (d) => digits(d.memberNo) },
    { key: 'donorName', title: t('donors.name') },
    { key: 'fatherName', title: t('donors.fatherName') },
    { key: 'address', title: t('donors.address'), value: addressOf },
    { key: 'mobile', title: t('donors.mobile'), value: (d) => digits(d.mobile) },
    { key: 'referrer', title: t('donors.referrer') },
    { key: 'donationAmount', title: t('donors.donationAmount'), total: true },
  ];
  return (
    <PrintDocument title={title} data-testid="donor-list-print">
      <PrintTable columns={columns} rows={donors} />
      <SignatureLines labels={[t('donors.accountantSign'), t('donors.principalSign')]} />
    </PrintDocument>
  );
}
