-- CreateTable
CREATE TABLE "TimelineEntry" (
    "ownerId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "postId" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,

    CONSTRAINT "TimelineEntry_pkey" PRIMARY KEY ("ownerId","createdAt","postId")
);

-- CreateTable
CREATE TABLE "TimelineFanout" (
    "postId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "authorId" TEXT NOT NULL,

    CONSTRAINT "TimelineFanout_pkey" PRIMARY KEY ("postId")
);

-- CreateTable
CREATE TABLE "TimelineBigAuthor" (
    "authorId" TEXT NOT NULL,
    "markedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TimelineBigAuthor_pkey" PRIMARY KEY ("authorId")
);

-- CreateIndex
CREATE INDEX "TimelineEntry_postId_idx" ON "TimelineEntry"("postId");

-- CreateIndex
CREATE INDEX "TimelineEntry_ownerId_authorId_idx" ON "TimelineEntry"("ownerId", "authorId");

-- CreateIndex
CREATE INDEX "TimelineFanout_createdAt_postId_idx" ON "TimelineFanout"("createdAt", "postId");

-- AddForeignKey
ALTER TABLE "TimelineEntry" ADD CONSTRAINT "TimelineEntry_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TimelineEntry" ADD CONSTRAINT "TimelineEntry_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TimelineFanout" ADD CONSTRAINT "TimelineFanout_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TimelineBigAuthor" ADD CONSTRAINT "TimelineBigAuthor_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Hand-written (issue #34, lib/domain/timeline): the timeline is kept by the database itself on
-- every write of a post or a follow (a service, the seed, a script, a test's direct insert alike).
-- Statement-level triggers with transition tables: one set-based statement per INSERT/DELETE.

-- A new post waits in the queue for the job runner's fan-out (lib/domain/timeline/fan-out.ts);
-- the feed merges queued posts in at read time until then.
CREATE FUNCTION "timeline_enqueue_posts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "TimelineFanout" ("postId", "createdAt", "authorId") SELECT n."id", n."createdAt", n."authorId" FROM "timeline_new_posts" n
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER "Post_timeline_enqueue" AFTER INSERT ON "Post"
  REFERENCING NEW TABLE AS "timeline_new_posts" FOR EACH STATEMENT EXECUTE FUNCTION "timeline_enqueue_posts"();

-- A follow backfills the author's recent posts (their newest 100, however old: the same bound as the
-- existing follows' backfill at the end of this file); an author merged at read time
-- (TimelineBigAuthor) needs none.
CREATE FUNCTION "timeline_backfill_follows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "TimelineEntry" ("ownerId", "createdAt", "postId", "authorId")
  SELECT n."followerId", r."createdAt", r."id", n."followingId" FROM "timeline_new_follows" n
  CROSS JOIN LATERAL (
    SELECT p."id", p."createdAt" FROM "Post" p
    WHERE p."authorId" = n."followingId"
    ORDER BY p."createdAt" DESC, p."id" DESC LIMIT 100
  ) r
  WHERE NOT EXISTS (SELECT 1 FROM "TimelineBigAuthor" b WHERE b."authorId" = n."followingId")
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER "Follow_timeline_backfill" AFTER INSERT ON "Follow"
  REFERENCING NEW TABLE AS "timeline_new_follows" FOR EACH STATEMENT EXECUTE FUNCTION "timeline_backfill_follows"();

-- An unfollow (a block's too) takes the author's entries out of the follower's timeline: found on
-- the (ownerId, authorId) index, so the cost is the follower's entries of that author, not the
-- author's posts (an account with many posts and followers deleted at once). (The feed checks the follow at
-- read time anyway: an entry that escapes this, e.g. a fan-out racing the unfollow, never shows.)
CREATE FUNCTION "timeline_drop_follows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "TimelineEntry" t USING "timeline_old_follows" o
  WHERE t."ownerId" = o."followerId" AND t."authorId" = o."followingId";
  RETURN NULL;
END $$;
CREATE TRIGGER "Follow_timeline_drop" AFTER DELETE ON "Follow"
  REFERENCING OLD TABLE AS "timeline_old_follows" FOR EACH STATEMENT EXECUTE FUNCTION "timeline_drop_follows"();

-- Existing follows: each gets its backfill now, so a deployed site's feed does not go empty.
INSERT INTO "TimelineEntry" ("ownerId", "createdAt", "postId", "authorId")
SELECT f."followerId", r."createdAt", r."id", f."followingId" FROM "Follow" f
CROSS JOIN LATERAL (
  SELECT p."id", p."createdAt" FROM "Post" p
  WHERE p."authorId" = f."followingId"
  ORDER BY p."createdAt" DESC, p."id" DESC LIMIT 100
) r
ON CONFLICT DO NOTHING;
