import { recordChange } from '../../../api/src/platform/history';
import { AuditHead, AuditLine } from '../../../api/src/platform/history.entity';
import { writeTransaction } from '../../../api/src/platform/transactions';
import { gql, rest } from '../../support/http';
import type { IsolationArea } from './area';

/** The history of changes: B's lines never reach A (lists, a record's history, the export), and A's calls change none of B's chain. */
const KEY = '7007';

export const historyArea: IsolationArea = {
  async seed(s, _A, B) {
    const ctx = { db: s.db, actor: { user: B.user, academy: B.academy }, ip: '10.0.0.2', client: 'B-secret-client', clock: s.clock };
    await writeTransaction(ctx, (em) => recordChange(em, ctx, { entity: 'receipt', key: KEY, after: { name: 'B-secret-history-donor', amountPaisa: 700 } }));
  },

  graphql: (s, A) => ({
    auditLines: () => gql(s.url, '{ auditLines(entity: "receipt") { total items { recordKey before after client } } }', {}, A.token),
    recordHistory: () => gql(s.url, `{ recordHistory(entity: "receipt", key: "${KEY}") { recordKey after client } }`, {}, A.token),
    auditChainCheck: () => gql(s.url, '{ auditChainCheck { ok lines brokenAt } }', {}, A.token),
  }),

  rest: (s, A) => {
    const as = { token: A.token };
    return {
      'GET /api/history/lines': () => [rest(s.url, 'GET', '/api/history/lines?entity=receipt', as)],
      'GET /api/history/record/:entity/:key': () => [rest(s.url, 'GET', `/api/history/record/receipt/${KEY}`, as)],
      'GET /api/history/check': () => [rest(s.url, 'GET', '/api/history/check', as)],
      'GET /api/history/export': () => [
        fetch(`${s.url}/api/history/export?format=csv`, { headers: { authorization: `Bearer ${A.token}` } }).then(async (r) => ({ body: await r.text() })),
      ],
    };
  },

  snapshot: async (s, B) => ({
    lines: await s.db.getRepository(AuditLine).find({ where: { code: B.academy.code }, order: { seq: 'ASC' } }),
    head: await s.db.getRepository(AuditHead).findOneBy({ code: B.academy.code }),
  }),
};
