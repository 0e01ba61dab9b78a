import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * The fields a GraphQL query asks for on the resolver's result, through fragments; with `under`,
 * those asked for on that field of the result (a page's `items`).
 */
export function requestedFields(info: GraphQLResolveInfo, under?: string): Set<string> {
  const out = new Set<string>();
  const walk = (set: SelectionSetNode | undefined, depth: number) => {
    for (const sel of set?.selections ?? []) {
      if (sel.kind === Kind.FIELD) {
        if (depth === 0) out.add(sel.name.value);
        else if (sel.name.value === under) walk(sel.selectionSet, 0);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) walk(sel.selectionSet, depth);
      else walk(info.fragments[sel.name.value]?.selectionSet, depth);
    }
  };
  for (const node of info.fieldNodes) walk(node.selectionSet, under ? 1 : 0);
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
