import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adminToken, api, dialog, loginAsAdmin, totalOf } from '../support/admin.ts';
import { CUSTOMER, login, waitForLoginPage } from '../support/app.ts';
import { assertAccessible, assertInLandmarks } from '../support/axe.ts';
import { EVERY_WIDTH, useBrowser, MOBILE, newPage } from '../support/browser.ts';
import { gone, until, visible } from '../support/wait.ts';

describe('the admin dashboard and layout', () => {
  const browser = useBrowser();

  it("shows the API's totals and a carousel of vehicles", async () => {
    const token = await adminToken();
    const expected = {
      Members: await totalOf('/user/auth/pages', token),
      Vehicles: await totalOf('/car/visitors/pages', token),
      Reservations: await totalOf('/reservations/admin/all/pages', token),
    };
    const { context, page } = await newPage(browser);
    await loginAsAdmin(page);
    const carouselRequest = page.waitForRequest((request) =>
      request.url().includes('/api/car/visitors/pages?size=20'),
    );
    await page.goto('/admin');
    await visible(page.getByRole('heading', { level: 1, name: 'Admin Panel' }));
    await carouselRequest;

    const links: Record<string, string> = {
      Members: '/admin/users',
      Vehicles: '/admin/vehicles',
      Reservations: '/admin/reservations',
    };
    for (const [title, total] of Object.entries(expected)) {
      const card = page.locator('.stat-card', { hasText: title });
      await until(
        async () => (await card.locator('.stat-card-value').innerText()).trim() === String(total),
        `${title} shows ${total}`,
      );
      assert.equal(await card.getAttribute('href'), links[title]);
    }

    // The carousel: model and first image of each vehicle, linking to its admin page.
    const vehicles = await api<{ content: { id: number; model: string; image: string[] }[] }>(
      '/car/visitors/pages?size=20',
      null,
    );
    const first = vehicles.content[0]!;
    const slide = page.locator('.vehicle-carousel .carousel-item.active a');
    await visible(slide);
    assert.equal(await slide.getAttribute('href'), `/admin/vehicles/${first.id}`);
    await visible(slide.getByText(first.model, { exact: true }));
    const image = slide.locator('img');
    assert.equal(await image.getAttribute('src'), `/api/files/display/${first.image[0]}`);
    assert.equal(await image.getAttribute('width'), '500');
    await until(
      () => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      'the first slide image loads',
    );
    await page.locator('.vehicle-carousel .carousel-control-next').click();
    await visible(
      page.locator('.vehicle-carousel .carousel-item.active', {
        hasText: vehicles.content[1]!.model,
      }),
    );
    await assertAccessible(page, 'dashboard');

    // A card leads to its list; the menu marks the section, the dashboard only on /admin.
    await page.locator('.stat-card', { hasText: 'Vehicles' }).click();
    await page.waitForURL('**/admin/vehicles');
    const menu = page.getByRole('navigation', { name: 'Admin menu' });
    const current = async (name: string) =>
      (await menu.getByRole('link', { name, exact: true }).getAttribute('aria-current')) === 'page';
    await until(() => current('Vehicles'), 'Vehicles is the active entry');
    assert.equal(await current('Dashboard'), false, 'the dashboard needs an exact match');
    await page.goto('/admin/vehicles/new');
    await visible(page.getByRole('heading', { level: 1, name: 'New Vehicle' }));
    await until(() => current('Vehicles'), 'Vehicles stays active on its sub-pages');
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await until(() => current('Dashboard'), 'Dashboard is active on /admin');
    assert.equal(await current('Vehicles'), false);
    await context.close();
  });

  it('shows a spinner in each card and a placeholder for the carousel until the API answers', async () => {
    const { context, page } = await newPage(browser);
    await loginAsAdmin(page);
    // The dashboard's four requests wait until the loading state has been seen.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      /\/api\/(user\/auth|car\/visitors|reservations\/admin\/all)\/pages/,
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page.goto('/admin');
    for (const title of ['members', 'vehicles', 'reservations']) {
      await visible(page.getByRole('status', { name: `Loading ${title}` }));
    }
    const placeholder = page.locator('.vehicle-carousel-placeholder');
    await visible(placeholder);
    assert.equal(Math.round((await placeholder.boundingBox())!.height), 500);

    release();
    await gone(page.getByRole('status', { name: 'Loading members' }));
    await gone(placeholder);
    await visible(page.locator('.vehicle-carousel .carousel-item.active'));
    assert.match(
      await page
        .locator('.stat-card', { hasText: 'Members' })
        .locator('.stat-card-value')
        .innerText(),
      /^\d[\d,]*$/,
    );
    await context.close();
  });

  it('works on a phone through the menu button, and logs out after confirmation', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await loginAsAdmin(page);
    await page.goto('/admin');
    await visible(page.locator('.stat-card', { hasText: 'Members' }));
    await visible(page.locator('.vehicle-carousel'));
    await assertAccessible(page, 'dashboard on a phone');

    const menu = page.getByRole('navigation', { name: 'Admin menu' });
    assert.equal(await menu.isVisible(), false, 'the menu is folded away');
    await page.getByRole('button', { name: 'Open the admin menu' }).click();
    await visible(menu);
    await assertAccessible(page, 'the open admin menu on a phone');
    await menu.getByRole('link', { name: 'Contact Messages' }).click();
    await page.waitForURL('**/admin/contact-messages');
    await visible(page.getByRole('heading', { level: 1, name: 'Contact Messages' }));
    await until(async () => !(await menu.isVisible()), 'the menu closes after a choice');

    // Logout asks first, exactly like the public user menu.
    await page.getByRole('button', { name: 'Open the admin menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    const popup = dialog(page);
    await visible(popup);
    assert.equal((await popup.locator('.swal2-title').innerText()).trim(), 'Logout');
    assert.equal(
      (await popup.locator('.swal2-html-container').innerText()).trim(),
      'Are you sure you want to logout?',
    );
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/admin/contact-messages');
    await page.getByRole('button', { name: 'Open the admin menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await dialog(page).locator('.swal2-confirm').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Toggle main menu' }).click();
    await visible(page.locator('header').getByRole('link', { name: 'Login' }));
    // A visit afterwards is a signed-out visitor's: the login page, set to come back.
    await page.goto('/admin');
    await waitForLoginPage(page, '/admin');
    await context.close();
  });

  it('has a way back to the website', async () => {
    const { context, page } = await newPage(browser);
    await loginAsAdmin(page);
    await page.goto('/admin/users');
    await page.getByRole('link', { name: 'Back To Website' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await visible(page.locator('#user-menu'));
    await context.close();
  });

  for (const viewport of EVERY_WIDTH) {
    it(`keeps the sidebar and every page part in landmarks, at ${viewport.width} px`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await loginAsAdmin(page);
      for (const path of ['/admin', '/admin/users', '/admin/timeline', '/admin/outbox']) {
        await page.goto(path);
        await visible(page.getByRole('heading', { level: 1 }));
        await page.waitForLoadState('networkidle');
        await assertInLandmarks(page, `${path} at ${viewport.width}`);
      }
      // The sidebar (beside the page, or behind the menu button) is a landmark of its own.
      if (viewport.width < 992)
        await page.getByRole('button', { name: 'Open the admin menu' }).click();
      const sidebar = page.getByRole('complementary', { name: 'Admin sidebar' });
      await visible(sidebar.getByRole('button', { name: 'Logout' }));
      await visible(sidebar.getByRole('link', { name: 'Back To Website' }));
      await assertAccessible(page, `admin sidebar at ${viewport.width}`);
      await context.close();
    });
  }

  it('sends a customer who opens /admin to the 403 page', async () => {
    const { context, page } = await newPage(browser);
    await login(page, CUSTOMER.email, CUSTOMER.password);
    for (const path of ['/admin', '/admin/users', '/admin/vehicles/1']) {
      await page.goto(path);
      await page.waitForURL('**/forbidden');
      await visible(page.getByRole('heading', { name: 'Oops! Forbidden Access!' }));
    }
    await context.close();
  });
});
