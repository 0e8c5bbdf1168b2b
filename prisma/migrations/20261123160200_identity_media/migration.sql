-- CreateEnum
CREATE TYPE "FieldVisibility" AS ENUM ('everyone', 'followers', 'only_me');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "identityLine" TEXT,
ADD COLUMN     "identityVisibility" "FieldVisibility" NOT NULL DEFAULT 'followers',
ADD COLUMN     "pronouns" TEXT,
ADD COLUMN     "pronounsVisibility" "FieldVisibility" NOT NULL DEFAULT 'everyone';

-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "contentWarning" TEXT;

-- AlterTable
ALTER TABLE "PostMedia" ADD COLUMN     "altText" TEXT;

-- AlterTable
ALTER TABLE "Comment" ADD COLUMN     "altText" TEXT;

-- AlterTable
ALTER TABLE "Story" ADD COLUMN     "altText" TEXT;

