import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  type DocumentNode, type ExecutionResult, GraphQLError, type GraphQLInputType, type GraphQLSchema, type OperationDefinitionNode,
  execute, getNamedType, getVariableValues, isEnumType, isInputObjectType, isSpecifiedScalarType, Kind, printSchema, typeFromAST, visit,
} from 'graphql';
import type { CompiledQuery } from 'graphql-jit';

/** graphql-jit and what it brings (6 MiB) load with the first query compiled, not at start. */
let jit: typeof import('graphql-jit') | undefined;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadJit = () => (jit ??= require('graphql-jit') as typeof import('graphql-jit'));

/**
 * GraphQL execution of queries by graphql-jit: each query is compiled once into a function that
 * resolves and completes its fields (graphql-js walks the query and checks each field's type anew for
 * every value: most of the time of a 2,000-student list; graphql-jit's results are plain objects,
 * quicker to serialise too). Apollo still parses, validates (with the armor rules) and formats errors
 * as before; only execution changes. Apollo Server 4 and 5 take a custom executor only through the
 * gateway interface, so this is a gateway whose schema never changes.
 *
 * Variables are coerced by graphql-js, as the specification says, before graphql-jit sees them:
 * graphql-jit's own coercion refuses a non-null variable or input field left out that has a default,
 * and words its errors differently. graphql-jit then coerces the coerced values again, which changes
 * nothing for the types jitFits lets through. It also turns a variable left out inside an object
 * literal (`f(input: { a: $a })`) into null instead of leaving it out. An operation that could meet
 * either runs on graphql-js (jitFits), and so do mutations: their answers are small, and whether an
 * input field was left out or sent as null is what they act on.
 *
 * Compiled operations are kept per parsed document: Apollo keeps one DocumentNode per query text in
 * its document store, so a document Apollo forgets is forgotten here too.
 */
export function jitGateway(schema: GraphQLSchema): GatewayInterface {
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | ExecutionResult | null>>();
  /** The compiled operation, its errors (it does not compile), or null: graphql-js runs it. */
  const compile = (document: DocumentNode, operation: OperationDefinitionNode, operationName: string | null) => {
    let byName = compiled.get(document);
    if (!byName) compiled.set(document, (byName = new Map()));
    const key = operationName ?? '';
    let found = byName.get(key);
    if (found === undefined) {
      found = jitFits(schema, document, operation) ? loadJit().compileQuery(schema, document, operationName ?? undefined, { customJSONSerializer: false }) : null;
      byName.set(key, found);
    }
    return found;
  };
  const executor: GatewayExecutor = async (request) => {
    const variables = request.request.variables ?? {};
    const query = compile(request.document, request.operation, request.operationName);
    if (query === null) {
      return (await execute({ schema, document: request.document, operationName: request.operationName, variableValues: variables, contextValue: request.context })) as ExecutionResult<Record<string, unknown>>;
    }
    if (!loadJit().isCompiledQuery(query)) return asGraphQLErrors(query);
    const coerced = getVariableValues(schema, request.operation.variableDefinitions ?? [], variables);
    if (coerced.errors) return { errors: coerced.errors };
    return asGraphQLErrors(await query.query(undefined, request.context, coerced.coerced));
  };
  return {
    async load() {
      return { executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => {};
    },
    async stop() {},
  };
}

/**
 * Whether graphql-jit runs this operation exactly as graphql-js would: a query, with no variable
 * inside an object literal, whose variables are made only of the specification's scalars, enums
 * whose values are their names, and input objects of those (coercing such a value twice gives it
 * back; an upload or a date would not survive).
 */
export function jitFits(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): boolean {
  if (operation.operation !== 'query') return false;
  let variableInObject = false;
  visit(document, {
    ObjectField(node) {
      if (node.value.kind === Kind.VARIABLE) variableInObject = true;
    },
    ListValue(node) {
      // A list literal inside an object literal: `{ ids: [$a] }`.
      if (node.values.some((v) => v.kind === Kind.VARIABLE)) variableInObject = true;
    },
  });
  if (variableInObject) return false;
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type as Parameters<typeof typeFromAST>[1]) as GraphQLInputType | undefined;
    if (!type || !coercesTwice(type, new Set())) return false;
  }
  return true;
}

function coercesTwice(type: GraphQLInputType, seen: Set<string>): boolean {
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues().every((v) => v.value === v.name);
  if (!isInputObjectType(named)) return isSpecifiedScalarType(named);
  if (seen.has(named.name)) return true;
  seen.add(named.name);
  return Object.values(named.getFields()).every((f) => coercesTwice(f.type, seen));
}

function asGraphQLErrors(result: ExecutionResult): ExecutionResult<Record<string, unknown>> {
  return (result.errors ? { ...result, errors: result.errors.map(asGraphQLError) } : result) as ExecutionResult<Record<string, unknown>>;
}

/**
 * graphql-jit's errors as graphql-js makes them: Apollo reads `extensions` of every error (graphql-js
 * always has it; graphql-jit leaves it out when the resolver's error has none) and unwraps a
 * resolver's error by its `path` and `originalError` (formatError in server.ts), both kept.
 */
function asGraphQLError(e: GraphQLError): GraphQLError {
  const error = new GraphQLError(e.message, { path: e.path, originalError: e.originalError, extensions: e.extensions });
  if (e.locations) Object.defineProperty(error, 'locations', { value: e.locations, enumerable: true, writable: true, configurable: true });
  return error;
}
