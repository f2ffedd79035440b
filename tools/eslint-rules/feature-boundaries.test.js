import { RuleTester } from 'eslint';
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
        data: { feature: 'trip', publicFile: 'index.ts', target: '../trip/trip-stops.ts' },
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
