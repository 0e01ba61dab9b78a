import type { Router } from 'express';
import { academyExportControllerRoutes, academyExportRoutes } from './domains/academyexport/rest';
import { accountRoutes } from './domains/accounts/rest';
import { administrationRoutes } from './domains/administration/rest';
import { attendanceRoutes } from './domains/attendance/rest';
import { authRoutes } from './domains/auth/rest';
import { controllerRoutes } from './domains/controller/rest';
import { dataEntryRoutes } from './domains/dataentry/rest';
import { donorRoutes } from './domains/donor/rest';
import { educationRoutes } from './domains/education/rest';
import { rolloverRoutes } from './domains/education/rollover.rest';
import { historyRoutes } from './domains/history/rest';
import { hostelRoutes } from './domains/hostel/rest';
import { libraryRoutes } from './domains/library/rest';
import { othersRoutes } from './domains/others/rest';
import { storeRoutes } from './domains/store/rest';
import { websiteRoutes } from './domains/website/rest';

/**
 * Mounts every domain's REST route table on the /api router, under the spec's path prefixes: the one
 * list of them (server.ts serves it; tests/api/openapi.test.ts checks the OpenAPI document against it).
 */
export function mountRestRoutes(api: Router): Router {
  api.use('/auth', authRoutes());
  api.use('/education', educationRoutes());
  api.use('/education', rolloverRoutes());
  api.use('/controller', controllerRoutes());
  api.use('/controller', dataEntryRoutes());
  api.use('/controller', academyExportControllerRoutes());
  api.use('/others', othersRoutes());
  api.use('/others', storeRoutes());
  api.use('/others', websiteRoutes());
  api.use('/others', attendanceRoutes());
  api.use('/account', accountRoutes());
  api.use('/adminis', administrationRoutes());
  api.use('/adminis', academyExportRoutes());
  api.use('/hostel', hostelRoutes());
  api.use('/library', libraryRoutes());
  api.use('/donor', donorRoutes());
  api.use('/history', historyRoutes());
  return api;
}
