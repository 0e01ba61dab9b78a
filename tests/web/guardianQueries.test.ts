import { Kind, parse, print, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import {
  GuardianNoticesDocument, GuardianPaymentsDocument, GuardianStudentFeesDocument, MeDocument, MyChildrenDocument,
  StudentAttendanceDocument, StudentHomeworkDocument, StudentResultsDocument,
} from '@/gql/graphql';
import { QUERY as attendance } from '@/features/guardian/GuardianAttendance';
import { QUERY as fees } from '@/features/guardian/GuardianFees';
import { CHILDREN as children } from '@/features/guardian/GuardianHome';
import { QUERY as homework } from '@/features/guardian/GuardianHomework';
import { QUERY as notices } from '@/features/guardian/GuardianNotice';
import { QUERY as payments } from '@/features/guardian/GuardianPayments';
import { QUERY as results } from '@/features/guardian/GuardianResult';
import { ME_QUERY as me } from '@/features/guardian/guardianApi';

/**
 * The guardian pages send their reads as query text over plain fetch (no Apollo, no syntax trees in
 * the phone's bundle), answered with the types generated from the .graphql documents. Each text must
 * ask for exactly what its document asks (fragments spread out): a field added to or dropped from a
 * .graphql file and not from the page's text fails here.
 */
function shape(doc: DocumentNode) {
  const fragments = new Map(doc.definitions
    .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
    .map((f) => [f.name.value, f]));
  const operation = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fields = new Set<string>();
  const walk = (set: SelectionSetNode | undefined, prefix: string) => {
    for (const s of set?.selections ?? []) {
      if (s.kind === Kind.FIELD) {
        const args = s.arguments?.length ? `(${s.arguments.map(print).join(', ')})` : '';
        const path = `${prefix}${s.alias ? `${s.alias.value}: ` : ''}${s.name.value}${args}`;
        fields.add(path);
        walk(s.selectionSet, `${path}.`);
      } else if (s.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(s.name.value);
        if (!fragment) throw new Error(`fragment ${s.name.value} missing`);
        walk(fragment.selectionSet, prefix);
      } else {
        walk(s.selectionSet, prefix);
      }
    }
  };
  walk(operation.selectionSet, '');
  return {
    operation: `${operation.operation} ${operation.name?.value ?? ''}`,
    variables: (operation.variableDefinitions ?? []).map(print),
    fields: [...fields].sort(),
  };
}

test.each([
  ['Me', me, MeDocument],
  ['MyChildren', children, MyChildrenDocument],
  ['StudentResults', results, StudentResultsDocument],
  ['StudentHomework', homework, StudentHomeworkDocument],
  ['StudentAttendance', attendance, StudentAttendanceDocument],
  ['GuardianNotices', notices, GuardianNoticesDocument],
  ['GuardianStudentFees', fees, GuardianStudentFeesDocument],
  ['GuardianPayments', payments, GuardianPaymentsDocument],
] as const)('%s: the page sends the fields of its .graphql document', (_name, text, document) => {
  expect(shape(parse(text))).toEqual(shape(document as unknown as DocumentNode));
});
