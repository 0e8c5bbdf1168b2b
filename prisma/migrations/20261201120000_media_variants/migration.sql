-- AlterTable
ALTER TABLE "Upload" ADD COLUMN     "placeholder" TEXT,
ADD COLUMN     "variantWidths" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

-- AlterTable
ALTER TABLE "PostMedia" ADD COLUMN     "placeholder" TEXT,
ADD COLUMN     "variantWidths" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

