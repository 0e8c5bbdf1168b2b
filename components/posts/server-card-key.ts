import type { PostDto } from "@/lib/contract/posts/types";
import { displayName } from "@/lib/contract/users/display-name";

// What a ServerPostCard (Home's first page) drew as HTML on the server, per part: while the feed's
// cache still says the same, its island shows that HTML; after an edit it draws the part in the browser.
// No "use client": the server card computes these too.
export const authorKey = (post: PostDto) => JSON.stringify([post.user, post.location, post.createdAt, post.audience]);
export const captionKey = (post: PostDto) => JSON.stringify([displayName(post.user), post.caption]);
