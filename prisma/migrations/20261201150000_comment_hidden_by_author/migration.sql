-- A post page's comment count asks once whether the viewer has any hidden comment (select-posts.ts,
-- issue #34): most have none, and the page then probes nothing per post for them. The hidden rows only
-- (hand-written: partial), by author; with the post id, a probe per post can be answered from it too.
CREATE INDEX "Comment_authorId_postId_hidden_idx" ON "Comment"("authorId", "postId") WHERE "hiddenAt" IS NOT NULL;
