// The browser events parts of the app send each other on window.

/**
 * Fired after writing the city cookie (the city picker, an address saved in another city): the cart and the header
 * read again (spec 1 §4.1: reload on city change).
 */
export const CITY_CHANGE_EVENT = 'city-change'
