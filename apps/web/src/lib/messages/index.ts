/** The web app's words for errors, by the server's codes: the seam message catalogues plug into. */
export * from './error-messages';
export { errorMessageFor, messageForError, UNAVAILABLE_STATUSES, type ErrorAnswer } from './message-for-error';
