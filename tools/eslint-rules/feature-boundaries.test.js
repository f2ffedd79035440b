import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import featureBoundaries from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const src = '/repo/apps/web/src';
const at = (file, code) => ({ filename: `${src}/${file}`, code });
const refused = (file, code, error = { messageId: 'private' }) => ({
  ...at(file, code),
  errors: [error],
});

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    at('features/search/WindowForm.tsx', "import { TRIP_STOPS } from '../trip/index.ts';"),
    at('features/search/WindowForm.tsx', "import { InCompanyZone } from './InCompanyZone.tsx';"),
    at('features/search/WindowForm.tsx', "import { useJudgedForm } from '../../lib/forms.ts';"),
    at('features/catalogue/VehiclePage.tsx', "const part = () => import('../booking/lazy.ts');"),
    at(
      'features/admin/users/UsersPage.tsx',
      "import { DataTable } from '../components/DataTable.tsx';",
    ),
    at('features/admin/layout/AdminLayout.tsx', "import '../admin.scss';"),
    at('features/admin/dashboard/api.ts', "import { userKeys } from '../users/index.ts';"),
    // The app composes the features: it reaches their pages directly.
    at('app/routes.tsx', "import { RequireAdmin } from '../features/auth/guards.tsx';"),
  ],
  invalid: [
    refused(
      'features/search/WindowForm.tsx',
      "import { TRIP_STOPS } from '../trip/trip-stops.ts';",
      {
        messageId: 'private',
        data: {
          feature: 'trip',
          noun: 'feature',
          publicFile: 'index.ts',
          target: '../trip/trip-stops.ts',
        },
      },
    ),
    refused(
      'features/admin/reservations/CustomerPicker.tsx',
      "import { userKeys } from '../users/queries.ts';",
    ),
    // The admin area's shared parts are the admin pages' own, not the public site's.
    refused(
      'features/search/SearchResults.tsx',
      "import { DataTable } from '../admin/components/DataTable.tsx';",
    ),
    refused(
      'features/catalogue/CataloguePage.tsx',
      "import { SearchResults } from '../search/lazy.ts';",
      { messageId: 'wrongKind' },
    ),
    refused(
      'features/catalogue/VehiclePage.tsx',
      "const part = () => import('../booking/index.ts');",
      { messageId: 'wrongKind' },
    ),
    refused(
      'features/catalogue/VehiclePage.tsx',
      "export { BookingForm } from '../booking/BookingForm.tsx';",
    ),
  ],
});

// The API's modules (eslint.config.js): every folder of a module is a module of its own, and
// index.ts is its only public file.
const API_MODULES = { folder: 'modules', noun: 'module', nested: true, shared: [], lazy: false };
const api = '/repo/apps/api/src';
const inApi = (file, code) => ({ filename: `${api}/${file}`, code, options: [API_MODULES] });
const refusedInApi = (file, code, data) => ({
  ...inApi(file, code),
  errors: [{ messageId: 'private', ...(data && { data }) }],
});

// The API's type imports are refused or let through alike: TypeScript's parser reads them.
const apiTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' },
});

apiTester.run('feature-boundaries (API modules)', featureBoundaries, {
  valid: [
    inApi('modules/reservations/service.ts', "import { toVehicle } from '../vehicles/index.ts';"),
    inApi(
      'modules/reservations/service.ts',
      "import type { VehicleService } from '../vehicles/index.ts';",
    ),
    inApi('modules/reservations/service.ts', "import * as repository from './repository.ts';"),
    inApi(
      'modules/reservations/service.ts',
      "import { notFound } from '../../lib/http-errors.ts';",
    ),
    inApi(
      'modules/reservations/service.ts',
      "import type { ServiceContext } from '../../context.ts';",
    ),
    // A sub-module and the module it is in meet at each other's index.ts, as any two modules.
    inApi('modules/payments/online/refunds.ts', "import { settleIfDue } from '../index.ts';"),
    inApi('modules/payments/service.ts', "import { centsInFlight } from './online/index.ts';"),
    inApi(
      'modules/payments/online/refunds.ts',
      "import { claimRefund } from './refund-claims.ts';",
    ),
    inApi(
      'modules/reports/workbook-stream.ts',
      "export { SheetXmlWriter } from './xlsx/index.ts';",
    ),
    inApi('modules/pages/web-app.ts', "const vehicles = () => import('../vehicles/index.ts');"),
    // The composition root builds the modules' services and registers their routes.
    inApi('services.ts', "import { PaymentService } from './modules/payments/service.ts';"),
    inApi('app.ts', "import { paymentRoutes } from './modules/payments/routes.ts';"),
    inApi('seed/seed.ts', "import { insertVehicle } from '../modules/vehicles/repository.ts';"),
  ],
  invalid: [
    refusedInApi(
      'modules/payments/receipts.ts',
      "import { findReservation } from '../reservations/repository.ts';",
      {
        feature: 'reservations',
        noun: 'module',
        publicFile: 'index.ts',
        target: '../reservations/repository.ts',
      },
    ),
    refusedInApi(
      'modules/availability/service.ts',
      "import type { VehicleService } from '../vehicles/service.ts';",
    ),
    refusedInApi(
      'modules/payments/online/refunds.ts',
      "import { settleIfDue } from '../receipt-numbers.ts';",
      {
        feature: 'payments',
        noun: 'module',
        publicFile: 'index.ts',
        target: '../receipt-numbers.ts',
      },
    ),
    refusedInApi(
      'modules/payments/service.ts',
      "import { centsInFlight } from './online/refund-claims.ts';",
      {
        feature: 'payments/online',
        noun: 'module',
        publicFile: 'index.ts',
        target: './online/refund-claims.ts',
      },
    ),
    refusedInApi('modules/prices/index.ts', "export { toVehicle } from '../vehicles/mapper.ts';"),
    refusedInApi(
      'modules/pages/web-app.ts',
      "const part = () => import('../vehicles/service.ts');",
    ),
    // lazy.ts is the web's: the API has no second public file.
    refusedInApi('modules/pages/web-app.ts', "import { x } from '../vehicles/lazy.ts';"),
  ],
});
