import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { classKey, type SeatClass, type SeatStudent } from '@rules/seat-plan';
import { SeatPlanStudentsDocument } from '@/gql/graphql';
import { toSeatStudents } from './seatPlanForm';

interface Loaded { key: string; students: SeatStudent[]; error: unknown }

/** The in-status students of each selected class, one `students(filter)` query per class (cached by Apollo). */
export function useClassStudents(classes: readonly SeatClass[]): { students: SeatStudent[]; loading: boolean; error: unknown } {
  const client = useApolloClient();
  const key = JSON.stringify(classes.map(classKey));
  const [loaded, setLoaded] = useState<Loaded>({ key: '[]', students: [], error: null });

  useEffect(() => {
    const wanted = (JSON.parse(key) as string[]).map((k): SeatClass => {
      const [className, groupName = ''] = k.split('\u0000');
      return { className, groupName };
    });
    if (!wanted.length) return;
    let live = true;
    Promise.all(
      wanted.map((c) => client.query({ query: SeatPlanStudentsDocument, variables: { filter: { className: c.className, groupName: c.groupName } } })),
    )
      .then((answers) => {
        if (live) setLoaded({ key, students: answers.flatMap((a, i) => toSeatStudents(a.data?.students ?? [], wanted[i])), error: null });
      })
      .catch((error: unknown) => {
        if (live) setLoaded({ key, students: [], error });
      });
    return () => {
      live = false;
    };
  }, [client, key]);

  if (key === '[]') return { students: [], loading: false, error: null };
  const current = loaded.key === key;
  return { students: current ? loaded.students : [], loading: !current, error: current ? loaded.error : null };
}
