import { afterAll, describe, expect, it } from 'vitest';
import { startStripeDouble, type StripeDouble } from '@keyturn/stripe-double';
import { adminToken, bookInMinutes, call, inMinutes, signedUpCustomer } from './http.ts';
import { startServerOnOwnDatabase, type ServerOnOwnDatabase } from './own-database.ts';
import { sleep } from './server-process.ts';

const WEBHOOK_SECRET = 'whsec_robustness_payments';
/** A trip three days on, so nothing of the demo data or the clock gets in its way. */
const TRIP_MINUTES = { from: 3 * 24 * 60, to: 3 * 24 * 60 + 120 };

let double: StripeDouble | undefined;
let running: ServerOnOwnDatabase | undefined;

afterAll(async () => {
  await running?.server.stop('SIGKILL');
  await running?.remove();
  await double?.close();
});

const webhookOf = (baseUrl: string) => `${baseUrl}/api/payments/stripe/webhook`;

/** A customer's online booking of a vehicle free for the trip: its id and checkout session. */
async function bookOnline(baseUrl: string) {
  const window = new URLSearchParams({
    pickUpDateTime: inMinutes(TRIP_MINUTES.from),
    dropOffDateTime: inMinutes(TRIP_MINUTES.to),
  });
  const search = await call(baseUrl, 'GET', `/api/car/visitors/search?${window.toString()}`);
  const [vehicle] = search.body.content as { id: number }[];
  const { token } = await signedUpCustomer(baseUrl);
  const booked = await bookInMinutes(baseUrl, token, vehicle!.id, TRIP_MINUTES);
  const paymentUrl = booked.body.paymentUrl as string;
  return { id: booked.body.id as number, sessionId: paymentUrl.split('/').pop()! };
}

interface Ledger {
  payments: { kind: string; method: string }[];
}

describe('the server killed (SIGKILL) between the provider taking a payment and the ledger', () => {
  it('loses no payment: it is applied once, by the reconciliation at start or the retry', async () => {
    double = await startStripeDouble({ webhookSecret: WEBHOOK_SECRET, retryDelaysMs: [300, 1000] });
    const online = {
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: double.secretKey,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: double.url,
    };
    running = await startServerOnOwnDatabase({ SEED: 'true', ...online });
    let server = running.server;
    await double.setWebhook({ url: webhookOf(server.url) });
    const booking = await bookOnline(server.url);

    // The customer pays; the server dies while the provider's word is on its way to it.
    await double.pay(booking.sessionId);
    await server.stop('SIGKILL');
    await double.waitForDeliveries();

    server = await running.restart({ SEED: 'false', ...online });
    const office = await adminToken(server.url);
    const ledger = async () =>
      (
        await call(server.url, 'GET', `/api/reservations/${booking.id}/payments`, {
          token: office,
        })
      ).body as unknown as Ledger;
    const status = async () =>
      (await call(server.url, 'GET', `/api/reservations/${booking.id}/admin`, { token: office }))
        .body.status;
    for (let waited = 0; (await status()) !== 'CREATED' && waited < 15_000; waited += 250) {
      await sleep(250);
    }
    expect(await status()).toBe('CREATED');

    // The provider's own retry reaches the restarted server too: nothing is applied twice.
    await double.setWebhook({ url: webhookOf(server.url) });
    const { events } = await double.state();
    const completed = events.find(
      (event) =>
        event.type === 'checkout.session.completed' && event.data.object.id === booking.sessionId,
    );
    const [again] = await double.deliverEvent(completed!.id);
    expect(again!.attempts.at(-1)?.status).toBe(200);

    expect((await ledger()).payments.map(({ kind, method }) => [kind, method])).toEqual([
      ['CHARGE', 'CARD_ONLINE'],
    ]);
  });
});
