// Rules every text input shares, usable in the browser and on the server.
/** PostgreSQL text cannot hold U+0000; bodies and queries carrying it are refused with this message. */
export const NUL_CHARACTER = "Text can't contain NUL characters";
