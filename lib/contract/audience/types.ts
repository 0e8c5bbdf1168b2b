// Who may see a post or a story besides its author (issue #14), shared by server and browser.
export const POST_AUDIENCES = ["everyone", "followers", "close_friends"] as const;
export type PostAudience = (typeof POST_AUDIENCES)[number];

export const STORY_AUDIENCES = ["followers", "close_friends"] as const;
export type StoryAudience = (typeof STORY_AUDIENCES)[number];
