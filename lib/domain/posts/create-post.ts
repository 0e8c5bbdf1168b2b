import "server-only";
import type { PostAudience } from "@/lib/contract/audience/types";
import { badRequest } from "@/lib/core/errors";
import { nudge } from "@/lib/core/nudge";
import { db } from "@/lib/data/db";
import type { PostDto } from "@/lib/contract/posts/types";
import { notifyPostMentions } from "@/lib/domain/notifications/notify";
import { getPost } from "@/lib/domain/posts/get-post";
import { writePostTags } from "@/lib/domain/posts/write-post-tags";
import { resolveOwnedMedia } from "@/lib/domain/uploads/owned-objects";
import { serverText } from "@/lib/core/server-text";
import type { Viewer } from "@/lib/domain/safety/visibility";

export type NewPost = { media: { url: string; altText?: string | null }[]; caption: string | null; location: string | null; audience?: PostAudience; contentWarning?: string | null };

/** Creates a post from media the author registered for posts; the stored kind wins over the client's. */
export async function createPost(viewer: Viewer, input: NewPost): Promise<PostDto> {
  const paths = input.media.map((m) => m.url);
  if (new Set(paths).size !== paths.length) throw badRequest(serverText("sameFileTwice"));
  const objects = await resolveOwnedMedia(viewer, paths, ["post"]);
  const row = await db.$transaction(async (tx) => {
    const post = await tx.post.create({
      data: {
        authorId: viewer.id,
        caption: input.caption,
        location: input.location,
        audience: input.audience ?? "everyone",
        contentWarning: input.contentWarning ?? null,
        // resolveOwnedMedia keeps the input order, so position follows the client's order
        media: {
          create: objects.map((o, position) => ({
            url: o.objectPath,
            type: o.kind,
            position,
            altText: input.media[position]?.altText ?? null,
            variantWidths: o.variantWidths,
            placeholder: o.placeholder,
          })),
        },
      },
      select: { id: true, createdAt: true },
    });
    await writePostTags(tx, post, input.caption);
    return post;
  });
  // a trigger queued the post for its followers' timelines: the fan-out round takes it now
  nudge("timeline");
  await notifyPostMentions(viewer, { id: row.id, caption: input.caption });
  return getPost({ id: viewer.id }, row.id);
}
