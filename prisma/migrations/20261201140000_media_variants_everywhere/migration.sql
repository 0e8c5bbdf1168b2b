-- AlterTable
ALTER TABLE "User" ADD COLUMN     "profileImageVariantWidths" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

-- AlterTable
ALTER TABLE "Comment" ADD COLUMN     "imagePlaceholder" TEXT,
ADD COLUMN     "imageVariantWidths" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

-- AlterTable
ALTER TABLE "Story" ADD COLUMN     "placeholder" TEXT,
ADD COLUMN     "variantWidths" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "mediaPlaceholder" TEXT,
ADD COLUMN     "mediaVariantWidths" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

