import { settings } from '../../config/env';

/** Largest upload in bytes (UPLOAD_SIZE_LIMIT): the upload plugin's limit and the multipart parser's cap. */
export const uploadSizeLimit = () => settings().UPLOAD_SIZE_LIMIT;

/** Routes that take files: Strapi's upload routes, admin (`/upload…`) and content API (`/api/upload`). */
const FILE_ROUTES = /^\/(?:api\/upload|upload(?:\/files(?:\/[^/]+\/replace)?)?)$/;

export const takesFiles = (method: string, normalisedPath: string) => method === 'POST' && FILE_ROUTES.test(normalisedPath);
