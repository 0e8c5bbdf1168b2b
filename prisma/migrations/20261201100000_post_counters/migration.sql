-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "commentCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "likeCount" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "Comment_postId_authorId_idx" ON "Comment"("postId", "authorId");


-- Post counters (issue #34): "likeCount" is the number of PostLike rows of the post, "commentCount" the
-- number of its comments not hidden by the owner's hidden words ("hiddenAt" IS NULL). Statement-level
-- triggers keep both exact for every way rows come and go (the like toggle, comments written, edited,
-- hidden, shown or deleted, and the cascades of a deleted post, comment author or account): each
-- statement adds its rows' net change per post in one UPDATE, and concurrent UPDATEs of one post's row
-- queue on its row lock and re-read it, so no increment is lost. Each first locks its posts' rows in id
-- order, so two statements that touch many posts (two accounts deleted at once) wait for each other
-- instead of deadlocking. select-posts.ts reads them.
CREATE FUNCTION "post_like_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM "Post" p WHERE p."id" IN (SELECT "postId" FROM added) ORDER BY p."id" FOR NO KEY UPDATE;
    UPDATE "Post" p SET "likeCount" = p."likeCount" + d.n
      FROM (SELECT "postId", count(*)::int AS n FROM added GROUP BY "postId") d WHERE p."id" = d."postId";
  ELSE
    PERFORM 1 FROM "Post" p WHERE p."id" IN (SELECT "postId" FROM removed) ORDER BY p."id" FOR NO KEY UPDATE;
    UPDATE "Post" p SET "likeCount" = p."likeCount" - d.n
      FROM (SELECT "postId", count(*)::int AS n FROM removed GROUP BY "postId") d WHERE p."id" = d."postId";
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "PostLike_count_insert" AFTER INSERT ON "PostLike" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "post_like_count"();
CREATE TRIGGER "PostLike_count_delete" AFTER DELETE ON "PostLike" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "post_like_count"();

CREATE FUNCTION "post_comment_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM "Post" p WHERE p."id" IN (SELECT "postId" FROM added WHERE "hiddenAt" IS NULL) ORDER BY p."id" FOR NO KEY UPDATE;
    UPDATE "Post" p SET "commentCount" = p."commentCount" + d.n
      FROM (SELECT "postId", count(*)::int AS n FROM added WHERE "hiddenAt" IS NULL GROUP BY "postId") d WHERE p."id" = d."postId";
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM "Post" p WHERE p."id" IN (SELECT "postId" FROM removed WHERE "hiddenAt" IS NULL) ORDER BY p."id" FOR NO KEY UPDATE;
    UPDATE "Post" p SET "commentCount" = p."commentCount" - d.n
      FROM (SELECT "postId", count(*)::int AS n FROM removed WHERE "hiddenAt" IS NULL GROUP BY "postId") d WHERE p."id" = d."postId";
  ELSE
    PERFORM 1 FROM "Post" p WHERE p."id" IN (
      SELECT unnest(ARRAY[a."postId", r."postId"]) FROM added a JOIN removed r ON r."id" = a."id"
      WHERE (a."hiddenAt" IS NULL) <> (r."hiddenAt" IS NULL) OR a."postId" <> r."postId"
    ) ORDER BY p."id" FOR NO KEY UPDATE;
    UPDATE "Post" p SET "commentCount" = p."commentCount" + d.n
      FROM (
        SELECT "postId", sum(n)::int AS n FROM (
          SELECT "postId", 1 AS n FROM added WHERE "hiddenAt" IS NULL
          UNION ALL SELECT "postId", -1 FROM removed WHERE "hiddenAt" IS NULL
        ) c GROUP BY "postId" HAVING sum(n) <> 0
      ) d WHERE p."id" = d."postId";
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "Comment_count_insert" AFTER INSERT ON "Comment" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "post_comment_count"();
CREATE TRIGGER "Comment_count_delete" AFTER DELETE ON "Comment" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "post_comment_count"();
CREATE TRIGGER "Comment_count_update" AFTER UPDATE ON "Comment" REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "post_comment_count"();

-- backfill: the rows already there (the triggers above count from here on; the migration runs in one
-- transaction, and these UPDATEs lock each post's row as a like or comment written meanwhile would)
UPDATE "Post" p SET "likeCount" = d.n
  FROM (SELECT "postId", count(*)::int AS n FROM "PostLike" GROUP BY "postId") d WHERE p."id" = d."postId";
UPDATE "Post" p SET "commentCount" = d.n
  FROM (SELECT "postId", count(*)::int AS n FROM "Comment" WHERE "hiddenAt" IS NULL GROUP BY "postId") d WHERE p."id" = d."postId";
