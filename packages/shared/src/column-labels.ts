/*
 * What the office calls each column of its lists: the admin tables' headings and the header
 * rows of the spreadsheet reports, so that a downloaded sheet reads like the table it came
 * from. A report also has columns its table leaves out (ids, phone numbers, places).
 */

export const USER_COLUMN_LABELS = {
  id: 'ID',
  firstName: 'First Name',
  lastName: 'Last Name',
  phoneNumber: 'Phone Number',
  email: 'Email',
  address: 'Address',
  zipCode: 'Zip Code',
  roles: 'Roles',
} as const;

export const VEHICLE_COLUMN_LABELS = {
  id: 'ID',
  image: 'Image',
  model: 'Model',
  doors: 'Doors',
  seats: 'Seats',
  luggage: 'Luggage',
  transmission: 'Transmission',
  airConditioning: 'Air Conditioning',
  fuelType: 'Fuel Type',
  age: 'Age',
  pricePerHour: 'Price/hour',
  pricePerDay: 'Price/day',
  deposit: 'Deposit',
  milesPerDay: 'Miles/day',
  pricePerExtraMile: 'Price/extra mile',
  // The office's table only (decision 071): the spreadsheet keeps the contract's columns.
  plateNumber: 'Plate',
  odometer: 'Odometer',
  now: 'Who has it',
} as const;

export const RESERVATION_COLUMN_LABELS = {
  id: 'ID',
  vehicleId: 'Vehicle ID',
  vehicle: 'Vehicle',
  customerId: 'Customer ID',
  customer: 'Customer',
  customerPhone: 'Customer Phone',
  pickUp: 'Pickup',
  dropOff: 'Dropoff',
  pickUpLocation: 'Pickup Location',
  dropOffLocation: 'Dropoff Location',
  status: 'Status',
  price: 'Price',
  paid: 'Paid',
  balance: 'Balance',
} as const;
