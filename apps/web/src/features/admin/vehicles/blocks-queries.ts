import type { BlockRequest } from '@keyturn/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { reservationKeys } from '../../reservations/index.ts';
import { searchKeys } from '../../search/index.ts';
import { createBlock, deleteBlock, fetchBlocks } from './blocks-api.ts';

export const blockKeys = {
  all: ['blocks'] as const,
  ofVehicle: (vehicleId: number) => ['blocks', vehicleId] as const,
};

export const blocksQuery = (vehicleId: number) =>
  queryOptions({ queryKey: blockKeys.ofVehicle(vehicleId), queryFn: () => fetchBlocks(vehicleId) });

/**
 * Adds or removes the vehicle's out-of-service time. Its list refreshes, and so does every view
 * that counts blocks: search results, availability calendars and the timeline (kept under the
 * reservations' keys).
 */
export function useBlockChanges(vehicleId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      [blockKeys.ofVehicle(vehicleId), searchKeys.all, reservationKeys.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  return {
    add: useMutation({
      mutationFn: (request: BlockRequest) => createBlock(vehicleId, request),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: deleteBlock, onSuccess: refresh }),
  };
}
