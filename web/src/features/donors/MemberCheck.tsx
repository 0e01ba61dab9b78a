import { useApolloClient } from '@apollo/client/react';
import { Alert, Col, Descriptions, Form, type FormInstance } from 'antd';
import { useIntl } from 'react-intl';
import { LookupInput, type Lookup } from '@/components/crud';
import { DonorByMemberNoDocument, type DonorFieldsFragment } from '@/gql/graphql';
import { latinDigits, useFormat } from '@/lib/format';

export type Member = DonorFieldsFragment;
export type MemberLookup = Lookup<Member>;

/** Save stays disabled until the member number typed is the one found (spec doc 2 §4: "a donation receipt needs a successful member check first"). */
export const memberChecked = (lookup: MemberLookup, typed: string) => lookup.state === 'found' && String(lookup.person.memberNo) === latinDigits(typed.trim());

/**
 * The member check of the donation and donation receipt forms: the member number (field
 * `memberNo`) is looked up among the academy's donors (the kit's LookupInput); found, the donor's
 * name, father's name, mobile and pledge show beside it and `onFound` fills the form; else sorryNotFound.
 */
export function MemberCheck({ form, lookup, setLookup, onTyped, onFound }: {
  form: FormInstance;
  lookup: MemberLookup;
  setLookup: (l: MemberLookup) => void;
  onTyped: (memberNo: string) => void;
  onFound: (donor: Member) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { digits } = useFormat();
  const client = useApolloClient();
  const money = new Intl.NumberFormat(intl.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <>
      <Col xs={24} sm={8}>
        <Form.Item name="memberNo" label={t('donors.memberNo')} rules={[{ required: true, whitespace: true, message: t('app.required') }]} extra={t('donors.memberCheckHint')}>
          <LookupInput<Member>
            form={form}
            field="memberNo"
            lookup={lookup}
            setLookup={(l) => { setLookup(l); if (l.state === 'found') onFound(l.person); }}
            foundId={lookup.state === 'found' ? String(lookup.person.memberNo) : null}
            fetch={async (typed) => {
              // Not a member number at all: asked as 0, which the server answers sorryNotFound like any unknown one.
              const n = Number(latinDigits(typed));
              const memberNo = /^\d{1,9}$/.test(latinDigits(typed)) ? n : 0;
              const { data } = await client.query({ query: DonorByMemberNoDocument, variables: { memberNo }, fetchPolicy: 'network-only' });
              if (!data) throw new Error('no answer');
              return data.donorByMemberNo;
            }}
            onTyped={onTyped}
            findLabel={t('donors.check')}
            ariaLabel={t('donors.memberNo')}
            inputMode="numeric"
            maxLength={10}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={16}>
        {lookup.state === 'notFound' && (
          <Alert type="info" showIcon title={t('error.sorryNotFound')} style={{ marginBlockStart: 30, marginBlockEnd: 24 }} role="status" />
        )}
        {lookup.state === 'found' && (
          <Descriptions
            size="small"
            bordered
            layout="vertical"
            column={4}
            style={{ marginBlockStart: 30, marginBlockEnd: 24 }}
            items={[
              { key: 'name', label: t('donors.name'), children: <span dir="auto" data-testid="member-name">{lookup.person.donorName}</span> },
              { key: 'father', label: t('donors.fatherName'), children: <span dir="auto">{lookup.person.fatherName || '—'}</span> },
              { key: 'mobile', label: t('donors.mobile'), children: <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>{digits(lookup.person.mobile)}</bdi> },
              { key: 'pledge', label: t('donors.donationAmount'), children: money.format(lookup.person.donationAmount) },
            ]}
          />
        )}
      </Col>
    </>
  );
}
