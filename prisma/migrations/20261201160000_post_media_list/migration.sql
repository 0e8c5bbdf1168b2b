-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "mediaList" JSON NOT NULL DEFAULT '[]';

-- A post's media as the post statement sends them (issue #34, select-posts.ts): a JSON array of
-- [url, type, altText, variantWidths, placeholder] in position order. Before, every post of every page
-- read its PostMedia rows, sorted them and built the array; now it is one column of the post's row,
-- which the page reads anyway. Statement-level triggers rebuild it from PostMedia for every way media
-- rows come and go (a post created, an alt text or variants written, content restored by moderation, a
-- deleted post's or account's cascade), so it never disagrees with PostMedia once the writing statement
-- ends. Each first locks its posts' rows in id order, as the counters' triggers do: two statements over
-- the same post queue (the second rebuilds from what the first committed), and two over many posts
-- wait for each other instead of deadlocking.
CREATE FUNCTION "post_media_list"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT DISTINCT "postId" FROM added);
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT DISTINCT "postId" FROM removed);
  ELSE
    ids := ARRAY(SELECT "postId" FROM added UNION SELECT "postId" FROM removed);
  END IF;
  PERFORM 1 FROM "Post" p WHERE p."id" = ANY(ids) ORDER BY p."id" FOR NO KEY UPDATE;
  UPDATE "Post" p SET "mediaList" = COALESCE((
      SELECT json_agg(json_build_array(m."url", m."type", m."altText", m."variantWidths", m."placeholder") ORDER BY m."position")
      FROM "PostMedia" m WHERE m."postId" = p."id"), '[]')
    WHERE p."id" = ANY(ids);
  RETURN NULL;
END $$;
CREATE TRIGGER "PostMedia_list_insert" AFTER INSERT ON "PostMedia" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "post_media_list"();
CREATE TRIGGER "PostMedia_list_delete" AFTER DELETE ON "PostMedia" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "post_media_list"();
CREATE TRIGGER "PostMedia_list_update" AFTER UPDATE ON "PostMedia" REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "post_media_list"();

-- backfill: the media already there (the migration runs in one transaction)
UPDATE "Post" p SET "mediaList" = d.list
  FROM (SELECT m."postId", json_agg(json_build_array(m."url", m."type", m."altText", m."variantWidths", m."placeholder") ORDER BY m."position") AS list
    FROM "PostMedia" m GROUP BY m."postId") d
  WHERE p."id" = d."postId";
