import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

const pad = (n: number) => String(n).padStart(2, '0');

/** steady-data-YYYY-MM-DD.json, the date in the person's own time zone. */
export const exportFileName = (now: Date = new Date()) => `steady-data-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;

/** GET /api/account/export: everything Steady holds about the signed-in person, as JSON. */
export function getExport(): Promise<unknown> {
  return api.get('/account/export');
}

/** 'Download my data': fetches the export with the token and saves it as a file. */
export function useDownloadExport() {
  return useMutation({
    mutationFn: async () => {
      const data = await getExport();
      saveFile(`${JSON.stringify(data, null, 2)}\n`, exportFileName());
    },
  });
}
