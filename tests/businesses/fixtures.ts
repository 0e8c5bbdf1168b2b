import { randomBytes } from "node:crypto";
import { db } from "@/lib/data/db";

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
