import { GiftOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { Segmented } from '@/components/Segmented';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useSession } from '@/app/session';
import { CrudScreen, useDialog, type DataColumn } from '@/components/crud';
import { ServerSearchBar, useServerSearch } from '@/features/accounts/receipts/ServerSearch';
import { DeleteDonorDocument, DonorsDocument, type DonorFieldsFragment } from '@/gql/graphql';
import { evictRow } from '@/lib/cache';
import { useFormat } from '@/lib/format';
import { DonorListPrint } from '@/print/donors/DonorListPrint';
import { DONOR_TYPES, type DonorType } from './donorForm';
import { DonorFormDialog } from './DonorFormDialog';
import { DonationReceiptDialog } from './DonationReceipt';

type Donor = DonorFieldsFragment;

/**
 * /donorList (spec doc 2 §2): the academy's donors by member number. The type comes from the
 * route (?type=lifeTime is the life-time donors list, ?type=general the others, none: all) and the
 * switch above the grid changes it. Anyone of the donation group adds; principal or superUser edit
 * and delete. The grid's print is the donors list print (print/donors) of the rows shown.
 */
export default function DonorsScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits } = useFormat();
  const { can } = useSession();
  const canChange = can('donor.write');
  // a donation is recorded from its donor as a donation receipt, printed when saved (issue 25 item 10)
  const canRecord = can('receipt.write');
  const [giving, setGiving] = useState<Donor | null>(null);
  const dialog = useDialog<Donor>();
  const [params, setParams] = useSearchParams();
  const type = (DONOR_TYPES as readonly string[]).includes(params.get('type') ?? '') ? (params.get('type') as DonorType) : null;
  const list = useServerSearch();
  const { data, loading, error } = useQuery(DonorsDocument, { variables: { donorType: type, search: list.search, offset: 0, limit: list.limit } });
  const [deleteDonor] = useMutation(DeleteDonorDocument, { refetchQueries: ['Donors'] });
  const rows = data?.donors.items ?? [];
  const total = data?.donors.total ?? 0;
  const money = new Intl.NumberFormat(intl.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const heading = t(type === 'lifeTime' ? 'donors.lifeTimeTitle' : 'menu.donorList');

  const columns: DataColumn<Donor>[] = [
    { key: 'memberNo', title: t('donors.memberNo'), sortable: true, render: (d) => digits(d.memberNo) },
    { key: 'donorName', title: t('donors.name'), sortable: true, render: (d) => <span dir="auto">{d.donorName}</span> },
    { key: 'fatherName', title: t('donors.fatherName'), hidden: true },
    { key: 'donationAmount', title: t('donors.donationAmount'), align: 'end', total: true, sortable: true, render: (d) => money.format(d.donationAmount) },
    {
      key: 'donorType', title: t('donors.type'), value: (d) => t(`donors.type.${d.donorType}`),
      render: (d) => <Tag color={d.donorType === 'lifeTime' ? 'gold' : 'default'}>{t(`donors.type.${d.donorType}`)}</Tag>,
    },
    { key: 'village', title: t('donors.village') },
    { key: 'postOffice', title: t('donors.postOffice') },
    { key: 'subDistrict', title: t('donors.subDistrict') },
    { key: 'district', title: t('donors.district'), sortable: true },
    { key: 'mobile', title: t('donors.mobile'), render: (d) => <bdi dir="ltr">{digits(d.mobile)}</bdi> },
    { key: 'email', title: t('donors.email'), hidden: true },
    { key: 'referrer', title: t('donors.referrer'), hidden: true },
    { key: 'referrerId', title: t('donors.referrerId'), hidden: true, value: (d) => (d.referrerId ? String(d.referrerId) : ''), render: (d) => (d.referrerId ? digits(d.referrerId) : '') },
  ];

  return (
    <CrudScreen<Donor>
      quickFilter={false}
      className="talim-donors"
      heading={heading}
      error={error}
      filters={
        <ServerSearchBar
          state={list}
          placeholder={t('donors.search')}
          shown={rows.length}
          total={total}
          loading={loading}
          before={
            <Segmented
              aria-label={t('donors.type')}
              value={type ?? 'all'}
              options={[{ value: 'all', label: t('donors.type.all') }, ...DONOR_TYPES.map((v) => ({ value: v, label: t(`donors.type.${v}`) }))]}
              onChange={(v) => { setParams(v === 'all' ? {} : { type: String(v) }); list.restart(); }}
            />
          }
        />
      }
      rows={rows}
      columns={columns}
      rowKey={(d) => d.id}
      loading={loading && !data}
      title={heading}
      fileName="donors"
      printDocument={(shown) => <DonorListPrint donors={shown} title={heading} />}
      onAdd={dialog.add}
      addLabel={t('donors.add')}
      size="small"
      actions={canChange || canRecord ? {
        extra: canRecord ? (d) => (
          <Tooltip title={t('donors.recordDonation', { name: d.donorName })}>
            <Button icon={<GiftOutlined />} aria-label={t('donors.recordDonation', { name: d.donorName })} onClick={() => setGiving(d)} />
          </Tooltip>
        ) : undefined,
        ...(canChange ? {
          onEdit: dialog.edit,
          onDelete: (d: Donor) => deleteDonor({ variables: { id: d.id }, update: evictRow('Donor', d.id) }),
          confirmDelete: (d: Donor) => t('donors.confirmDelete', { name: d.donorName, memberNo: digits(d.memberNo) }),
        } : {}),
      } : undefined}
    >
      <DonorFormDialog open={dialog.open} editing={dialog.row} donorType={type ?? 'general'} onClose={dialog.close} />
      {canRecord && <DonationReceiptDialog open={!!giving} donor={giving} onClose={() => setGiving(null)} />}
    </CrudScreen>
  );
}
