import { academyExportDocs } from './academy-export';
import { accountDocs } from './accounts';
import { administrationDocs } from './administration';
import { authDocs } from './auth';
import { controllerDocs } from './controller';
import type { RouteDocs } from './describe';
import { educationDocs } from './education';
import { historyDocs } from './history';
import { hostelLibraryDonorDocs } from './hostel-library-donor';
import { othersDocs } from './others';

/** Every REST route's description, keyed by `'METHOD /api/path/:param'` (tests/api/openapi.test.ts checks the set against the served routes). */
export const ROUTE_DOCS: RouteDocs = {
  ...authDocs, ...educationDocs, ...controllerDocs, ...othersDocs, ...accountDocs, ...administrationDocs, ...hostelLibraryDonorDocs, ...historyDocs, ...academyExportDocs,
};
