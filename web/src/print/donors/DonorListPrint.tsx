import { useIntl } from 'react-intl';
import type { DataColumn } from '@/components/dataTableUtils';
import type { DonorFieldsFragment } from '@/gql/graphql';
import { addressOf } from '@/features/donors/donorForm';
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
  const columns: DataColumn<Donor>[] = [
    { key: 'memberNo', title: t('donors.memberNo'), value: (d) => String(d.memberNo) },
    { key: 'donorName', title: t('donors.name') },
    { key: 'fatherName', title: t('donors.fatherName') },
    { key: 'address', title: t('donors.address'), value: addressOf },
    { key: 'mobile', title: t('donors.mobile') },
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
