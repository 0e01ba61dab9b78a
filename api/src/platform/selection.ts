import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** The fields a GraphQL query asks for on the resolver's result, through fragments. */
export function requestedFields(info: GraphQLResolveInfo): Set<string> {
  const out = new Set<string>();
  const walk = (set: SelectionSetNode | undefined) => {
    for (const sel of set?.selections ?? []) {
      if (sel.kind === Kind.FIELD) out.add(sel.name.value);
      else if (sel.kind === Kind.INLINE_FRAGMENT) walk(sel.selectionSet);
      else walk(info.fragments[sel.name.value]?.selectionSet);
    }
  };
  for (const node of info.fieldNodes) walk(node.selectionSet);
  return out;
}

/**
 * The entity columns that serve the requested fields: a field named like a column is that column;
 * `derived` names the columns of fields that are computed or renamed (e.g. `pending` from
 * `admitNo`); fields that are neither are left out. The id always comes along.
 */
export function columnsFor<E>(requested: Set<string>, columns: readonly (keyof E & string)[], derived: Partial<Record<string, (keyof E & string)[]>>): (keyof E & string)[] {
  const known = new Set<string>(columns);
  const out = new Set<keyof E & string>(['id' as keyof E & string]);
  for (const field of requested) {
    for (const c of derived[field] ?? (known.has(field) ? [field as keyof E & string] : [])) out.add(c);
  }
  return [...out];
}
