import { stressCheckInBodySchema, stressCheckInSchema, type StressCheckIn, type StressCheckInBody } from '@steady/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { recommendationsQueryKey } from './get-recommendations';

export { stressCheckInBodySchema };

const responseSchema = z.object({ data: stressCheckInSchema });

/** POST /api/account/stress-check-ins (bearer): how the person feels now; recommendations follow it. */
export async function createStressCheckIn(body: StressCheckInBody): Promise<StressCheckIn> {
  const { data } = await api.post('/account/stress-check-ins', stressCheckInBodySchema.parse(body), {
    schema: responseSchema,
  });
  return data;
}

export function useCreateStressCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStressCheckIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recommendationsQueryKey }),
  });
}
