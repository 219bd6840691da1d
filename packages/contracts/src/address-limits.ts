/** Longest postcode any country writes ('12345-6789'). Its own module: account.ts is on the web app's first route, the postcode table is not. */
export const POSTCODE_MAX = 10;
