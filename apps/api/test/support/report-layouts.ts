/**
 * The spreadsheet reports as the contract fixes them: where the API serves each, its file and
 * sheet name and its header row. The API tests and the browser tests both hold them to it.
 */
export const REPORT_LAYOUTS = {
  users: {
    path: '/api/excel/download/users',
    fileName: 'users.xlsx',
    sheetName: 'Users',
    header: ['id', 'FirstName', 'LastName', 'PhoneNumber', 'Email', 'Address', 'Zipcode', 'Roles'],
  },
  vehicles: {
    path: '/api/excel/download/cars',
    fileName: 'vehicles.xlsx',
    sheetName: 'Vehicles',
    header: [
      'id',
      'Model',
      'Doors',
      'Seats',
      'Luggage',
      'Transmission',
      'AirConditioning',
      'FuelType',
      'Age',
      'PricePerHour',
    ],
  },
  reservations: {
    path: '/api/excel/download/reservations',
    fileName: 'reservations.xlsx',
    sheetName: 'Reservations',
    header: [
      'id',
      'CarId',
      'CarModel',
      'CustomerId',
      'CustomerFullName',
      'CustomerPhoneNumber',
      'PickUpTime',
      'DropOffTime',
      'PickUpLocation',
      'DropOffLocation',
      'Status',
      'TotalPrice',
    ],
  },
};
