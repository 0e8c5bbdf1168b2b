/** Every id the API accepts (a path segment, a cursor, a body field): 1-64 URL-safe characters, as cuids are. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
