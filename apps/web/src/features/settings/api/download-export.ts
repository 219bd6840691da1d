import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The three downloads: everything as Steady's JSON (GET /api/account/export); the ratings, check-ins and
 * diary as a FHIR R4 Bundle (…/export/fhir) or as one spreadsheet table (…/export/csv).
 */
const FORMATS = {
  json: { path: '/account/export', ending: '.json', type: 'application/json' },
  fhir: { path: '/account/export/fhir', ending: '.fhir.json', type: 'application/fhir+json' },
  csv: { path: '/account/export/csv', ending: '.csv', type: 'text/csv;charset=utf-8' },
} as const;

export type ExportFormat = keyof typeof FORMATS;

/** steady-data-YYYY-MM-DD.json (.fhir.json, .csv), the date in the person's own time zone. */
export const exportFileName = (now: Date = new Date(), format: ExportFormat = 'json') =>
  `steady-data-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}${FORMATS[format].ending}`;

export function getExport(format: ExportFormat = 'json'): Promise<unknown> {
  return api.get(FORMATS[format].path);
}

/** A download button's work: fetches the export with the token and saves it as a file. */
export function useDownloadExport(format: ExportFormat = 'json') {
  return useMutation({
    mutationFn: async () => {
      const data = await getExport(format);
      // The CSV comes as the server wrote it (byte-order mark and all); the others are JSON, laid out to read.
      const content = typeof data === 'string' ? data : `${JSON.stringify(data, null, 2)}\n`;
      saveFile(content, exportFileName(new Date(), format), FORMATS[format].type);
    },
  });
}
