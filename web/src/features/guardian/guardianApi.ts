import { useEffect, useRef, useState } from 'react';
import type {
  GuardianNoticesQuery, GuardianPaymentsQuery, GuardianStudentFeesQuery, MeQuery, MyChildrenQuery, StudentAttendanceQuery,
  StudentHomeworkQuery, StudentResultsQuery,
} from '@/gql/graphql';
import { graphqlFetch } from '@/lib/graphqlFetch';
import { reportAnswer } from './guardianPwa';

/*
 * The guardian pages' reads as query text sent with plain fetch (lib/graphqlFetch.ts): the same
 * operations and fields as guardian.graphql, session.graphql and accounts/fees/guardianFees.graphql
 * (whose generated types they answer with), without Apollo Client or the documents' syntax trees.
 * Each page holds its own query text (loaded with the page); tests/web/guardianQueries.test.ts fails
 * when a text and its document ask for different fields.
 */
export const ME_QUERY = `query Me { me { id code email type firstName lastName avatarUrl signUrl permissions menuGroups
  academy { code slug name englishName address englishAddress country mobile academyType numberOfStudents email language
    logoUrl calligraphyUrl academyPhotoUrl studentDefaultPhotoUrl activation expiryDate status } } }`;

/** The MyChildren operation (guardian.graphql): the children the office linked to this guardian. */
export const CHILDREN = 'query MyChildren { myChildren { admitNo name className groupName photoUrl } }';

interface Answers {
  Me: MeQuery;
  StudentResults: StudentResultsQuery;
  StudentHomework: StudentHomeworkQuery;
  GuardianStudentFees: GuardianStudentFeesQuery;
  GuardianPayments: GuardianPaymentsQuery;
  MyChildren: MyChildrenQuery;
  StudentAttendance: StudentAttendanceQuery;
  GuardianNotices: GuardianNoticesQuery;
}

export interface QueryState<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
}

/**
 * Grows when the guardian pages' service worker (public/sw.js) takes control of this page, i.e. on
 * the first visit, once it has installed: the page's reads went to the network before that and were
 * not kept, so they are sent again through the worker, and the pages open offline after one visit.
 */
function useWorkerTakeover(): number {
  const [takeovers, setTakeovers] = useState(0);
  useEffect(() => {
    const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!sw || sw.controller) return undefined;
    const taken = () => setTakeovers((n) => n + 1);
    sw.addEventListener('controllerchange', taken);
    return () => sw.removeEventListener('controllerchange', taken);
  }, []);
  return takeovers;
}

/** Runs one guardian read when its variables change (none while `variables` is null); the last answer stays while the next loads. */
export function useGuardianQuery<K extends keyof Answers>(op: K, query: string, variables: Record<string, unknown> | null): QueryState<Answers[K]> {
  const [state, setState] = useState<QueryState<Answers[K]>>({ data: undefined, loading: variables !== null, error: undefined });
  const key = variables === null ? null : JSON.stringify(variables);
  const current = useRef({ op, query, key });
  current.current = { op, query, key };
  const takeovers = useWorkerTakeover();
  useEffect(() => {
    const { op: name, query: text, key: vars } = current.current;
    if (takeovers === 0 || vars === null) return undefined;
    let live = true;
    // quietly: the answer on screen stays; a newer one replaces it
    const meta = { keptAt: null as string | null };
    graphqlFetch<Answers[K]>(name, text, JSON.parse(vars) as Record<string, unknown>, meta).then(
      (data) => {
        if (!live || current.current.key !== vars) return;
        setState({ data, loading: false, error: undefined });
        reportAnswer(meta.keptAt);
      },
      () => undefined,
    );
    return () => { live = false; };
  }, [takeovers]);
  useEffect(() => {
    if (key === null) return undefined;
    let live = true;
    setState((s) => ({ data: s.data, loading: true, error: undefined }));
    const meta = { keptAt: null as string | null };
    graphqlFetch<Answers[K]>(op, query, JSON.parse(key) as Record<string, unknown>, meta).then(
      (data) => {
        if (!live) return;
        setState({ data, loading: false, error: undefined });
        reportAnswer(meta.keptAt);
      },
      (error: unknown) => { if (live) setState({ data: undefined, loading: false, error }); },
    );
    return () => { live = false; };
  }, [op, query, key]);
  return state;
}
