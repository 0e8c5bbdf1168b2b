// Accessibility an organizer can promise at an event: stored as a set of these keys on Event.accessibility,
// filterable on the list (?access=step_free,quiet_space).
export const ACCESSIBILITY_FEATURES = ["step_free", "quiet_space", "gender_neutral_toilets", "sign_language", "sensory_friendly"] as const;
export type AccessibilityFeature = (typeof ACCESSIBILITY_FEATURES)[number];

export const ACCESSIBILITY_NOTES_MAX = 500;

export function isAccessibilityFeature(value: unknown): value is AccessibilityFeature {
  return typeof value === "string" && (ACCESSIBILITY_FEATURES as readonly string[]).includes(value);
}

/** The features in their canonical order, each once. */
export function sortFeatures(features: readonly AccessibilityFeature[]): AccessibilityFeature[] {
  return ACCESSIBILITY_FEATURES.filter((f) => features.includes(f));
}
