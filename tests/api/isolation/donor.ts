import { Donation, Donor } from '../../../api/src/domains/donor/donor.entities';
import { gql, rest } from '../../support/http';
import type { IsolationArea } from './area';

/** Donors and donations: B's rows never reach A, A changes none of them, and B's members are no one's in A (the member check). */
let bDonor: Donor;
let bDonation: Donation;
const D = 'id memberNo donorType donorName fatherName village referrer mobile email donationAmount';
const G = 'id memberNo donorName fatherName address mobile providedAmount inWords responsible date';
const MEMBER = 4242;

export const donorArea: IsolationArea = {
  async seed(s, _A, B) {
    const code = B.academy.code;
    const donors = s.db.getRepository(Donor);
    bDonor = await donors.save(donors.create({
      code, memberNo: MEMBER, donorType: 'lifeTime', donorName: 'B-secret-donor', fatherName: 'B-secret-father', village: 'B-secret-village', postOffice: 'B-secret-po',
      subDistrict: 'B-secret-sub', district: 'B-secret-district', referrerId: 9, referrerName: 'B-secret-referrer', mobile: '01799999999', email: 'b-secret@example.com',
      donationAmountPaisa: 987600,
    }));
    const donations = s.db.getRepository(Donation);
    bDonation = await donations.save(donations.create({
      code, donorId: bDonor.id, memberNo: MEMBER, donorName: 'B-secret-donor', fatherName: 'B-secret-father', address: 'B-secret-address', mobile: '01799999999',
      donationAmountPaisa: 987600, providedAmountPaisa: 55500, inWords: 'B-secret-words', responsible: 'B-secret-responsible', date: '2026-03-02', receiptId: null,
    }));
  },

  graphql: (s, A) => {
    const donor = { memberNo: MEMBER, donorName: 'A donor', mobile: '01711000000', village: 'v', postOffice: 'p', subDistrict: 's', district: 'd', donationAmount: 5 };
    return {
      donors: () => gql(s.url, `{ donors(search: "B-secret") { total items { ${D} } } }`, {}, A.token),
      donorByMemberNo: () => gql(s.url, `query($m: Int!) { donorByMemberNo(memberNo: $m) { ${D} } }`, { m: MEMBER }, A.token),
      saveDonor: async () => [
        await gql(s.url, `mutation($i: DonorInput!) { saveDonor(input: $i) { ${D} } }`, { i: { ...donor, id: bDonor.id } }, A.token),
        // A's own donor with B's member number is A's, not B's.
        await gql(s.url, `mutation($i: DonorInput!) { saveDonor(input: $i) { ${D} } }`, { i: { ...donor, memberNo: MEMBER + 1 } }, A.token),
      ],
      deleteDonor: () => gql(s.url, 'mutation($id: Int!) { deleteDonor(id: $id) }', { id: bDonor.id }, A.token),
      donations: () => gql(s.url, `query($m: Int) { donations(memberNo: $m) { total items { ${G} } } }`, { m: MEMBER }, A.token),
      addDonation: () => gql(s.url, `mutation($i: DonationInput!) { addDonation(input: $i) { ${G} } }`, { i: { memberNo: MEMBER, providedAmount: 5 } }, A.token),
      deleteDonation: () => gql(s.url, 'mutation($id: Int!) { deleteDonation(id: $id) }', { id: bDonation.id }, A.token),
    };
  },

  rest: (s, A, B) => {
    const a = A.academy.code;
    const b = B.academy.code;
    const as = { token: A.token };
    const path = (p: string) => `/api/donor${p}`;
    const donor = { id: bDonor.id, member_no: MEMBER, donor_name: 'hacked', mobile: '01711000000', village: 'v', post_office: 'p', sub_district: 's', district: 'd', donation_amount: 5 };
    return {
      'POST /api/donor/new_member/:code': () => [
        rest(s.url, 'POST', path(`/new_member/${b}`), { ...as, body: { ...donor, id: undefined, member_no: MEMBER + 2 } }),
        rest(s.url, 'POST', path(`/new_member/${a}`), { ...as, body: { ...donor, id: undefined, member_no: MEMBER + 3 } }),
      ],
      'GET /api/donor/members/:code': () => [rest(s.url, 'GET', path(`/members/${b}`), as), rest(s.url, 'GET', path(`/members/${a}?type=lifeTime`), as)],
      'PUT /api/donor/update_member/:code': () => [
        rest(s.url, 'PUT', path(`/update_member/${b}`), { ...as, body: donor }),
        rest(s.url, 'PUT', path(`/update_member/${a}`), { ...as, body: donor }),
        rest(s.url, 'PUT', path(`/update_member/${a}`), { ...as, body: { ...donor, id: undefined } }),
      ],
      'DELETE /api/donor/member/delete/:code/:id': () => [
        rest(s.url, 'DELETE', path(`/member/delete/${b}/${bDonor.id}`), as),
        rest(s.url, 'DELETE', path(`/member/delete/${a}/${bDonor.id}`), as),
      ],
      'POST /api/donor/donation/new/:code': () => [
        rest(s.url, 'POST', path(`/donation/new/${b}`), { ...as, body: { member_no: MEMBER, provided_amount: 5 } }),
        rest(s.url, 'POST', path(`/donation/new/${a}`), { ...as, body: { member_no: MEMBER, provided_amount: 5 } }),
      ],
      'GET /api/donor/donations/:code': () => [rest(s.url, 'GET', path(`/donations/${b}`), as), rest(s.url, 'GET', path(`/donations/${a}`), as)],
      'DELETE /api/donor/donation/delete/:code/:id': () => [
        rest(s.url, 'DELETE', path(`/donation/delete/${b}/${bDonation.id}`), as),
        rest(s.url, 'DELETE', path(`/donation/delete/${a}/${bDonation.id}`), as),
      ],
    };
  },

  async snapshot(s, B) {
    const code = B.academy.code;
    return {
      donors: await s.db.getRepository(Donor).find({ where: { code }, order: { id: 'ASC' } }),
      donations: await s.db.getRepository(Donation).find({ where: { code }, order: { id: 'ASC' } }),
    };
  },
};
