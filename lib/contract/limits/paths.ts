// The screen and endpoint of Limits (issue #33).
export const LIMITS_PATH = "/settings/limits";
export const LIMITS_URL = "/api/limits";
