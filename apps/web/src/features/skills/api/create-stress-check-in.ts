import { stressCheckInBodySchema, stressCheckInSchema, type StressCheckIn, type StressCheckInBody } from '@steady/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { newClientId } from '@/lib/client-id';
import { sendOrQueue } from '@/lib/offline-outbox';
import { recommendationsQueryKey } from './get-recommendations';

export { stressCheckInBodySchema };

const responseSchema = z.object({ data: stressCheckInSchema });

/**
 * POST /api/account/stress-check-ins (bearer): how the person feels now; recommendations follow it.
 * It carries its own id, so a send repeated after a lost answer makes no second check-in; without a
 * connection it waits on this device (lib/offline-outbox) and the answer is null.
 */
export async function createStressCheckIn(body: StressCheckInBody): Promise<StressCheckIn | null> {
  const clientId = body.clientId ?? newClientId();
  const result = await sendOrQueue(
    { method: 'POST', path: '/account/stress-check-ins', body: stressCheckInBodySchema.parse({ ...body, clientId }), key: `check-in:${clientId}` },
    { schema: responseSchema },
  );
  return result.queued ? null : result.data.data;
}

export function useCreateStressCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStressCheckIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recommendationsQueryKey }),
  });
}
