import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { odometerBelowLastMessage, type OfficeVehicle } from '@keyturn/shared';
import type { Page } from 'playwright-core';
import { adminToken, api, confirmDeletion, dialog, loginAsAdmin } from '../support/admin.ts';
import { dismissToasts, expectToast, toasts } from '../support/app.ts';
import { assertAccessible } from '../support/axe.ts';
import { baseUrl, useBrowser, DESKTOP, MOBILE, newPage } from '../support/browser.ts';
import { licensedCustomer, tripStartingNow } from '../support/drivers.ts';
import { chooseFuel } from '../support/handover.ts';
import { screenshotForReview } from '../support/screenshots.ts';
import { gone, until, visible } from '../support/wait.ts';

const images = join(dirname(fileURLToPath(import.meta.url)), '../../apps/api/src/seed/images');

interface Vehicle {
  id: number;
  model: string;
  image: string[];
  builtIn: boolean;
  pricePerHour: number;
  pricePerDay: number | null;
  deposit: number;
  milesPerDay: number | null;
  pricePerExtraMile: number;
}

async function vehicleByModel(model: string): Promise<Vehicle | undefined> {
  const all = await api<Vehicle[]>('/car/visitors/all', null);
  return all.find((vehicle) => vehicle.model === model);
}

/** A vehicle of the test's own with its plate, added through the API; its id. */
async function addVehicle(token: string, model: string, plateNumber: string): Promise<number> {
  const form = new FormData();
  const photo = await readFile(join(images, 'city-hatch.jpg'));
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'car.jpg');
  const upload = await fetch(`${baseUrl}/api/files/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  assert.equal(upload.status, 200, await upload.clone().text());
  const { imageId } = (await upload.json()) as { imageId: string };
  const created = await api<{ id: number }>(`/car/admin/${imageId}/add`, token, {
    method: 'POST',
    body: {
      model,
      plateNumber,
      doors: 5,
      seats: 5,
      luggage: 2,
      transmission: 'Automatic',
      airConditioning: true,
      fuelType: 'Hybrid',
      age: 1,
      pricePerHour: 16,
    },
    expect: 201,
  });
  return created.id;
}

/** The office's table's rows that hold a vehicle. */
const recordRows = (page: Page) => page.locator('.data-table-grid tbody tr.clickable-row');
const searchOf = (page: Page) => new URL(page.url()).searchParams;

async function imageLoaded(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
}

describe('the admin vehicles', () => {
  const browser = useBrowser();

  it('creates a vehicle with an image, replaces the image, and deletes it', async () => {
    // 'Abarth' sorts first, so the vehicle shows on the public list's first page.
    const model = `Abarth E2E ${Date.now() % 100000}`;
    const { context, page } = await newPage(browser);
    await loginAsAdmin(page);
    await page.goto('/admin/vehicles');
    await visible(page.getByRole('heading', { level: 1, name: 'Vehicles' }));
    await assertAccessible(page, 'admin vehicle list');
    await page.getByRole('link', { name: 'New Vehicle' }).click();
    await page.waitForURL('**/admin/vehicles/new');

    // A new vehicle: the spec's defaults, the image error shown, nothing to save yet.
    const save = page.getByRole('button', { name: 'Save' });
    await visible(page.getByText('Please upload an image'));
    assert.equal(await page.getByLabel('Transmission').inputValue(), 'Automatic');
    assert.equal(await page.getByLabel('Air Conditioning').inputValue(), 'false');
    assert.equal(await page.getByLabel('Fuel Type').inputValue(), 'Diesel');
    assert.equal(
      await page.getByLabel('Image', { exact: true }).getAttribute('accept'),
      '.jpg,.jpeg,.png',
    );
    assert.equal(await save.isDisabled(), true);
    await assertAccessible(page, 'new vehicle form');

    await page.getByLabel('Model', { exact: true }).fill(model);
    // A plate as typed, in any case: kept in capitals, and judged as it is typed.
    const plate = page.getByLabel('Plate Number');
    await plate.fill('e2e_1');
    await plate.blur();
    await visible(
      page.getByText(
        'Plate number may hold only letters and digits, with single spaces or dashes between them',
      ),
    );
    const plateNumber = `e2e-${Date.now() % 100000}`;
    await plate.fill(plateNumber);
    await page.getByLabel('Doors').fill('12');
    await page.getByLabel('Doors').blur();
    await visible(page.getByText('Doors must be at most 9'));
    await page.getByLabel('Doors').fill('3');
    await gone(page.getByText('Doors must be at most 9'));
    await page.getByLabel('Seats').fill('4');
    await page.getByLabel('Luggage').fill('1');
    await page.getByLabel('Transmission').selectOption('Manual');
    await page.getByLabel('Air Conditioning').selectOption('Yes');
    await page.getByLabel('Fuel Type').selectOption('Gasoline');
    await page.getByLabel('Age', { exact: true }).fill('2');
    await page.getByLabel('Price Per Hour ($)').fill('19.99');

    // Its prices: a day costs at most 24 hours, and an empty day price says what 24 hours cost.
    const dayPrice = page.getByLabel('Price Per Day ($)');
    assert.equal(await dayPrice.getAttribute('placeholder'), '479.76');
    await dayPrice.fill('480');
    await dayPrice.blur();
    await visible(page.getByText('Price per day can be at most 24 times the price per hour'));
    await dayPrice.fill('120');
    await gone(page.getByText('Price per day can be at most 24 times the price per hour'));
    assert.equal(await page.getByLabel('Deposit ($)').inputValue(), '200', 'the default deposit');
    await page.getByLabel('Deposit ($)').fill('350');
    assert.equal(await page.getByLabel('Miles Per Day').getAttribute('placeholder'), 'Unlimited');
    assert.equal(await save.isDisabled(), true, 'still no image');
    await page.getByLabel('Image', { exact: true }).setInputFiles(join(images, 'city-hatch.jpg'));
    await gone(page.getByText('Please upload an image'));
    await until(() => imageLoaded(page, '.image-preview img'), 'the preview shows');
    await save.click();
    await expectToast(page, 'Vehicle created successfully');
    await page.waitForURL('**/admin/vehicles');
    await dismissToasts(page);

    const created = await vehicleByModel(model);
    assert.ok(created, 'the API has the new vehicle');
    assert.equal(created.pricePerHour, 19.99);
    assert.equal(created.pricePerDay, 120);
    assert.equal(created.deposit, 350);
    assert.equal(created.milesPerDay, null, 'unlimited miles');
    assert.equal(created.pricePerExtraMile, 0);
    assert.equal(created.image.length, 1);
    assert.equal(created.builtIn, false);
    const known = await api<OfficeVehicle>(`/car/admin/${created.id}`, await adminToken());
    assert.equal(known.plateNumber, plateNumber.toUpperCase(), 'the plate, in capitals');
    assert.equal('plateNumber' in created, false, 'the public answer has no plate');

    // The public list shows it with its photo.
    const visitor = await newPage(browser);
    await visitor.page.goto('/vehicles');
    const card = visitor.page.locator('.vehicle-card', { hasText: model });
    await visible(card);
    const cardImage = card.locator('img');
    assert.equal(await cardImage.getAttribute('src'), `/api/files/display/${created.image[0]}`);
    await cardImage.scrollIntoViewIfNeeded();
    await until(
      () => cardImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      'the public card image loads',
    );
    assert.equal(await card.locator('.vehicle-card-day-price').innerText(), '$120.00 / day');
    await visible(card.getByText('Unlimited miles'));

    // Its page: the day price beside the hourly one, and the deposit held at pick-up.
    await card.getByRole('link', { name: model }).click();
    await visitor.page.waitForURL(`**/vehicles/${created.id}`);
    await visible(visitor.page.getByText('$19.99 / hour · $120.00 / day').first());
    const deposit = visitor.page.locator('.vehicle-spec', { hasText: 'Deposit at pick-up' });
    assert.equal(await deposit.locator('dd').innerText(), '$350.00');
    await assertAccessible(visitor.page, 'vehicle page with its rental terms');
    await visitor.page.goto('/vehicles');

    // Replace the image: a new file alone enables Save.
    await page.goto('/admin/vehicles');
    await page.getByRole('link', { name: model }).click();
    await page.waitForURL(`**/admin/vehicles/${created.id}`);
    await visible(page.getByRole('heading', { level: 1, name: model }));
    await assertAccessible(page, 'edit vehicle form');
    assert.equal(await save.isDisabled(), true, 'nothing changed yet');
    await page.getByLabel('Image', { exact: true }).setInputFiles(join(images, 'sport-coupe.jpg'));
    await until(async () => !(await save.isDisabled()), 'a new image enables Save');
    await save.click();
    await expectToast(page, 'Vehicle updated successfully.');
    await dismissToasts(page);
    const updated = await vehicleByModel(model);
    assert.ok(updated);
    assert.equal(updated.image.length, 1);
    assert.notEqual(updated.image[0], created.image[0], 'the image was replaced');
    const oldImage = await fetch(`${baseUrl}/api/files/display/${created.image[0]}`);
    assert.equal(oldImage.status, 404, 'the old image is gone');
    await visitor.page.reload();
    const replaced = visitor.page.locator('.vehicle-card', { hasText: model }).locator('img');
    await visible(replaced);
    assert.equal(await replaced.getAttribute('src'), `/api/files/display/${updated.image[0]}`);
    await visitor.context.close();

    // A field change is saved too, after the form came back unchanged; an emptied day price
    // goes back to 24 hours' price, and the deposit stays.
    assert.equal(await save.isDisabled(), true);
    await page.getByLabel('Age', { exact: true }).fill('3');
    await page.getByLabel('Price Per Day ($)').fill('');
    await save.click();
    await expectToast(page, 'Vehicle updated successfully.');
    const edited = await vehicleByModel(model);
    assert.equal(edited?.pricePerDay, null);
    assert.equal(edited?.deposit, 350);
    // The toast closes by itself after its 4 seconds.
    await gone(toasts(page), 8000);

    // Cancelling the delete keeps it; confirming deletes it.
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.swal2-popup:not(.swal2-toast) .swal2-cancel').click();
    assert.ok(await vehicleByModel(model), 'cancel keeps the vehicle');
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirmDeletion(page, 'vehicle');
    await expectToast(page, 'Vehicle deleted successfully.');
    await page.waitForURL('**/admin/vehicles');
    assert.equal(await vehicleByModel(model), undefined, 'the vehicle is gone');
    const deletedImage = await fetch(`${baseUrl}/api/files/display/${updated.image[0]}`);
    assert.equal(deletedImage.status, 404, 'its image went with it');
    await context.close();
  });

  it('refuses a file that is no picture at once, whatever its name, before Save', async () => {
    const { context, page } = await newPage(browser);
    await loginAsAdmin(page);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/files/upload')) uploads.push(request.url());
    });
    await page.goto('/admin/vehicles/new');
    await page.getByLabel('Model', { exact: true }).fill('Abarth Not A Photo');
    for (const [label, value] of [
      ['Doors', '3'],
      ['Seats', '4'],
      ['Luggage', '1'],
      ['Price Per Hour ($)', '19.99'],
    ] as const) {
      await page.getByLabel(label).fill(value);
    }
    await page.getByLabel('Age', { exact: true }).fill('2');
    const save = page.getByRole('button', { name: 'Save' });
    const image = page.getByLabel('Image', { exact: true });

    // Words in a file named like a photo, sent as a PNG: the bytes tell.
    await image.setInputFiles({
      name: 'car.png',
      mimeType: 'image/png',
      buffer: Buffer.from('These are words, not a picture of a car.\n'),
    });
    const error = page.locator('#field-image-error');
    await visible(error);
    assert.equal((await error.innerText()).trim(), 'The image must be a JPEG or PNG file');
    assert.equal(await image.getAttribute('aria-invalid'), 'true');
    assert.equal(await image.getAttribute('aria-describedby'), 'field-image-error');
    const [field, reason] = await Promise.all([image.boundingBox(), error.boundingBox()]);
    assert.ok(field && reason && reason.y >= field.y + field.height - 1, 'the error is under it');
    assert.equal(await page.locator('.image-preview img').count(), 0, 'no broken preview');
    assert.equal(await save.isDisabled(), true);
    await assertAccessible(page, 'vehicle form refusing a file');

    // A real JPEG mends it.
    await image.setInputFiles(join(images, 'city-hatch.jpg'));
    await gone(error);
    await until(async () => !(await save.isDisabled()), 'a real photo enables Save');
    assert.deepEqual(uploads, [], 'nothing was uploaded before Save');
    await context.close();
  });

  it('shows built-in vehicles read-only', async () => {
    const token = await adminToken();
    const builtIn = (await api<Vehicle[]>('/car/visitors/all', token)).find((v) => v.builtIn);
    assert.ok(builtIn, 'the demo data has built-in vehicles');
    const { context, page } = await newPage(browser, MOBILE);
    await loginAsAdmin(page);
    await page.goto(`/admin/vehicles/${builtIn.id}`);
    await visible(page.getByText('This is a built-in vehicle and cannot be updated.'));
    assert.equal(await page.getByLabel('Model', { exact: true }).isDisabled(), true);
    assert.equal(await page.getByRole('button', { name: 'Save' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Delete' }).count(), 0);
    await assertAccessible(page, 'built-in vehicle on a phone');
    await context.close();
  });

  it('pages and sorts the table on the server', async () => {
    const token = await adminToken();
    const total = (await api<{ totalElements: number }>('/car/admin/pages?size=1', token))
      .totalElements;
    const { context, page } = await newPage(browser);
    await loginAsAdmin(page);
    await page.goto('/admin/vehicles');
    const rows = page.locator('.data-table-grid tbody tr.clickable-row');
    await until(async () => (await rows.count()) === Math.min(10, total), '10 rows by default');
    await visible(page.getByText(`1–${Math.min(10, total)} of ${total}`));

    // Sorting by price, then the other way round.
    const byPrice = await api<{ content: { model: string }[] }>(
      '/car/admin/pages?size=10&sort=pricePerHour&direction=DESC',
      token,
    );
    await page.getByRole('button', { name: 'Price/hour' }).click();
    await page.getByRole('button', { name: 'Price/hour' }).click();
    await until(
      async () => (await rows.first().innerText()).includes(byPrice.content[0]!.model),
      'the most expensive vehicle comes first',
    );
    assert.equal(
      await page.locator('th', { hasText: 'Price/hour' }).getAttribute('aria-sort'),
      'descending',
    );

    // Rows per page, then the pager.
    await page.getByLabel('Rows per page').selectOption('5');
    await until(async () => (await rows.count()) === Math.min(5, total), '5 rows');
    if (total > 5) {
      await page.getByRole('navigation', { name: 'Vehicles pages' }).getByText('2').click();
      await visible(page.getByText(`6–${Math.min(10, total)} of ${total}`));
    }

    // Keyboard: the first cell is a link to the record.
    await rows.first().locator('a.row-link').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/vehicles\/\d+$/);
    await context.close();
  });

  it('says when a page change fails, and only logs a failed first load', async () => {
    const { context, page } = await newPage(browser);
    await loginAsAdmin(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    // The first load fails: no toast, a quiet line in the table and the console.
    await page.route('**/api/car/admin/pages?**', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{"message":"No"}' }),
    );
    await page.goto('/admin/vehicles');
    await visible(page.getByText('The list could not be loaded. Please try again later.'));
    assert.equal(await toasts(page).count(), 0, 'no toast for a failed load');
    await until(() => errors.some((text) => text.includes('Loading the list failed')), 'logged');
    await page.unroute('**/api/car/admin/pages?**');

    // A failed change of page: the toast, and the rows that were showing stay.
    await page.reload();
    const rows = page.locator('.data-table-grid tbody tr.clickable-row');
    await until(async () => (await rows.count()) > 0, 'the first page shows');
    const firstRow = await rows.first().innerText();
    await page.route('**/api/car/admin/pages?page=1**', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{"message":"No"}' }),
    );
    await page.getByRole('navigation', { name: 'Vehicles pages' }).getByText('2').click();
    await expectToast(page, 'There was an error while changing the page');
    await until(async () => (await rows.first().innerText()) === firstRow, 'page 1 is back');
    assert.equal(new URL(page.url()).searchParams.get('page'), null);
    await context.close();
  });

  it("knows each car's plate, last odometer and who has it, and finds it by plate or by where it is", async () => {
    const token = await adminToken();
    const stamp = String(Date.now() % 100000).padStart(5, '0');
    // 'Zz' sorts after the demo fleet: no other test's trip takes this car first.
    const model = `Zz Desk ${stamp}`;
    const plateNumber = `7KT-${stamp}`;
    const carId = await addVehicle(token, model, plateNumber);

    // A first trip out and back: its return's reading is the car's last.
    const earlier = await licensedCustomer(baseUrl);
    const first = await tripStartingNow(baseUrl, earlier.token, carId);
    const hand = (id: number, step: string, odometer: number) =>
      api(`/reservations/admin/${id}/${step}`, token, {
        method: 'POST',
        body: { odometer, fuelEighths: 8 },
      });
    await hand(first.id, 'check-out', 12_480);
    await hand(first.id, 'check-in', 12_530);
    const customer = await licensedCustomer(baseUrl);
    const trip = await tripStartingNow(baseUrl, customer.token, carId);
    const who = `${customer.firstName} ${customer.lastName}`;

    // The check-out on a phone: the last reading said, a lower one refused in place. (Less
    // motion: the question is on screen at once, for its picture too.)
    const phone = await newPage(browser, MOBILE);
    await phone.page.emulateMedia({ reducedMotion: 'reduce' });
    await loginAsAdmin(phone.page);
    await phone.page.goto(`/admin/reservations/${trip.id}/check-out`);
    await visible(phone.page.getByRole('heading', { level: 1, name: 'Hand the car over' }));
    await visible(phone.page.getByText("Last reading 12,530 mi, at the car's last hand-over."));
    const odometer = phone.page.getByLabel('Odometer (mi)');
    await odometer.fill('12500');
    await odometer.blur();
    await visible(phone.page.getByText(odometerBelowLastMessage(12_530)));
    await chooseFuel(phone.page, 'Full');
    await screenshotForReview(phone.page, 'check-out-below-last-reading');

    // A digit too many asks first; "Correct it" goes back to the field, yes hands it over.
    await odometer.fill('125300');
    await phone.page.getByRole('button', { name: 'Hand over the car' }).click();
    const question = dialog(phone.page);
    await visible(question.getByText('Check the odometer'));
    await visible(question.getByText(/125,300 mi is 112,770 mi more than the car's last reading/));
    await screenshotForReview(phone.page, 'check-out-odometer-question');
    await question.getByRole('button', { name: 'Correct it' }).click();
    await gone(question);
    await until(
      () => odometer.evaluate((input) => input === document.activeElement),
      'the reading is there to correct',
    );
    await odometer.fill('14600');
    await phone.page.getByRole('button', { name: 'Hand over the car' }).click();
    await visible(question.getByText(/14,600 mi is 2,070 mi more/));
    await question.getByRole('button', { name: 'Yes, 14,600 mi' }).click();
    await expectToast(phone.page, 'The car is on the road. Have a good trip!');
    await phone.context.close();

    // The list: found by its plate however it is typed, with its reading and who has it.
    const { context, page } = await newPage(browser, DESKTOP);
    await loginAsAdmin(page);
    await page.goto('/admin/vehicles');
    const filters = page.getByRole('search', { name: 'Filter vehicles' });
    await filters.getByLabel('Model or plate').fill(`7kt ${stamp}`);
    await filters.getByLabel('Model or plate').press('Enter');
    await until(() => searchOf(page).get('search') === `7kt ${stamp}`, 'the words in the address');
    await until(async () => (await recordRows(page).count()) === 1, 'the one car of that plate');
    const row = recordRows(page).first();
    const text = (await row.innerText()).replace(/\s+/g, ' ');
    for (const shown of [model, plateNumber, '14,600 mi', who, 'Due back']) {
      assert.ok(text.includes(shown), `${text} shows ${shown}`);
    }
    await filters.getByLabel('Now').selectOption('ON_THE_ROAD');
    await until(() => searchOf(page).get('now') === 'ON_THE_ROAD', 'the filter in the address');
    await visible(row.getByText(who));
    await assertAccessible(page, 'the vehicles on the road');
    await screenshotForReview(page, 'vehicles-on-the-road');

    // Who has it leads to the trip, and back to the list as it was.
    await row.getByRole('link', { name: who }).click();
    await page.waitForURL(`**/admin/reservations/${trip.id}`);
    await page.goBack();
    await visible(row.getByText(who));

    // The address is the list; the car is not free now.
    await page.reload();
    assert.equal(await filters.getByLabel('Now').inputValue(), 'ON_THE_ROAD');
    assert.equal(await filters.getByLabel('Model or plate').inputValue(), `7kt ${stamp}`);
    await filters.getByLabel('Now').selectOption('FREE');
    await visible(page.getByText('No vehicle matches these filters.'));
    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await until(() => searchOf(page).size === 0, 'no filter in the address');
    await until(async () => (await recordRows(page).count()) > 1, 'the whole fleet');
    await screenshotForReview(page, 'vehicles');

    // The vehicle's page says the same.
    await page.goto(`/admin/vehicles/${carId}`);
    const now = page.getByRole('region', { name: 'The car now' });
    await visible(now.getByText(plateNumber));
    await visible(now.getByText('14,600 mi'));
    await visible(now.getByRole('link', { name: `${who} (reservation #${trip.id})` }));
    assert.equal(await page.getByLabel('Plate Number').inputValue(), plateNumber);
    await assertAccessible(page, "the vehicle's page with its trip");
    await screenshotForReview(page, 'vehicle-on-the-road');
    await context.close();

    // Back at the office: its return's reading, and nobody has it.
    await hand(trip.id, 'check-in', 14_650);
    const back = await api<OfficeVehicle>(`/car/admin/${carId}`, token);
    assert.equal(back.odometer, 14_650);
    assert.equal(back.now, null);
  });
});
