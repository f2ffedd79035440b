/**
 * The spreadsheet reports: where the API serves each, its file and sheet name (as the contract
 * fixes them) and its header row, the admin tables' labels (decision 040). The API tests and
 * the browser tests both hold them to it.
 */
export const REPORT_LAYOUTS = {
  users: {
    path: '/api/excel/download/users',
    fileName: 'users.xlsx',
    sheetName: 'Users',
    header: [
      'ID',
      'First Name',
      'Last Name',
      'Phone Number',
      'Email',
      'Address',
      'Zip Code',
      'Roles',
    ],
  },
  vehicles: {
    path: '/api/excel/download/cars',
    fileName: 'vehicles.xlsx',
    sheetName: 'Vehicles',
    header: [
      'ID',
      'Model',
      'Doors',
      'Seats',
      'Luggage',
      'Transmission',
      'Air Conditioning',
      'Fuel Type',
      'Age',
      'Price/hour',
      'Price/day',
      'Deposit',
      'Miles/day',
      'Price/extra mile',
    ],
  },
  reservations: {
    path: '/api/excel/download/reservations',
    fileName: 'reservations.xlsx',
    sheetName: 'Reservations',
    header: [
      'ID',
      'Vehicle ID',
      'Vehicle',
      'Customer ID',
      'Customer',
      'Customer Phone',
      'Pickup',
      'Dropoff',
      'Pickup Location',
      'Dropoff Location',
      'Status',
      'Price',
    ],
  },
};
