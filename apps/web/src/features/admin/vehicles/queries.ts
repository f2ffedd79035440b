import type { Vehicle, VehicleRequest } from '@keyturn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchVehicle, vehicleKeys } from '../../vehicles/index.ts';
import { recordKind } from '../lib/record-kind.ts';
import { createVehicle, deleteImage, deleteVehicle, updateVehicle, uploadImage } from './api.ts';

export const vehicleRecord = recordKind<Vehicle>({
  thing: 'vehicle',
  keys: vehicleKeys,
  fetch: fetchVehicle,
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
export function useSaveVehicle(vehicle?: Vehicle) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, file }: VehicleSave): Promise<Vehicle | null> => {
      const uploaded = file ? await uploadImage(file) : null;
      try {
        if (!vehicle) {
          await createVehicle(uploaded!, request);
          return null;
        }
        const imageId = uploaded ?? vehicle.image[0]!;
        await updateVehicle(vehicle.id, imageId, request);
        return { ...vehicle, ...request, image: [imageId] };
      } catch (failure) {
        // An image that no vehicle took would only take up room.
        if (uploaded) void deleteImage(uploaded).catch(() => undefined);
        throw failure;
      }
    },
    onSuccess: async (saved) => {
      if (saved) queryClient.setQueryData(vehicleKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: vehicleKeys.all });
    },
  });
}
