import {
  DAY_PRICE_ABOVE_HOURS_MESSAGE,
  DEPOSIT_DEFAULT,
  MAX_UPLOAD_BYTES,
  PLATE_NUMBER_CHARACTERS_MESSAGE,
} from '@keyturn/shared';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  imageProblem,
  NEW_VEHICLE_VALUES,
  toVehicleRequest,
  uncappedDayPrice,
  vehicleFormSchema,
  vehicleFormValues,
} from './vehicle-form.ts';
import { sampleOfficeVehicle as vehicle } from '../../../test/sample-vehicle.ts';

const values = vehicleFormValues(vehicle);

const messagesOf = (input: unknown) => {
  const result = vehicleFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};
const problemsOf = (input: unknown) => {
  const result = vehicleFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map(({ path, message }) => [path[0], message]);
};

describe('the vehicle form', () => {
  it('starts a new vehicle as Automatic, no air conditioning, Diesel, the default deposit', () => {
    expect(NEW_VEHICLE_VALUES).toMatchObject({
      transmission: 'Automatic',
      airConditioning: 'false',
      fuelType: 'Diesel',
      model: '',
      plateNumber: '',
      pricePerDay: '',
      deposit: String(DEPOSIT_DEFAULT),
      milesPerDay: '',
      pricePerExtraMile: '0',
    });
  });

  it('reads the inputs into the request with the shared rules, the four prices too', () => {
    expect(values).toMatchObject({ doors: '4', pricePerDay: '90', milesPerDay: '150' });
    const {
      id: _id,
      builtIn: _builtIn,
      image: _image,
      odometer: _odometer,
      now: _now,
      ...fields
    } = vehicle;
    // An edit sends every price it shows, so saving never loses one.
    expect(toVehicleRequest({ ...values, model: '  Mazda CX-30  ' })).toEqual(fields);
    expect(messagesOf({ ...values, doors: '' })).toEqual(['Please enter the doors']);
    expect(messagesOf({ ...values, doors: '12' })).toEqual(['Doors must be at most 9']);
    expect(messagesOf({ ...values, pricePerHour: '1.234' })).toEqual([
      'Price per hour can have at most 2 decimals',
    ]);
  });

  it('sends an empty day price and miles per day as null: no cap, unlimited miles', () => {
    const request = toVehicleRequest({ ...values, pricePerDay: ' ', milesPerDay: '' });
    expect(request.pricePerDay).toBeNull();
    expect(request.milesPerDay).toBeNull();
    const saved = { ...vehicle, pricePerDay: null, milesPerDay: null };
    expect(vehicleFormValues(saved)).toMatchObject({ pricePerDay: '', milesPerDay: '' });
  });

  it('keeps a plate in capitals as typed, sends an empty one as null, and judges it as the server does', () => {
    expect(values.plateNumber).toBe('7ABC 123');
    expect(toVehicleRequest({ ...values, plateNumber: ' 7kt-x 551 ' }).plateNumber).toBe(
      '7KT-X 551',
    );
    expect(toVehicleRequest({ ...values, plateNumber: '  ' }).plateNumber).toBeNull();
    expect(vehicleFormValues({ ...vehicle, plateNumber: null }).plateNumber).toBe('');
    expect(problemsOf({ ...values, plateNumber: 'A' })).toEqual([
      ['plateNumber', 'Plate number must be at least 2 characters'],
    ]);
    expect(problemsOf({ ...values, plateNumber: '7ABC_123' })).toEqual([
      ['plateNumber', PLATE_NUMBER_CHARACTERS_MESSAGE],
    ]);
    expect(problemsOf({ ...values, plateNumber: 'ABCDEFG 12345' })).toEqual([
      ['plateNumber', 'Plate number must be at most 12 characters'],
    ]);
  });

  it("asks for the deposit and the extra mile's price with the server's sentences", () => {
    expect(messagesOf({ ...values, deposit: '', pricePerExtraMile: '' })).toEqual([
      'Please enter the deposit',
      'Please enter the price per extra mile',
    ]);
    expect(messagesOf({ ...values, deposit: '-1' })).toEqual(['Deposit must be at least 0']);
    expect(messagesOf({ ...values, milesPerDay: '1.5' })).toEqual([
      'Miles per day must be a whole number',
    ]);
    expect(messagesOf({ ...values, pricePerExtraMile: '0.355' })).toEqual([
      'Price per extra mile can have at most 2 decimals',
    ]);
  });

  it('holds the day price to 24 hours at the hourly price, under the day price', () => {
    const hourly = { ...values, pricePerHour: '15' };
    expect(problemsOf({ ...hourly, pricePerDay: '360' })).toEqual([]);
    expect(problemsOf({ ...hourly, pricePerDay: '360.01' })).toEqual([
      ['pricePerDay', DAY_PRICE_ABOVE_HOURS_MESSAGE],
    ]);
    // A wrong hourly price has its own sentence; the day price is not judged against it.
    expect(problemsOf({ ...hourly, pricePerHour: '0', pricePerDay: '360.01' })).toEqual([
      ['pricePerHour', 'Price per hour must be greater than 0'],
    ]);
    // Another field's mistake does not hide the day price's.
    expect(problemsOf({ ...hourly, model: '', pricePerDay: '400' })).toEqual([
      ['model', 'Please enter the model'],
      ['pricePerDay', DAY_PRICE_ABOVE_HOURS_MESSAGE],
    ]);
  });

  it('says what an empty day price stands for, to the cent', () => {
    expect(uncappedDayPrice('15')).toBe('360.00');
    expect(uncappedDayPrice('21.75')).toBe('522.00');
    expect(uncappedDayPrice('0.07')).toBe('1.68');
    expect(uncappedDayPrice('')).toBeUndefined();
    expect(uncappedDayPrice('-3')).toBeUndefined();
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
