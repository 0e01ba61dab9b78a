import 'reflect-metadata';
import { printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from './domains/auth/auth.resolver';
import { ControllerResolver } from './domains/controller/controller.resolver';
import { ClassResolver } from './domains/education/class.resolver';
import { check } from './platform/validation';

/** Every resolver. A new domain adds its resolvers here. */
export const resolvers = [AuthResolver, ClassResolver, ControllerResolver] as const;

let built: Promise<GraphQLSchema> | null = null;

/** The GraphQL schema; inputs are validated by the same class-validator rules the REST shim uses. */
export function graphqlSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers,
    validate: false,
    validateFn: async (value) => {
      if (value && typeof value === 'object') await check(value);
    },
  });
  return built;
}

/** The text committed as schema.graphql. */
export async function schemaText(): Promise<string> {
  return `${printSchema(await graphqlSchema())}\n`;
}
