import {
  formatRequestDateTime,
  type BlockForm,
  type BlockRequest,
  type VehicleBlock,
} from '@keyturn/shared';
import { apiRequest } from '../../../lib/api.ts';
import { formWallClock } from '../../trip/index.ts';

export function fetchBlocks(vehicleId: number): Promise<VehicleBlock[]> {
  return apiRequest(`/car/admin/${vehicleId}/blocks`);
}

export function createBlock(vehicleId: number, body: BlockRequest): Promise<{ id: number }> {
  return apiRequest(`/car/admin/${vehicleId}/blocks`, { method: 'POST', body });
}

export function deleteBlock(blockId: number): Promise<{ message: string }> {
  return apiRequest(`/car/admin/blocks/${blockId}`, { method: 'DELETE' });
}

/** The form's inputs as the request's MM/DD/YYYY HH:mm:ss wall clocks. */
export function toBlockRequest(form: BlockForm): BlockRequest {
  return {
    start: formatRequestDateTime(formWallClock(form.startDate, form.startTime)),
    end: formatRequestDateTime(formWallClock(form.endDate, form.endTime)),
    reason: form.reason.trim(),
  };
}
