// Camera capture (spec section 5): JPEG photos at quality 0.8; webm recordings in 100 ms chunks, at most 20 s.
export const PHOTO_QUALITY = 0.8;
export const RECORDING_MAX_MS = 20_000;
export const RECORDER_TIMESLICE_MS = 100;
