/**
 * GraphQL execution by graphql-jit (platform/jit-executor.ts, issue 22 item 10): every operation
 * answers what graphql-js answers, including the two cases where graphql-jit departs from the
 * specification (run on graphql-js instead), and its errors keep what formatError reads.
 */
import type { GatewayExecutor } from '@apollo/server-gateway-interface';
import { buildSchema, execute, GraphQLError, parse, type OperationDefinitionNode } from 'graphql';
import { jitFits, jitGateway } from '../../api/src/platform/jit-executor';

const schema = buildSchema(`
  enum E { ONE TWO }
  scalar Upload
  input F { a: String = "in"  b: Boolean! = false  c: [Int!]! = []  d: String  e: Int }
  input G { a: String = "in"  d: String  n: [H!] }
  input H { k: Int = 3  m: E = TWO }
  type Row { id: Int!  name: String  tags: [String!]! }
  input U { file: Upload }
  type Query { u(u: U, e: E): String  q(f: F, x: Int = 5, y: String): String  g(g: G): String  rows(n: Int!): [Row!]!  fails: String  failsHard: Row! }
  type Mutation { m(f: F): String }
`);
/** The arguments a resolver received, keys sorted (their order is not part of GraphQL). */
const argsSeen = (_: unknown, args: unknown) => JSON.stringify(args, (_k, v: unknown) => {
  if (v === undefined) return '<left out>';
  return v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v;
});
class AppLike extends Error { code = 'maxNotPossible'; }
const fields = schema.getQueryType()!.getFields();
fields.q.resolve = argsSeen;
fields.g.resolve = argsSeen;
fields.rows.resolve = (_: unknown, { n }: { n: number }) => Array.from({ length: n }, (_x, i) => ({ id: i, name: i % 2 ? null : `r${i}`, tags: ['a', String(i)] }));
fields.fails.resolve = () => { throw new AppLike('maxNotPossible'); };
fields.failsHard.resolve = () => Promise.reject(new AppLike('nope'));
schema.getMutationType()!.getFields().m.resolve = argsSeen;

let executor: GatewayExecutor;
beforeAll(async () => { executor = (await jitGateway(schema).load({ apollo: {} })).executor!; });

function run(source: string, variables: Record<string, unknown> = {}) {
  const document = parse(source);
  const operation = document.definitions[0] as OperationDefinitionNode;
  return executor({ document, operation, operationName: null, request: { query: source, variables }, context: {} } as unknown as Parameters<GatewayExecutor>[0]);
}
const plain = (r: unknown) => JSON.parse(JSON.stringify(r));

const cases: [string, Record<string, unknown>][] = [
  ['query($f: F) { q(f: $f) }', { f: {} }],
  ['query($f: F) { q(f: $f) }', { f: { d: null } }],
  ['query($f: F) { q(f: $f) }', {}],
  ['query($d: String) { q(f: { d: $d }) }', {}],
  ['query($d: String) { q(f: { d: $d }) }', { d: null }],
  ['query($y: String) { q(y: $y) }', {}],
  ['query { q(f: {}) }', {}],
  ['query($x: Int) { q(x: $x) }', {}],
  ['query($g: G) { g(g: $g) }', { g: { n: [{}] } }],
  ['query($g: G) { g(g: $g) }', { g: { n: { m: 'ONE' } } }],
  ['query($g: G) { g(g: $g) }', { g: { a: null } }],
  ['query($g: G = {a: "q"}) { g(g: $g) }', {}],
  ['query($n: Int!) { rows(n: $n) { id name tags } }', { n: 3 }],
  ['query($n: Int! = 2) { rows(n: $n) { id } }', {}],
  ['query($n: Int! = 2) { rows(n: $n) { id } }', { n: 1 }],
  ['query($n: Int = 2) { rows(n: $n) { id } }', {}],
  ['query($n: Int!) { rows(n: $n) { id } }', {}],
  ['query($n: Int!) { rows(n: $n) { id } }', { n: 'x' }],
  ['query($f: F, $g: G) { q(f: $f) g(g: $g) }', { f: { b: true, c: 1 }, g: { n: [{ m: 'ONE' }, { k: 1 }] } }],
  ['query($f: F) { q(f: $f) }', { f: { b: null } }],
  ['query { rows(n: 2) { ...R } } fragment R on Row { id alias: name }', {}],
  ['mutation($f: F) { m(f: $f) }', { f: {} }],
  ['mutation($d: String) { m(f: { d: $d }) }', {}],
];

describe('the GraphQL executor', () => {
  it.each(cases)('answers %s with %j as graphql-js does', async (source, variables) => {
    const expected = await execute({ schema, document: parse(source), variableValues: variables, contextValue: {} });
    expect(plain(await run(source, variables))).toEqual(plain(expected));
  });

  it('compiles the queries graphql-jit runs as the specification says, and leaves the others and mutations to graphql-js', () => {
    const fits = (source: string) => { const d = parse(source); return jitFits(schema, d, d.definitions[0] as OperationDefinitionNode); };
    expect(fits('query($n: Int!) { rows(n: $n) { id } }')).toBe(true);
    expect(fits('query($g: G) { g(g: $g) }')).toBe(true);
    expect(fits('query { q(f: { d: "x" }) }')).toBe(true);
    expect(fits('query($f: F, $e: E) { q(f: $f) u(e: $e) }')).toBe(true);
    // A scalar of the schema's own (its value may not survive a second coercion), at any depth; a variable inside a literal.
    expect(fits('query($u: U) { u(u: $u) }')).toBe(false);
    expect(fits('query($d: String) { q(f: { d: $d }) }')).toBe(false);
    expect(fits('query($d: String) { q(f: { c: [$d] }) }')).toBe(false);
    expect(fits('mutation($d: String) { m(f: { d: "x" }) }')).toBe(false);
  });

  it("keeps a resolver's error as graphql-js does: its path, its original error and extensions Apollo can read", async () => {
    const r = await run('{ fails rows(n: 1) { id } }');
    expect(r.data).toEqual({ fails: null, rows: [{ id: 0 }] });
    const [e] = r.errors!;
    expect(e).toBeInstanceOf(GraphQLError);
    expect(e.path).toEqual(['fails']);
    expect(e.originalError).toBeInstanceOf(AppLike);
    expect(e.extensions).toEqual({});
    const hard = await run('{ failsHard { id } }');
    expect(hard.data).toBeNull();
    expect(hard.errors?.[0].originalError?.message).toBe('nope');
  });
});
