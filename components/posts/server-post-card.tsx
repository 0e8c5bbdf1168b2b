import { ServerTimeAgo } from "@/components/shared/server-time-ago";
import type { PostDto } from "@/lib/contract/posts/types";
import { displayName } from "@/lib/contract/users/display-name";
import { FeedPostAuthor, FeedPostBody, FeedPostMedia, FeedPostMenu } from "./feed-card-islands";
import { PostAuthor } from "./post-author";
import { PostCaption } from "./post-caption";
import { PostCardFrame } from "./post-card-frame";
import { authorKey, captionKey } from "./server-card-key";

/**
 * A post of Home's first page, rendered on the server: author, age and caption are HTML only; the menu,
 * the media and the actions are client islands reading the post from the feed (feed-card-islands.tsx).
 * After an edit the author line and caption islands draw the post as the feed's cache holds it.
 */
export function ServerPostCard({ post, priority }: { post: PostDto; priority?: boolean }) {
  const name = displayName(post.user);
  return (
    <PostCardFrame
      postId={post.id}
      author={
        <FeedPostAuthor postId={post.id} rendered={authorKey(post)}>
          <PostAuthor user={post.user} location={post.location} time={<ServerTimeAgo iso={post.createdAt} className="shrink-0" />} audience={post.audience} />
        </FeedPostAuthor>
      }
      menu={<FeedPostMenu postId={post.id} />}
      media={<FeedPostMedia postId={post.id} authorName={name} priority={priority} />}
    >
      <FeedPostBody postId={post.id} rendered={captionKey(post)} caption={post.caption ? <PostCaption name={name} text={post.caption} /> : null} />
    </PostCardFrame>
  );
}
