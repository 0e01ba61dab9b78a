import 'reflect-metadata';
import { printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { administrationResolvers } from './domains/administration/resolvers';
import { accountResolvers } from './domains/accounts/resolvers';
import { donorResolvers } from './domains/donor/resolvers';
import { hostelResolvers } from './domains/hostel/resolvers';
import { libraryResolvers } from './domains/library/resolvers';
import { storeResolvers } from './domains/store/resolvers';
import { websiteResolvers } from './domains/website/resolvers';
import { attendanceResolvers } from './domains/attendance/resolvers';
import { academyExportResolvers } from './domains/academyexport/resolvers';
import { dataEntryResolvers } from './domains/dataentry/resolvers';
import { AuthResolver } from './domains/auth/auth.resolver';
import { GuardianChildrenResolver } from './domains/auth/guardian-children.resolver';
import { PublicResolver } from './domains/auth/public.resolver';
import { VisitorResolver } from './domains/auth/visitor.resolver';
import { ControllerResolver } from './domains/controller/controller.resolver';
import { ClassResolver } from './domains/education/class.resolver';
import { ExamsResolver } from './domains/education/exams.resolver';
import { ResultsResolver } from './domains/education/results.resolver';
import { RolloverResolver } from './domains/education/rollover.resolver';
import { StudentResolver } from './domains/education/student.resolver';
import { SettingsResolver } from './domains/others/settings.resolver';
import { SmsResolver } from './domains/others/sms.resolver';
import { DashboardResolver } from './domains/others/dashboard.resolver';
import { HistoryResolver } from './domains/history/history.resolver';
import { checkArgument } from './platform/validation';

/** Every resolver. A new domain adds its resolvers here. */
export const resolvers = [AuthResolver, GuardianChildrenResolver, PublicResolver, VisitorResolver, ClassResolver, StudentResolver, ResultsResolver, ExamsResolver, RolloverResolver, ControllerResolver, ...accountResolvers, SettingsResolver, SmsResolver, DashboardResolver, ...administrationResolvers, ...hostelResolvers, ...storeResolvers, ...libraryResolvers, ...donorResolvers, ...websiteResolvers, ...attendanceResolvers, ...dataEntryResolvers, ...academyExportResolvers, HistoryResolver] as const;

let built: Promise<GraphQLSchema> | null = null;

/** The GraphQL schema; inputs are validated by the same class-validator rules the REST shim uses. */
export function graphqlSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers,
    validate: false,
    // Input objects (and lists of them) are checked; scalar strings must be well-formed text.
    validateFn: checkArgument,
  });
  return built;
}

/** The text committed as schema.graphql. */
export async function schemaText(): Promise<string> {
  return `${printSchema(await graphqlSchema())}\n`;
}
