import { describe, expect, it } from 'vitest';
import {
  ODOMETER_JUMP_WARN,
  PLATE_NUMBER_CHARACTERS_MESSAGE,
  odometerBelowLastMessage,
  odometerJumpMessage,
  plateNumberTakenMessage,
  type OfficeVehicle,
  type Page,
} from '@keyturn/shared';
import { ClockAhead } from '../support/clock.ts';
import { LICENCE, handoverDesk, instant, type Trip } from '../support/handover.ts';
import { expectEnvelope, registerCustomer, useTestApp } from '../support/harness.ts';
import { uploadImage } from '../support/images.ts';
import { asResponseTime, at } from '../support/times.ts';
import { addTestVehicle, vehicleBody } from '../support/vehicles.ts';

const clock = new ClockAhead();
const t = useTestApp({ now: clock.now }, { signIn: ['admin', 'customer'] });
const { api, tokens } = t;
const { setClock, checkOut, checkIn } = handoverDesk(t, clock);

/** What only the office's answers carry (contract section 7, decision 071). */
const OFFICE_ONLY = ['plateNumber', 'odometer', 'now'];

const officeVehicle = async (id: number) => {
  const response = await api.get(`/api/car/admin/${id}`, { token: tokens.admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OfficeVehicle>();
};

const officePage = async (query: Record<string, string | number>) => {
  const response = await api.get('/api/car/admin/pages', {
    token: tokens.admin,
    query: { size: 100, ...query },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page<OfficeVehicle>>();
};
const idsOf = (page: Page<OfficeVehicle>) => page.content.map((vehicle) => vehicle.id);

const addVehicle = async (body: Record<string, unknown>) =>
  api.post(`/api/car/admin/${await uploadImage(api, tokens.admin)}/add`, {
    token: tokens.admin,
    body: vehicleBody(body),
  });

const updateVehicle = async (id: number, body: Record<string, unknown>) =>
  api.put('/api/car/admin/auth', {
    token: tokens.admin,
    query: { id, imageId: await uploadImage(api, tokens.admin) },
    body: vehicleBody(body),
  });

/** A booking of the car from `fromHour` to `toHour` today, made with the clock at its start. */
async function bookedOn(carId: number, fromHour: number, toHour: number): Promise<Trip> {
  clock.aheadMs = 0;
  const customer = await registerCustomer(api);
  const { firstName, lastName, email, phoneNumber, address, zipCode } = customer;
  const profile = await api.put('/api/user', {
    token: customer.token,
    body: { firstName, lastName, email, phoneNumber, address, zipCode, ...LICENCE },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  const response = await api.post('/api/reservations/add', {
    token: customer.token,
    query: { carId },
    body: {
      pickUpTime: at(0, fromHour),
      dropOffTime: at(0, toHour),
      pickUpLocation: 'Union Square',
      dropOffLocation: 'Union Square',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return {
    id: response.json<{ id: number }>().id,
    pickUp: instant(at(0, fromHour)),
    dropOff: instant(at(0, toHour)),
    customer,
  };
}

const MINUTE_MS = 60_000;
const later = (when: Date, minutes: number) => new Date(when.getTime() + minutes * MINUTE_MS);

describe('a vehicle’s plate number', () => {
  it.each([
    ['one character', 'A', 'Plate number must be at least 2 characters'],
    ['thirteen characters', 'ABCDEFG 12345', 'Plate number must be at most 12 characters'],
    ['blank', '   ', 'Plate number cannot be blank; send null to remove it'],
    ['an underscore', 'AB_123', PLATE_NUMBER_CHARACTERS_MESSAGE],
    ['two dashes in a row', 'AB--123', PLATE_NUMBER_CHARACTERS_MESSAGE],
    ['a letter outside A to Z', 'ÄBC 123', PLATE_NUMBER_CHARACTERS_MESSAGE],
    ['a number', 1234, 'Plate number must be text'],
  ])('refuses %s with 400 naming the field', async (_case, plateNumber, message) => {
    const response = await addVehicle({ plateNumber });
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response).errors).toContainEqual({ field: 'plateNumber', message });
  });

  it('is kept in capitals with its spaces and dashes as typed', async () => {
    const created = await addVehicle({ plateNumber: ' 7kt-x 551 ' });
    expect(created.statusCode, created.body).toBe(201);
    const vehicle = await officeVehicle(created.json<{ id: number }>().id);
    expect(vehicle.plateNumber).toBe('7KT-X 551');
  });

  it('is one car’s: another plate that differs only in case, spaces or dashes is 409 on plateNumber', async () => {
    expect((await addVehicle({ plateNumber: '8QRS-204' })).statusCode).toBe(201);
    for (const twin of ['8qrs204', '8 QRS 204', '8-qrs-204']) {
      const response = await addVehicle({ plateNumber: twin });
      expect(response.statusCode, twin).toBe(409);
      expect(expectEnvelope(response)).toMatchObject({
        message: plateNumberTakenMessage(twin.toUpperCase()),
        errors: [{ field: 'plateNumber', message: plateNumberTakenMessage(twin.toUpperCase()) }],
      });
    }

    // An update meets the same rule; a vehicle keeps its own plate, however it is retyped.
    const other = await addTestVehicle(api, tokens.admin, { plateNumber: '8QRS 205' });
    const taken = await updateVehicle(other.id, { plateNumber: '8QRS 204' });
    expect(taken.statusCode).toBe(409);
    expect(expectEnvelope(taken).errors).toEqual([
      { field: 'plateNumber', message: plateNumberTakenMessage('8QRS 204') },
    ]);
    expect((await officeVehicle(other.id)).plateNumber).toBe('8QRS 205');
    const retyped = await updateVehicle(other.id, { plateNumber: '8qrs-205' });
    expect(retyped.statusCode, retyped.body).toBe(200);
    expect((await officeVehicle(other.id)).plateNumber).toBe('8QRS-205');
  });

  it('is optional for spec clients: absent on a new vehicle is none, absent on an update keeps it, null removes it', async () => {
    const specBody = vehicleBody();
    expect(specBody).not.toHaveProperty('plateNumber');
    const first = await addTestVehicle(api, tokens.admin);
    const second = await addTestVehicle(api, tokens.admin);
    expect((await officeVehicle(first.id)).plateNumber).toBeNull();
    expect((await officeVehicle(second.id)).plateNumber).toBeNull();

    expect((await updateVehicle(first.id, { plateNumber: '6SPC 101' })).statusCode).toBe(200);
    const kept = await updateVehicle(first.id, { model: 'Spec Roadster' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await officeVehicle(first.id)).toMatchObject({
      model: 'Spec Roadster',
      plateNumber: '6SPC 101',
    });
    expect((await updateVehicle(first.id, { plateNumber: null })).statusCode).toBe(200);
    expect((await officeVehicle(first.id)).plateNumber).toBeNull();
  });

  it('finds a car in the office’s list by words of the model or the plate, however the plate is typed', async () => {
    const model = `Plateseek ${Date.now() % 100000}`;
    const car = await addTestVehicle(api, tokens.admin, { model, plateNumber: '5FND 377' });
    await addTestVehicle(api, tokens.admin, { model, plateNumber: '5FND 378' });
    for (const search of ['5fnd-377', '5FND377', '5FND 377', `${model.toLowerCase()} 377`]) {
      expect(idsOf(await officePage({ search })), search).toEqual([car.id]);
    }
    expect(idsOf(await officePage({ search: model }))).toHaveLength(2);
    expect((await officePage({ search: `${model} 9ZZZ` })).content).toEqual([]);
  });
});

describe('the car as the office knows it: its odometer and who has it now', () => {
  it('reads the last hand-over’s odometer and the trip on the road in the office’s answers only', async () => {
    const car = await addTestVehicle(api, tokens.admin, { plateNumber: '3ODO 100' });
    expect(await officeVehicle(car.id)).toMatchObject({ odometer: null, now: null });
    const trip = await bookedOn(car.id, 10, 11);
    const next = await bookedOn(car.id, 12, 13);

    // Booked, not yet handed over: the car is at the office, but held at its pick-up.
    setClock(later(trip.pickUp, 5));
    expect(idsOf(await officePage({ now: 'ON_THE_ROAD' }))).not.toContain(car.id);
    expect(idsOf(await officePage({ now: 'FREE' }))).not.toContain(car.id);

    expect((await checkOut(trip.id, { odometer: 12_480, fuelEighths: 8 })).statusCode).toBe(200);
    const onTheRoad = {
      odometer: 12_480,
      now: {
        reservationId: trip.id,
        customer: {
          id: trip.customer.id,
          firstName: trip.customer.firstName,
          lastName: trip.customer.lastName,
          phoneNumber: trip.customer.phoneNumber,
        },
        dueBack: asResponseTime(at(0, 11)),
      },
    };
    expect(await officeVehicle(car.id)).toMatchObject({ plateNumber: '3ODO 100', ...onTheRoad });
    const roadPage = await officePage({ now: 'ON_THE_ROAD' });
    expect(roadPage.content.find((vehicle) => vehicle.id === car.id)).toMatchObject(onTheRoad);
    expect(roadPage.content.every((vehicle) => vehicle.now !== null)).toBe(true);
    expect(idsOf(await officePage({ now: 'FREE' }))).not.toContain(car.id);

    // The public answers carry none of it.
    const shown = (await api.get(`/api/car/visitors/${car.id}`)).json<Record<string, unknown>>();
    const listed = (await api.get('/api/car/visitors/all')).json<Record<string, unknown>[]>();
    const paged = (await api.get('/api/car/visitors/pages', { query: { size: 100 } })).json<
      Page<Record<string, unknown>>
    >();
    for (const answer of [shown, ...listed, ...paged.content]) {
      for (const key of OFFICE_ONLY) expect(answer).not.toHaveProperty(key);
    }
    const asCustomer = await api.get(`/api/car/admin/${car.id}`, { token: tokens.customer });
    expect(asCustomer.statusCode).toBe(403);

    // Back: the return's reading, nobody has it, and it is free until the next pick-up.
    setClock(later(trip.pickUp, 50));
    const back = await checkIn(trip.id, { odometer: 12_530, fuelEighths: 8 });
    expect(back.statusCode, back.body).toBe(200);
    expect(await officeVehicle(car.id)).toMatchObject({ odometer: 12_530, now: null });
    expect(idsOf(await officePage({ now: 'FREE' }))).toContain(car.id);
    expect(idsOf(await officePage({ now: 'ON_THE_ROAD' }))).not.toContain(car.id);

    // The next trip's check-out goes on from there.
    setClock(next.pickUp);
    expect((await checkOut(next.id, { odometer: 12_600, fuelEighths: 8 })).statusCode).toBe(200);
    expect(await officeVehicle(car.id)).toMatchObject({
      odometer: 12_600,
      now: { reservationId: next.id, dueBack: asResponseTime(at(0, 13)) },
    });
  });

  it('refuses a check-out reading below the car’s last one, naming it', async () => {
    const car = await addTestVehicle(api, tokens.admin);
    const first = await bookedOn(car.id, 10, 11);
    const second = await bookedOn(car.id, 12, 13);
    setClock(first.pickUp);
    expect((await checkOut(first.id, { odometer: 1_000, fuelEighths: 8 })).statusCode).toBe(200);
    setClock(later(first.pickUp, 45));
    expect((await checkIn(first.id, { odometer: 1_250, fuelEighths: 8 })).statusCode).toBe(200);

    setClock(second.pickUp);
    const below = await checkOut(second.id, { odometer: 1_249, fuelEighths: 8 });
    expect(below.statusCode).toBe(400);
    expect(expectEnvelope(below)).toMatchObject({
      message: odometerBelowLastMessage(1_250),
      errors: [{ field: 'odometer', message: odometerBelowLastMessage(1_250) }],
    });
    expect(odometerBelowLastMessage(1_250)).toContain('1,250 mi');
    // Refused whole: the booking is still waiting for its car.
    expect((await officeVehicle(car.id)).now).toBeNull();
    expect((await checkOut(second.id, { odometer: 1_250, fuelEighths: 8 })).statusCode).toBe(200);
  });

  it(`asks to confirm a jump of more than ${ODOMETER_JUMP_WARN} miles, and takes it confirmed`, async () => {
    const car = await addTestVehicle(api, tokens.admin);
    const first = await bookedOn(car.id, 10, 11);
    const second = await bookedOn(car.id, 12, 13);
    const third = await bookedOn(car.id, 14, 15);
    setClock(first.pickUp);
    // A car's first reading has nothing to follow.
    expect((await checkOut(first.id, { odometer: 40_000, fuelEighths: 8 })).statusCode).toBe(200);
    setClock(later(first.pickUp, 45));
    expect((await checkIn(first.id, { odometer: 40_100, fuelEighths: 8 })).statusCode).toBe(200);

    setClock(second.pickUp);
    const jump = 40_100 + ODOMETER_JUMP_WARN + 1;
    for (const confirm of [undefined, false]) {
      const refused = await checkOut(second.id, { odometer: jump, fuelEighths: 8, confirm });
      expect(refused.statusCode).toBe(400);
      expect(expectEnvelope(refused)).toMatchObject({
        message: odometerJumpMessage(40_100, jump),
        errors: [{ field: 'odometer', message: odometerJumpMessage(40_100, jump) }],
      });
    }
    expect(odometerJumpMessage(40_100, jump)).toBe(
      "41,101 mi is 1,001 mi more than the car's last reading, 40,100 mi: check the odometer, and confirm the reading if it is right.",
    );
    const confirmed = await checkOut(second.id, { odometer: jump, fuelEighths: 8, confirm: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await officeVehicle(car.id)).odometer).toBe(jump);
    setClock(later(second.pickUp, 45));
    expect((await checkIn(second.id, { odometer: jump + 10, fuelEighths: 8 })).statusCode).toBe(
      200,
    );

    // Exactly the warning's miles more goes without asking.
    setClock(third.pickUp);
    const atTheLimit = jump + 10 + ODOMETER_JUMP_WARN;
    const taken = await checkOut(third.id, { odometer: atTheLimit, fuelEighths: 8 });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await officeVehicle(car.id)).odometer).toBe(atTheLimit);
  });
});
