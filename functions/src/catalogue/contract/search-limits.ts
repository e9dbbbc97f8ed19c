/** Search answers at most this many dishes (docs/product.md#constants). A module without zod, so the header can import it cheaply. */
export const searchResultLimit = 15;
