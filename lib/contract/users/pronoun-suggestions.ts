// Suggestions offered beside the free-text pronouns field (docs/decisions/audience.md explains the
// Japanese ones: Japanese rarely uses third-person pronouns, so "call me by my name" is offered too).
export const PRONOUN_SUGGESTIONS = ["she/her", "he/him", "they/them", "彼女", "彼", "その人", "名前で呼んで"] as const;
