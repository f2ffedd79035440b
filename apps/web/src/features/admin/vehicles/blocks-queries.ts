import type { BlockRequest } from '@keyturn/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createBlock, deleteBlock, fetchBlocks } from './blocks-api.ts';

export const blockKeys = {
  all: ['blocks'] as const,
  ofVehicle: (vehicleId: number) => ['blocks', vehicleId] as const,
};

export const blocksQuery = (vehicleId: number) =>
  queryOptions({ queryKey: blockKeys.ofVehicle(vehicleId), queryFn: () => fetchBlocks(vehicleId) });

/** Adds or removes the vehicle's out-of-service time; its list refreshes either way. */
export function useBlockChanges(vehicleId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: blockKeys.ofVehicle(vehicleId) });
  return {
    add: useMutation({
      mutationFn: (request: BlockRequest) => createBlock(vehicleId, request),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: deleteBlock, onSuccess: refresh }),
  };
}
