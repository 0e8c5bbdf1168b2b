-- CreateEnum
CREATE TYPE "Locale" AS ENUM ('en', 'ja');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "locale" "Locale";

