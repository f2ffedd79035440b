export * from './company-times.ts';
export * from './sample-vehicle.ts';
