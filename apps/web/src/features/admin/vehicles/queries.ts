import type { OfficeVehicle, VehicleRequest } from '@keyturn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleKeys } from '../../vehicles/index.ts';
import { recordKind } from '../lib/record-kind.ts';
import {
  createVehicle,
  deleteImage,
  deleteVehicle,
  fetchOfficeVehicle,
  updateVehicle,
  uploadImage,
} from './api.ts';

/**
 * The vehicle as the office knows it, under the one vehicle key space: a change of a vehicle
 * or a hand-over (vehicleKeys.all) refreshes it with every other vehicle view.
 */
export const officeVehicleKeys = {
  all: vehicleKeys.all,
  detail: (id: number) => [...vehicleKeys.all, 'office', 'detail', id] as const,
};

export const vehicleRecord = recordKind<OfficeVehicle>({
  thing: 'vehicle',
  keys: officeVehicleKeys,
  fetch: fetchOfficeVehicle,
  remove: deleteVehicle,
});

export interface VehicleSave {
  request: VehicleRequest;
  /** A newly chosen image; without one an edited vehicle keeps its own. */
  file: File | null;
}

/**
 * Creates (no `vehicle`) or updates a vehicle, uploading its new image first; an image no
 * vehicle took is deleted again. The saved vehicle goes into the cache and every vehicle view,
 * public or admin, refreshes. Resolves to the saved vehicle for an edit.
 */
export function useSaveVehicle(vehicle?: OfficeVehicle) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, file }: VehicleSave): Promise<OfficeVehicle | null> => {
      const uploaded = file ? await uploadImage(file) : null;
      try {
        if (!vehicle) {
          await createVehicle(uploaded!, request);
          return null;
        }
        const imageId = uploaded ?? vehicle.image[0]!;
        await updateVehicle(vehicle.id, imageId, request);
        return {
          ...vehicle,
          ...request,
          // Absent keeps the plate, as the server reads it; the form always sends it.
          plateNumber:
            request.plateNumber === undefined ? vehicle.plateNumber : request.plateNumber,
          image: [imageId],
        };
      } catch (failure) {
        // An image that no vehicle took would only take up room.
        if (uploaded) void deleteImage(uploaded).catch(() => undefined);
        throw failure;
      }
    },
    onSuccess: async (saved) => {
      if (saved) queryClient.setQueryData(officeVehicleKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: vehicleKeys.all });
    },
  });
}
