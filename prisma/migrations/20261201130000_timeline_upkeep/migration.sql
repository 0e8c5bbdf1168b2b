-- AlterTable: where a scheduled job that works through a table in slices resumes on its next run
-- (the timeline trim walks members in id order, lib/domain/timeline/trim-timelines.ts)
ALTER TABLE "ScheduledJob" ADD COLUMN     "cursor" TEXT;

-- Hand-written (lib/domain/timeline/purge-muted-entries.ts): while a member is muted until unmuted, the
-- timeline job deletes their entries from the muter's timeline; ending such a mute (an unmute, the row
-- deleted) backfills the author's newest 100 posts again, exactly as a new follow does (the follow
-- trigger of 20261201110000_timeline), while the muter still follows them. A mute with an end keeps
-- its entries (the job leaves them): its deletion, the expired mutes' purge included, writes nothing.
CREATE FUNCTION "timeline_backfill_unmutes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "TimelineEntry" ("ownerId", "createdAt", "postId", "authorId")
  SELECT f."followerId", r."createdAt", r."id", f."followingId" FROM "timeline_old_mutes" o
  JOIN "Follow" f ON f."followerId" = o."muterId" AND f."followingId" = o."mutedId"
  CROSS JOIN LATERAL (
    SELECT p."id", p."createdAt" FROM "Post" p
    WHERE p."authorId" = f."followingId"
    ORDER BY p."createdAt" DESC, p."id" DESC LIMIT 100
  ) r
  WHERE o."until" IS NULL
    -- an account's deletion cascades to its mutes: nothing is written for a member leaving
    AND EXISTS (SELECT 1 FROM "User" u WHERE u."id" = o."muterId") AND EXISTS (SELECT 1 FROM "User" u WHERE u."id" = o."mutedId")
    AND NOT EXISTS (SELECT 1 FROM "TimelineBigAuthor" b WHERE b."authorId" = f."followingId")
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER "Mute_timeline_backfill" AFTER DELETE ON "Mute"
  REFERENCING OLD TABLE AS "timeline_old_mutes" FOR EACH STATEMENT EXECUTE FUNCTION "timeline_backfill_unmutes"();
