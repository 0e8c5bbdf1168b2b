-- AlterTable
ALTER TABLE "User" ADD COLUMN     "discoverable" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "isPrivate" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "FollowRequest" (
    "id" TEXT NOT NULL,
    "requesterId" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FollowRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "FollowRequest_targetId_createdAt_id_idx" ON "FollowRequest"("targetId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "FollowRequest_requesterId_targetId_key" ON "FollowRequest"("requesterId", "targetId");

-- AddForeignKey
ALTER TABLE "FollowRequest" ADD CONSTRAINT "FollowRequest_requesterId_fkey" FOREIGN KEY ("requesterId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FollowRequest" ADD CONSTRAINT "FollowRequest_targetId_fkey" FOREIGN KEY ("targetId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Usernames that don't out anyone: a username that is the e-mail's local part (as sign-up used to
-- derive it, optionally with its random "_" + hex suffix) becomes first name + random digits, the
-- rule of lib/services/users/pick-username.ts ("member" when the first name leaves nothing usable).
DO $$
DECLARE
  r RECORD;
  old_base TEXT;
  new_base TEXT;
  candidate TEXT;
  tries INT;
BEGIN
  FOR r IN SELECT "id", "email", "username", "firstName" FROM "User" LOOP
    old_base := left(regexp_replace(regexp_replace(lower(split_part(r."email", '@', 1)), '[^a-z0-9._]', '', 'g'), '^[._]+|[._]+$', '', 'g'), 20);
    IF length(old_base) < 3 THEN old_base := 'user' || old_base; END IF;
    IF r."username" = lower(split_part(r."email", '@', 1))
      OR r."username" = old_base
      OR r."username" ~ ('^' || replace(old_base, '.', '\.') || '_[0-9a-f]{6,12}$') THEN
      new_base := left(regexp_replace(
        translate(lower(coalesce(r."firstName", '')), 'àáâãäåāèéêëēìíîïīòóôõöøōùúûüūýÿñçß', 'aaaaaaaeeeeeiiiiiooooooouuuuuyyncs'),
        '[^a-z0-9]', '', 'g'), 20);
      IF new_base = '' THEN new_base := 'member'; END IF;
      tries := 0;
      LOOP
        candidate := new_base || lpad(floor(random() * (CASE WHEN tries < 5 THEN 10000 ELSE 100000000 END))::bigint::text, CASE WHEN tries < 5 THEN 4 ELSE 8 END, '0');
        EXIT WHEN NOT EXISTS (SELECT 1 FROM "User" WHERE "username" = candidate);
        tries := tries + 1;
      END LOOP;
      UPDATE "User" SET "username" = candidate WHERE "id" = r."id";
    END IF;
  END LOOP;
END $$;
