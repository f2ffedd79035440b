import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { registerViaApi, type NewUser } from '../support/app.ts';
import { baseUrl, newPage, useBrowser } from '../support/browser.ts';
import { ownReservations } from '../support/reservations.ts';
import { companyDate, requestTime } from '../support/dates.ts';

/** The origin e2e/run.mjs lists in the server's CORS_ORIGINS. */
const listedPort = Number(process.env.E2E_OTHER_ORIGIN_PORT);
const tripDay = companyDate(120);
const booking = {
  pickUpLocation: 'Ferry Building',
  dropOffLocation: 'Oracle Park',
  pickUpTime: requestTime(tripDay, '09:00'),
  dropOffTime: requestTime(tripDay, '11:30'),
};

/**
 * A partner's booking page as a client written against the spec would be: plain fetch calls to
 * our API from its own origin, a bearer token kept in memory, and the car's photo embedded.
 */
const partnerPage = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Partner booking</title></head>
  <body>
    <form id="sign-in">
      <label>Email <input name="email" type="email"></label>
      <label>Password <input name="password" type="password"></label>
      <button>Sign in and book</button>
    </form>
    <p id="status" role="status"></p>
    <img id="photo" alt="">
    <script>
      const API = ${JSON.stringify(`${baseUrl}/api`)};
      const BOOKING = ${JSON.stringify(booking)};
      const status = document.getElementById('status');

      async function call(path, { method = 'GET', token, body } = {}) {
        const headers = {};
        if (token) headers.Authorization = 'Bearer ' + token;
        if (body) headers['Content-Type'] = 'application/json';
        const response = await fetch(API + path, {
          method, headers, body: body && JSON.stringify(body),
        });
        const data = await response.json();
        if (!response.ok) throw new Error(data.message);
        return { data, requestId: response.headers.get('X-Request-Id') };
      }

      document.getElementById('sign-in').addEventListener('submit', async (event) => {
        event.preventDefault();
        const form = new FormData(event.target);
        try {
          const credentials = { email: form.get('email'), password: form.get('password') };
          const { token } = (await call('/login', { method: 'POST', body: credentials })).data;
          const [car] = (await call('/car/visitors/all')).data;
          const booked = await call('/reservations/add?carId=' + car.id, {
            method: 'POST', token, body: BOOKING,
          });
          const reservation = (await call('/reservations/' + booked.data.id + '/auth', { token })).data;
          const photo = document.getElementById('photo');
          photo.alt = reservation.car.model;
          photo.src = API + '/files/display/' + reservation.car.image[0] + '?width=480';
          status.textContent = 'Booked ' + reservation.car.model + ' from ' +
            reservation.pickUpTime + ', request ' + booked.requestId;
        } catch (error) {
          status.textContent = 'Failed: ' + error.message;
        }
      });
    </script>
  </body>
</html>`;

function servePartnerPage(port: number): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(partnerPage);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const originOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function signInAndBook(page: Page, origin: string, user: NewUser): Promise<string> {
  await page.goto(`${origin}/`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in and book' }).click();
  const status = page.getByRole('status');
  await status.filter({ hasText: /^(Booked|Failed)/ }).waitFor();
  return status.innerText();
}

describe('a client served from another origin', () => {
  const browser = useBrowser();
  let listed: Server;
  let unlisted: Server;
  before(async () => {
    assert.ok(listedPort > 0, 'E2E_OTHER_ORIGIN_PORT is set by e2e/run.mjs');
    listed = await servePartnerPage(listedPort);
    unlisted = await servePartnerPage(0);
  });
  after(() => {
    listed.close();
    unlisted.close();
  });

  it('signs in, books and shows the car’s photo when its origin is listed', async () => {
    const user = await registerViaApi(baseUrl);
    const { context, page } = await newPage(browser);

    const status = await signInAndBook(page, originOf(listed), user);
    const [, model, pickUp, requestId] =
      /^Booked (.+) from (\S+), request (\S+)$/.exec(status) ?? [];
    assert.ok(model, status);
    assert.equal(pickUp, `${tripDay}T09:00:00`);
    // Readable only because the answer exposes it to the other origin.
    assert.match(requestId ?? '', /^[0-9a-f-]{36}$/);

    const photo = page.getByRole('img', { name: model });
    await page.waitForFunction(
      (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0,
      await photo.elementHandle(),
    );
    assert.deepEqual(
      (await ownReservations(user)).map((reservation) => reservation.pickUpTime),
      [`${tripDay}T09:00:00`],
    );
    await context.close();
  });

  it('gets nothing through from an origin that is not listed', async () => {
    const user = await registerViaApi(baseUrl);
    const { context, page } = await newPage(browser);

    const status = await signInAndBook(page, originOf(unlisted), user);
    assert.equal(status, 'Failed: Failed to fetch');
    assert.deepEqual(await ownReservations(user), []);
    await context.close();
  });
});
