"use client";

import type { PostDto } from "@/lib/contract/posts/types";
import { displayName } from "@/lib/contract/users/display-name";
import { TimeAgo } from "@/components/shared/time-ago";
import { MediaCarousel } from "./media-carousel";
import { PostAuthor } from "./post-author";
import { PostCaption } from "./post-caption";
import { PostCardBody } from "./post-card-body";
import { PostCardFrame } from "./post-card-frame";
import { PostMenu } from "./post-menu";

type Props = { post: PostDto; onOpen?: () => void; defaultCommentsOpen?: boolean; onDeleted?: () => void; priority?: boolean };

/** A post in the browser: author, media, actions, likes, caption and the comments toggle (Home's first page is ServerPostCard). */
export function PostCard({ post, onOpen, defaultCommentsOpen = false, onDeleted, priority }: Props) {
  const name = displayName(post.user);
  return (
    <PostCardFrame
      postId={post.id}
      author={<PostAuthor user={post.user} location={post.location} time={<TimeAgo iso={post.createdAt} className="shrink-0" />} audience={post.audience} />}
      menu={<PostMenu post={post} onDeleted={onDeleted} />}
      media={<MediaCarousel postId={post.id} media={post.mediaFiles} authorName={name} contentWarning={post.contentWarning} onOpen={onOpen} priority={priority} />}
    >
      <PostCardBody post={post} caption={post.caption ? <PostCaption name={name} text={post.caption} /> : null} defaultCommentsOpen={defaultCommentsOpen} />
    </PostCardFrame>
  );
}
