import type { OfficeVehicle, VehicleRequest } from '@keyturn/shared';
import { apiRequest } from '../../../lib/api.ts';

/** The vehicle as the office knows it: its plate, last odometer and the trip it is on. */
export function fetchOfficeVehicle(id: number): Promise<OfficeVehicle> {
  return apiRequest(`/car/admin/${id}`);
}

/** Uploads an image as the multipart part `file`; the answer names the stored image. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const answer = await apiRequest<{ imageId: string }>('/files/upload', { method: 'POST', body });
  return answer.imageId;
}

export function deleteImage(imageId: string): Promise<{ message: string }> {
  return apiRequest(`/files/${encodeURIComponent(imageId)}`, { method: 'DELETE' });
}

export function createVehicle(imageId: string, body: VehicleRequest): Promise<{ id: number }> {
  return apiRequest(`/car/admin/${encodeURIComponent(imageId)}/add`, { method: 'POST', body });
}

/** The vehicle's images become exactly [imageId]; the server drops the older ones. */
export function updateVehicle(
  id: number,
  imageId: string,
  body: VehicleRequest,
): Promise<{ message: string }> {
  return apiRequest('/car/admin/auth', { method: 'PUT', query: { id, imageId }, body });
}

export function deleteVehicle(id: number): Promise<{ message: string }> {
  return apiRequest(`/car/admin/${id}/auth`, { method: 'DELETE' });
}
