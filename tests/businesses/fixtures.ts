import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";

export const tag = () => randomBytes(4).toString("hex");

export function validApplication(overrides: Record<string, unknown> = {}) {
  return {
    name: "Rainbow Cafe",
    businessType: "cafe",
    description: "A welcoming cafe with oat lattes.",
    address: "2-14 Shinjuku, Shinjuku-ku",
    city: "Tokyo",
    phoneNumber: "+81 3-1234-5678",
    website: "https://rainbow.example.jp",
    email: "hello@rainbow.example.jp",
    googleMapsUrl: "https://www.google.com/maps/place/Rainbow+Cafe",
    imageUrl: "https://images.example.jp/cafe.jpg",
    tags: ["lgbtq-friendly", "vegan-options"],
    ...overrides,
  };
}

/** A listed business written straight to the database (for directory filter cases). */
export function seedBusiness(data: { name: string; businessType: string; city?: string; description?: string; address?: string; tags?: string[] }) {
  return db.business.create({ data: { tags: [], ...data }, select: { id: true } });
}

/** An upload the user registered for `purpose` (as the media flow leaves it); returns its objectPath. */
export async function registeredImage(ownerId: string, purpose: string) {
  const key = `test/${randomBytes(8).toString("hex")}.png`;
  await db.upload.create({
    data: {
      ownerId,
      tokenHash: randomBytes(16).toString("hex"),
      expiresAt: new Date(Date.now() + 3_600_000),
      uploadedAt: new Date(),
      objectKey: key,
      contentType: "image/png",
      kind: "image",
      size: 1000,
      purpose,
      registeredAt: new Date(),
    },
  });
  return `/objects/${key}`;
}
