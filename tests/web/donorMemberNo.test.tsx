import { configure, screen, waitFor } from '@testing-library/react';
import { DonorFormDialog } from '@/features/donors/DonorFormDialog';
import { renderSignedIn, type Result } from './support/app';

/** A new donor's member number starts as the next free one (issue 25 item 10). */
jest.setTimeout(60000);
configure({ asyncUtilTimeout: 10000 });

const donor = (memberNo: number) => ({
  __typename: 'Donor', id: memberNo, memberNo, donorType: 'general', donorName: `Donor ${memberNo}`, fatherName: '', village: '', postOffice: '', subDistrict: '', district: '',
  referrerId: null, referrer: '', mobile: '01711000000', email: '', donationAmount: 0, donationAmountPaisa: 0, createdAt: '2026-03-01',
});

function mount(numbers: number[]) {
  return renderSignedIn(<DonorFormDialog open editing={null} donorType="general" onClose={() => {}} />, { type: 'principal', menuGroups: ['donation'] }, (op, v): Result | null => {
    if (op !== 'Donors') return null;
    const offset = Number(v.offset ?? 0);
    return { data: { donors: { __typename: 'DonorPage', total: numbers.length, items: numbers.slice(offset, offset + Number(v.limit ?? 100)).map(donor) } } };
  });
}

describe('the donor form (issue 25)', () => {
  it('fills in the highest member number plus one', async () => {
    mount([1, 2, 5, 9]);
    await waitFor(() => expect(screen.getByLabelText('Member no.')).toHaveValue('10'));
  });

  it('starts the first donor at 1', async () => {
    mount([]);
    await waitFor(() => expect(screen.getByLabelText('Member no.')).toHaveValue('1'));
  });
});
