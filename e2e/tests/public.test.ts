import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toasts, waitForApp, waitForLoginPage } from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import { DESKTOP, EVERY_WIDTH, isNarrow, useBrowser, MOBILE, newPage } from '../support/browser.ts';
import { gone, until, visible } from '../support/wait.ts';

describe('public site', () => {
  const browser = useBrowser();

  it('shows the home page with slider, offers, services, who we are and popular vehicles', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await visible(page.getByRole('heading', { name: 'Get Our Best Offers' }));
    assert.equal(await page.locator('.offer').count(), 6);
    assert.equal(await page.locator('.offer-right').count(), 3);
    await visible(page.getByRole('heading', { name: 'What We Do' }));
    assert.equal(await page.locator('.service-card').count(), 6);
    await visible(page.getByRole('heading', { name: 'Who we are' }));
    // The slider arrives in its own chunk, after the first slide shows as a still.
    const hero = page.getByRole('region', { name: 'Highlights' });
    const dots = hero.getByRole('button', { name: /^Go to slide \d$/ });
    await visible(dots.first());
    assert.equal(await dots.count(), 2);
    const current = hero.locator('.hero-slide.is-current h2');
    const firstTitle = await current.innerText();
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await until(async () => (await current.innerText()) !== firstTitle, 'the next slide shown');
    assert.equal(await dots.nth(1).getAttribute('aria-current'), 'true');
    // Autoplay, every 5 s, held while the pointer or the focus is on the slides, comes back round
    // to the first once both have left.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await until(async () => (await current.innerText()) === firstTitle, 'autoplay', 12_000);
    await visible(page.locator('.vehicle-card'));

    const header = page.locator('header.site-header');
    for (const name of ['Home', 'Vehicles', 'About Us', 'Contact Us']) {
      await visible(header.getByRole('link', { name, exact: true }));
    }
    assert.equal(await page.locator('.top-bar a[aria-label^="Keyturn on"]').count(), 5);
    await visible(header.getByRole('link', { name: 'Login' }));
    await visible(header.getByRole('link', { name: 'Register' }));

    const footer = page.locator('footer');
    await visible(footer.getByRole('heading', { name: 'Working Hours' }));
    await visible(footer.getByText('09:00 AM - 09:00 PM'));
    assert.equal(
      await footer.getByRole('link', { name: 'Home', exact: true }).getAttribute('aria-current'),
      'page',
    );
    await visible(footer.getByText(/© \d{4} Keyturn/));
    // Axe reads colours as painted, and a slide fading in is still half transparent: the
    // pointer on the slides holds the autoplay, then the shown slide is waited for in full.
    await hero.hover();
    await until(
      async () =>
        (await hero
          .locator('.hero-slide.is-current')
          .evaluate((slide) => getComputedStyle(slide).opacity)) === '1',
      'the shown slide at full opacity',
    );
    await assertAccessible(page, 'home');
    await context.close();
  });

  it('hides the top bar and collapses the menu on a phone', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await page.goto('/');
    await visible(page.getByRole('heading', { name: 'Get Our Best Offers' }));
    assert.equal(await page.locator('.top-bar').isVisible(), false);
    const menuLink = page.locator('#main-menu').getByRole('link', { name: 'About Us' });
    assert.equal(await menuLink.isVisible(), false);
    await page.getByRole('button', { name: 'Toggle main menu' }).click();
    await visible(menuLink);
    await menuLink.click();
    await page.waitForURL('**/about');
    await gone(menuLink);
    await assertAccessible(page, 'about on a phone');
    await context.close();
  });

  it('pages through the vehicles, six at a time', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/vehicles');
    await visible(page.locator('.vehicle-card'));
    assert.equal(await page.locator('.vehicle-card').count(), 6);
    const pager = page.getByRole('navigation', { name: 'Vehicle pages' });
    assert.equal(
      await pager.locator('.page-item.disabled').filter({ hasText: 'First' }).count(),
      1,
    );
    assert.equal(
      await pager.locator('.page-item.disabled').filter({ hasText: 'Previous' }).count(),
      1,
    );
    const firstModels = await page.locator('.vehicle-card-title').allTextContents();

    // The current page is not a link: clicking it changes nothing.
    await pager.locator('.page-item.active').click();
    assert.equal(new URL(page.url()).search, '');

    await pager.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL('**/vehicles?page=2');
    await until(
      async () =>
        (await page.locator('.vehicle-card-title').first().textContent()) !== firstModels[0],
      'the second page shows other vehicles',
    );
    // The demo data has 12 vehicles: page 2 is the last one.
    await visible(pager.locator('.page-item.disabled').filter({ hasText: 'Next' }));
    await visible(pager.locator('.page-item.disabled').filter({ hasText: 'Last' }));
    await pager.getByRole('link', { name: 'First' }).click();
    await page.waitForURL((url) => url.pathname === '/vehicles' && url.search === '');
    await pager.getByRole('link', { name: 'Last' }).click();
    await page.waitForURL('**/vehicles?page=2');
    await pager.getByRole('link', { name: 'Previous' }).click();
    await page.waitForURL((url) => url.search === '');
    await pager.getByRole('link', { name: '2' }).click();
    await page.waitForURL('**/vehicles?page=2');
    await assertAccessible(page, 'vehicles');
    await context.close();
  });

  it('shows the last page, not an empty list, for a page past the end', async () => {
    const { context, page } = await newPage(browser);
    // An old link, from when the fleet was larger.
    await page.goto('/vehicles?page=40');
    await page.waitForURL((url) => Number(url.searchParams.get('page') ?? '1') < 40);
    await visible(page.locator('.vehicle-card').first());
    assert.equal(await page.getByText('No vehicles are available right now.').count(), 0);
    const pager = page.getByRole('navigation', { name: 'Vehicle pages' });
    await visible(pager.locator('.page-item.disabled').filter({ hasText: 'Last' }));
    await context.close();
  });

  it('fetches each vehicle photo as WebP, at the smallest width that is sharp in its place', async () => {
    const widths = [320, 480, 640, 960, 1280];
    for (const [viewport, path, selector] of [
      [MOBILE, '/vehicles', '.vehicle-card img'],
      [DESKTOP, '/vehicles', '.vehicle-card img'],
      [MOBILE, '/vehicles/1', 'img.details-image'],
      [DESKTOP, '/vehicles/1', 'img.details-image'],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      const photoTypes = new Set<string>();
      page.on('response', (response) => {
        if (response.url().includes('/api/files/display/')) {
          photoTypes.add(response.headers()['content-type'] ?? '');
        }
      });
      await page.goto(path);
      const image = page.locator(selector).first();
      const where = `${path} at ${viewport.width} px`;
      await until(
        () => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        `the first photo of ${where} shows`,
      );
      const { shownPixels, chosen } = await image.evaluate((img: HTMLImageElement) => ({
        shownPixels: img.getBoundingClientRect().width * devicePixelRatio,
        chosen: Number(new URL(img.currentSrc).searchParams.get('width')),
      }));
      assert.equal(
        chosen,
        widths.find((width) => width >= shownPixels),
        where,
      );
      assert.deepEqual([...photoTypes], ['image/webp'], where);
      await context.close();
    }
  });

  it('opens a vehicle and tells a visitor to log in before booking', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/vehicles');
    const firstCard = page.locator('.vehicle-card-title a').first();
    const model = (await firstCard.textContent())?.trim() ?? '';
    await firstCard.click();
    await page.waitForURL(/\/vehicles\/\d+$/);
    await visible(page.getByRole('heading', { level: 1, name: model }));
    for (const label of ['Doors', 'Seats', 'Luggage', 'Transmission', 'Fuel Type', 'Age']) {
      await visible(page.locator('.vehicle-spec dt', { hasText: label }));
    }
    const airConditioning = await page
      .locator('.vehicle-spec', { hasText: 'Air Conditioning' })
      .locator('dd')
      .textContent();
    assert.match(airConditioning ?? '', /^(Yes|No)$/);
    assert.match(
      (await page.locator('.details-price').textContent()) ?? '',
      // The day price follows when it caps a day below 24 hours' price.
      /^\$[\d,]+\.\d{2} \/ hour( · \$[\d,]+\.\d{2} \/ day)?$/,
    );
    await visible(page.locator('.details-image'));
    await visible(page.getByText('first to book this vehicle'));
    assert.equal(await page.getByLabel('Pick Up Location').isDisabled(), true);
    assert.equal(await page.getByRole('button', { name: 'Check If Available' }).isDisabled(), true);
    await assertAccessible(page, 'vehicle details');
    await context.close();
  });

  it('shows about, contact and privacy pages', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/about');
    await visible(page.getByRole('heading', { level: 1, name: 'About Us' }));
    assert.equal(await page.locator('.team-card').count(), 3);
    await assertAccessible(page, 'about');

    await page.goto('/contact');
    await visible(page.getByRole('heading', { level: 1, name: 'Contact Us' }));
    const map = page.locator('iframe.contact-map');
    assert.equal(await map.getAttribute('height'), '500');
    assert.ok(await map.getAttribute('title'));
    assert.equal(await page.getByLabel('Message').getAttribute('rows'), '5');
    await visible(page.locator('.contact-info a[href*="openstreetmap"]'));
    assert.equal(await page.locator('.contact-info a[href^="tel:"]').count(), 2);
    await assertAccessible(page, 'contact');

    await page.goto('/privacy-policy');
    await visible(page.getByRole('heading', { level: 1, name: 'Privacy Policy' }));
    assert.equal(
      await page.locator('footer a[aria-current="page"]').textContent(),
      'Privacy Policy',
    );
    await assertAccessible(page, 'privacy policy');
    await context.close();
  });

  it('shows the 404 page and sends anonymous visitors to the login page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/no-such-page');
    await visible(page.getByRole('heading', { name: 'Oops! Page Not Found' }));
    await assertAccessible(page, '404');

    await page.goto('/user');
    await waitForLoginPage(page, '/user');
    await page.goto('/user/reservations');
    await waitForLoginPage(page, '/user/reservations');
    await page.goto('/admin');
    await waitForLoginPage(page, '/admin');

    await page.goto('/login');
    await page.waitForURL('**/auth/login');
    await assertAccessible(page, 'login');
    await page.goto('/register');
    await page.waitForURL('**/auth/register');
    await assertAccessible(page, 'register');
    await context.close();
  });

  it('answers an address that is no page, or names no vehicle, with a 404 and the not-found page', async () => {
    for (const viewport of EVERY_WIDTH) {
      const { context, page } = await newPage(browser, viewport);
      // The pages' own 404s are the point; anything else logged (React unable to take the
      // server's page over, say) is a fault.
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(message.text());
        }
      });
      for (const path of ['/no-such-page', '/vehicles/999999', '/vehicles/abc', '/user/nothing']) {
        const at = `${path} at ${viewport.width} px`;
        const response = await page.goto(path);
        assert.equal(response?.status(), 404, at);
        await visible(page.getByRole('heading', { name: 'Oops! Page Not Found' }));
        await waitForApp(page);
        await page.waitForLoadState('networkidle');
        await visible(page.getByRole('heading', { name: 'Oops! Page Not Found' }));
        // The page says it all: no "cannot be loaded" toast on top.
        assert.equal(await toasts(page).count(), 0, at);
        await assertAccessible(page, `404 ${at}`);
      }
      // The account and admin areas are drawn by the browser: they load on a reload too.
      for (const path of ['/user/reservations', '/admin/users', '/auth/login']) {
        assert.equal((await page.goto(path))?.status(), 200, path);
      }
      // A file of an older build is no page.
      const asset = await page.request.get('/assets/index-0ld0ld.js');
      assert.equal(asset.status(), 404);
      assert.match(asset.headers()['content-type'] ?? '', /json/);
      assert.deepEqual(errors, [], `at ${viewport.width} px`);
      await context.close();
    }
  });

  it('marks one menu item as the current page, even while the next page is slow to come', async () => {
    for (const viewport of EVERY_WIDTH) {
      const at = `at ${viewport.width} px`;
      const { context, page } = await newPage(browser, viewport);
      // Folded away on a phone once a link is chosen, so not found by its role then.
      const menu = page.locator('nav[aria-label="Main menu"]');
      const marked = menu.locator('.nav-link.active');
      const current = menu.locator('[aria-current="page"]');
      const markedOnly = async (name: string) =>
        (await marked.count()) === 1 &&
        (await marked.innerText()) === name &&
        (await current.innerText()) === name;
      await page.goto('/');
      await waitForApp(page);

      // The About page's code is held back until the test lets it come.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/AboutPage-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      if (isNarrow(viewport)) await page.getByRole('button', { name: 'Toggle main menu' }).click();
      await menu.getByRole('link', { name: 'About Us' }).click();
      await visible(page.getByRole('progressbar', { name: 'Loading' }));
      assert.equal(await marked.count(), 1, `one item is marked while About Us comes ${at}`);
      assert.ok(await markedOnly('Home'), `only Home is marked while About Us comes ${at}`);

      release();
      await visible(page.getByRole('heading', { level: 1, name: 'About Us' }));
      await until(() => markedOnly('About Us'), `only About Us is marked ${at}`);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      await until(() => markedOnly('Home'), `only Home is marked after Back ${at}`);
      await context.close();
    }
  });
});
