import "server-only";
import { db } from "@/lib/data/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { BusinessType } from "@/lib/contract/businesses/constants";
import { sortTags, isBusinessTag } from "@/lib/contract/businesses/constants";
import type { Business } from "@/lib/contract/businesses/types";
import { formatRating } from "@/lib/domain/businesses/recompute-rating";
import { visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";
import { toUserSummary, userSummarySelect } from "@/lib/domain/members/user-summary";

/** The spec's Business names its owner by id and name only (of the one member summary). */
const OWNER_FIELDS = ["id", "firstName", "lastName"] as const satisfies readonly (keyof NonNullable<Business["owner"]>)[];

export const businessFieldsSelect = {
  name: true,
  description: true,
  businessType: true,
  address: true,
  city: true,
  phoneNumber: true,
  website: true,
  email: true,
  imageUrl: true,
  googleMapsUrl: true,
  tags: true,
} as const satisfies Prisma.BusinessSelect & Prisma.BusinessApplicationSelect;

export const businessSelect = {
  id: true,
  ...businessFieldsSelect,
  averageRating: true,
  totalReviews: true,
  createdAt: true,
  ownerId: true,
} as const satisfies Prisma.BusinessSelect;

type BusinessRow = Prisma.BusinessGetPayload<{ select: typeof businessSelect }>;

/** The stored type and tags narrowed to the vocabulary (unknown tags dropped, tags in display order). */
export function vocabularyFields(row: { businessType: string; tags: string[] }) {
  return { businessType: row.businessType as BusinessType, tags: sortTags(row.tags.filter(isBusinessTag)) };
}

/**
 * The spec's Business for `viewer`, for a page of rows at once. Each owner comes from one query for
 * the whole page (the statement Prisma's own `owner` include sent, with visibleUserWhere added), so
 * an owner hidden from the viewer (a block either way, a suspension unless the viewer is an admin)
 * is null: the shape a deleted owner already has and the client already shows.
 */
export async function toBusinesses(viewer: Viewer, rows: BusinessRow[]): Promise<Business[]> {
  const ownerIds = [...new Set(rows.flatMap((r) => (r.ownerId ? [r.ownerId] : [])))];
  const owners = ownerIds.length
    ? await db.user.findMany({ where: { id: { in: ownerIds }, ...visibleUserWhere(viewer) }, select: userSummarySelect })
    : [];
  const byId = new Map(owners.map((o) => [o.id, toUserSummary(o, OWNER_FIELDS)]));
  return rows.map(({ ownerId, ...row }) => ({
    ...row,
    ...vocabularyFields(row),
    owner: (ownerId && byId.get(ownerId)) || null,
    averageRating: formatRating(row.averageRating),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** One business for `viewer` (toBusinesses). */
export async function toBusiness(viewer: Viewer, row: BusinessRow): Promise<Business> {
  const [business] = await toBusinesses(viewer, [row]);
  return business;
}
