import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { mediaFieldParams, mediaSchema } from './media';

const rcaContentSchema = z.object({
  data: z
    .object({
      title: z.string(),
      description: z.string().nullable().optional(),
      rca_steps: z
        .array(
          z.object({
            id: z.number(),
            title: z.string(),
            description: z.string().nullable().optional(),
            step_image: mediaSchema.nullable().optional(),
          }),
        )
        .nullable()
        .optional(),
    })
    .nullable(),
});
export type RcaContent = NonNullable<z.infer<typeof rcaContentSchema>['data']>;

/** GET /api/rca?populate[rca_steps][populate]=step_image — the chain analysis intro (title, description, steps). */
export async function getRcaContent({ signal }: { signal?: AbortSignal } = {}): Promise<RcaContent | null> {
  const { data } = await api.get('/rca', {
    params: {
      'fields[0]': 'title',
      'fields[1]': 'description',
      ...mediaFieldParams('populate[rca_steps][populate][step_image]'),
    },
    schema: rcaContentSchema,
    auth: false,
    signal,
  });
  return data;
}

export const getRcaContentQueryOptions = () =>
  queryOptions({
    queryKey: ['rca', 'content'],
    queryFn: ({ signal }) => getRcaContent({ signal }),
    staleTime: 10 * 60_000,
  });

export function useRcaContent() {
  return useQuery(getRcaContentQueryOptions());
}
