/** The web app's words for errors, by the server's codes: the seam message catalogues plug into. */
export * from './error-messages';
export { loadErrorWords, messageForError, UNAVAILABLE_STATUSES, type ErrorAnswer } from './message-for-error';
// all-error-messages is not re-exported here: that would bring every code's words into the first route.
