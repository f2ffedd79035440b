import { MAX_UPLOAD_BYTES, type Reservation, type User, type Vehicle } from '@keyturn/shared';
import { describe, expect, it } from 'vitest';
import {
  reservationFormSchema,
  reservationFormValues,
  splitWallClock,
  toReservationUpdate,
} from '../reservations/reservation-form.ts';
import { formatRoles, savedUser, toUserRequest, userFormValues } from '../users/user-form.ts';
import {
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  imageProblem,
  NEW_VEHICLE_VALUES,
  toVehicleRequest,
  vehicleFormSchema,
  vehicleFormValues,
} from '../vehicles/vehicle-form.ts';
import { isMenuItemActive, ADMIN_MENU } from '../layout/admin-menu.ts';
import { SAMPLE_VEHICLE_REQUEST } from '@keyturn/shared/testing';

const vehicle: Vehicle = {
  id: 7,
  ...SAMPLE_VEHICLE_REQUEST,
  pricePerDay: 120,
  deposit: 250,
  milesPerDay: 150,
  pricePerExtraMile: 0.4,
  builtIn: false,
  image: ['abc'],
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('the admin menu', () => {
  const [dashboard, users] = ADMIN_MENU;
  it('marks the dashboard only on an exact match, the others on their sub-pages', () => {
    expect(isMenuItemActive(dashboard!, '/admin')).toBe(true);
    expect(isMenuItemActive(dashboard!, '/admin/')).toBe(true);
    expect(isMenuItemActive(dashboard!, '/admin/users')).toBe(false);
    expect(isMenuItemActive(users!, '/admin/users')).toBe(true);
    expect(isMenuItemActive(users!, '/admin/users/12')).toBe(true);
    expect(isMenuItemActive(users!, '/admin/usersx')).toBe(false);
  });
});

describe('the vehicle form', () => {
  it('starts a new vehicle as Automatic, no air conditioning, Diesel', () => {
    expect(NEW_VEHICLE_VALUES).toMatchObject({
      transmission: 'Automatic',
      airConditioning: 'false',
      fuelType: 'Diesel',
      model: '',
    });
  });

  it('reads the inputs into the request with the shared rules', () => {
    const values = vehicleFormValues(vehicle);
    expect(values.doors).toBe('4');
    // The day price, deposit and miles are not in the form yet: left out, the server keeps them.
    const {
      id: _id,
      builtIn: _builtIn,
      image: _image,
      pricePerDay: _day,
      deposit: _deposit,
      milesPerDay: _miles,
      pricePerExtraMile: _extraMile,
      ...formFields
    } = vehicle;
    expect(toVehicleRequest({ ...values, model: '  Mazda CX-30  ' })).toEqual(formFields);
    expect(messagesOf(vehicleFormSchema.safeParse({ ...values, doors: '' }))).toEqual([
      'Please enter the doors',
    ]);
    expect(messagesOf(vehicleFormSchema.safeParse({ ...values, doors: '12' }))).toEqual([
      'Doors must be at most 9',
    ]);
    expect(messagesOf(vehicleFormSchema.safeParse({ ...values, pricePerHour: '1.234' }))).toEqual([
      'Price per hour can have at most 2 decimals',
    ]);
  });

  it('judges an image by its bytes before uploading it', async () => {
    const jpegBytes = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0xff, 0xd9]);
    expect(await imageProblem(new File([jpegBytes], 'photo', { type: '' }))).toBeNull();
    // A name and a type say nothing: a text file named car.png is refused.
    const text = new File(['just words'], 'car.png', { type: 'image/png' });
    expect(await imageProblem(text)).toBe(IMAGE_TYPE_MESSAGE);
    const huge = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'big.jpg');
    expect(await imageProblem(huge)).toBe(IMAGE_SIZE_MESSAGE);
  });
});

describe('the user form', () => {
  const user: User = {
    id: 3,
    firstName: 'Priya',
    lastName: 'Natarajan',
    email: 'priya@example.com',
    phoneNumber: '(628) 555-0187',
    address: '88 King Street',
    zipCode: '94107',
    builtIn: false,
    roles: ['Administrator', 'Customer'],
  };

  it('joins roles with a dash and orders them as the checkboxes do', () => {
    expect(formatRoles(['Customer', 'Administrator'])).toBe('Customer - Administrator');
    expect(userFormValues(user).roles).toEqual(['Customer', 'Administrator']);
  });

  it('leaves an empty password out and sends builtIn as false', () => {
    const request = toUserRequest({ ...userFormValues(user), password: '' });
    expect('password' in request).toBe(false);
    expect(request.builtIn).toBe(false);
    expect(toUserRequest({ ...userFormValues(user), password: 'New#Pass2026' }).password).toBe(
      'New#Pass2026',
    );
  });

  it('keeps the saved fields for the cache but never the password that was sent', () => {
    const request = toUserRequest({
      ...userFormValues(user),
      firstName: 'Priyanka',
      password: 'New#Pass2026',
    });
    const saved = savedUser(user, request);
    expect(saved).toEqual({ ...user, firstName: 'Priyanka', roles: ['Customer', 'Administrator'] });
    expect(JSON.stringify(saved)).not.toContain('New#Pass2026');
  });
});

describe('the reservation form', () => {
  const reservation = {
    id: 9,
    car: vehicle,
    carId: 7,
    userId: 3,
    pickUpTime: '2026-11-24T09:00:00',
    dropOffTime: '2026-11-24T12:30:00',
    pickUpDate: '2026-11-24T09:00:00',
    dropOffDate: '2026-11-24T12:30:00',
    pickUpLocation: 'SFO',
    dropOffLocation: 'Union Square',
    status: 'CREATED',
    totalPrice: 69,
    charges: [],
    paid: 0,
    balance: 69,
    deposit: 200,
  } satisfies Reservation;

  it('splits response times into date and time inputs', () => {
    expect(splitWallClock('2026-11-24T09:05:00')).toEqual({ date: '2026-11-24', time: '09:05' });
    expect(reservationFormValues(reservation)).toMatchObject({
      carId: '7',
      pickUpDate: '2026-11-24',
      pickUpTime: '09:00',
      dropOffTime: '12:30',
      status: 'CREATED',
    });
  });

  it('sends times as MM/DD/YYYY HH:mm:ss with the vehicle apart', () => {
    const values = { ...reservationFormValues(reservation), status: 'DONE' };
    expect(toReservationUpdate(values)).toEqual({
      carId: 7,
      body: {
        pickUpTime: '11/24/2026 09:00:00',
        dropOffTime: '11/24/2026 12:30:00',
        pickUpLocation: 'SFO',
        dropOffLocation: 'Union Square',
        status: 'DONE',
      },
    });
  });

  it("asks for a car and a status with the spec's sentences", () => {
    const values = { ...reservationFormValues(reservation), carId: '', status: '' };
    expect(messagesOf(reservationFormSchema.safeParse(values))).toEqual([
      'Select a car',
      'Select a status',
    ]);
  });
});
