import { Academy } from '../../../api/src/domains/auth/academy.entity';
import { OutboxMessage } from '../../../api/src/platform/outbox.entity';
import { smsDeliveriesSettled } from '../../../api/src/platform/sms';
import { makeStudents } from '../../support/factories';
import { gql, rest } from '../../support/http';
import type { IsolationArea } from './area';

/** SMS sends (issue 12): B's guardians, sends and balance never reach A, and A spends nothing of B's. */
const B_MOBILE = '01999000777';
const B_BATCH = 'B-secret-batch-0001';
const ADMIT_NO = 7301;
const SEND = 'mutation($i: SendSmsInput!) { sendSms(input: $i) { batch total sent failed pending costPaisa } }';

export const smsArea: IsolationArea = {
  async seed(s, _A, B) {
    const code = B.academy.code;
    await s.db.getRepository(Academy).update({ code }, { smsBalance: 50_000 });
    await makeStudents(s, B.academy, 'B-secret-sms-class', ['B-secret-sms-student'], ADMIT_NO, { fatherMobile: B_MOBILE });
    const outbox = s.db.getRepository(OutboxMessage);
    await outbox.save(outbox.create({ code, kind: 'manual', receiver: B_MOBILE, body: 'B-secret-sms', parts: 1, costPaisa: 40, status: 'sent', error: '', batch: B_BATCH }));
  },

  secrets: () => [B_MOBILE, B_BATCH],

  graphql: (s, A) => ({
    smsReceivers: () => gql(s.url, 'query($i: SmsReceiversInput!) { smsReceivers(input: $i) { mobiles student { name mobile } } }', { i: { mode: 'guardian', admitNo: ADMIT_NO } }, A.token),
    sendSms: async () => {
      const r = [
        await gql(s.url, SEND, { i: { mode: 'guardian', admitNo: ADMIT_NO, body: 'planted' } }, A.token),
        await gql(s.url, SEND, { i: { mode: 'class', className: 'B-secret-sms-class', body: 'planted' } }, A.token),
      ];
      await smsDeliveriesSettled();
      return r;
    },
    // B's class (and its fee rule) is not A's: A's sheet of that name is empty, nothing of B's is sent
    sendFeeDueSms: () => gql(s.url, 'mutation { sendFeeDueSms(className: "B-secret-sms-class", subject: "monthly_fee", month: "2026-02") { sent failed repeated skipped } }', {}, A.token),
    smsBatch: () => gql(s.url, 'query($b: String!) { smsBatch(batch: $b) { total sent costPaisa } }', { b: B_BATCH }, A.token),
  }),

  rest: (s, A, B) => {
    const a = A.academy.code;
    const b = B.academy.code;
    const as = { token: A.token };
    return {
      'POST /api/others/sms_send/:code': () => [
        rest(s.url, 'POST', `/api/others/sms_send/${b}`, { ...as, body: { receiver: 'guardians', message: 'planted' } }),
        rest(s.url, 'POST', `/api/others/sms_send/${a}`, { ...as, body: { receiver: 'guardian', admit_no: ADMIT_NO, message: 'planted' } }),
        rest(s.url, 'POST', `/api/others/sms_send/${a}`, { ...as, body: { receiver: 'class', className: 'B-secret-sms-class', message: 'planted' } }),
      ],
      'GET /api/others/sms_batch/:code/:batch': () => [
        rest(s.url, 'GET', `/api/others/sms_batch/${b}/${B_BATCH}`, as),
        rest(s.url, 'GET', `/api/others/sms_batch/${a}/${B_BATCH}`, as),
      ],
    };
  },

  async snapshot(s, B) {
    await smsDeliveriesSettled();
    const academy = await s.db.getRepository(Academy).findOneByOrFail({ code: B.academy.code });
    const rows = await s.db.getRepository(OutboxMessage).find({ where: { code: B.academy.code }, order: { id: 'ASC' } });
    return { balance: academy.smsBalance, rows: rows.map((m) => [m.receiver, m.body, m.status, m.costPaisa, m.batch]) };
  },
};
