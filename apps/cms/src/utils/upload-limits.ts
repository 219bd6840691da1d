const MB = 1024 * 1024;

/** Largest upload in bytes (UPLOAD_SIZE_LIMIT): the upload plugin's limit and the multipart parser's cap. */
export const uploadSizeLimit = () => {
  const configured = Number(process.env.UPLOAD_SIZE_LIMIT);
  return Number.isInteger(configured) && configured > 0 ? configured : 5 * MB;
};

/** Routes that take files: Strapi's upload routes, admin (`/upload…`) and content API (`/api/upload`). */
const FILE_ROUTES = /^\/(?:api\/upload|upload(?:\/files(?:\/[^/]+\/replace)?)?)$/;

export const takesFiles = (method: string, normalisedPath: string) => method === 'POST' && FILE_ROUTES.test(normalisedPath);
