import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

const pad = (n: number) => String(n).padStart(2, '0');

export type ExportFormat = 'json' | 'fhir';

/** steady-data-YYYY-MM-DD.json (.fhir.json for FHIR), the date in the person's own time zone. */
export const exportFileName = (now: Date = new Date(), format: ExportFormat = 'json') =>
  `steady-data-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}${format === 'fhir' ? '.fhir' : ''}.json`;

/**
 * GET /api/account/export: everything Steady holds about the signed-in person, as JSON; or, with 'fhir',
 * their ratings, check-ins and diary as a FHIR R4 Bundle (GET /api/account/export/fhir).
 */
export function getExport(format: ExportFormat = 'json'): Promise<unknown> {
  return api.get(format === 'fhir' ? '/account/export/fhir' : '/account/export');
}

/** 'Download my data': fetches the export with the token and saves it as a file. */
export function useDownloadExport(format: ExportFormat = 'json') {
  return useMutation({
    mutationFn: async () => {
      const data = await getExport(format);
      saveFile(`${JSON.stringify(data, null, 2)}\n`, exportFileName(new Date(), format), format === 'fhir' ? 'application/fhir+json' : undefined);
    },
  });
}
