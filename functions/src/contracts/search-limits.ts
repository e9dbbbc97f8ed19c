/** Search answers at most this many dishes (spec section 9). A module without zod, so the header can import it cheaply. */
export const searchResultLimit = 15;
