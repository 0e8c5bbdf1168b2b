// The message length the server enforces (issue #16: "text up to 2,000 characters"); the counter shows near it.
export const MESSAGE_MAX = 2000;
export const MESSAGE_COUNTER_FROM = 1800;
