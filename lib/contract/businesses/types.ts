import type { BusinessTag, BusinessType } from "@/lib/contract/businesses/constants";
import type { UserSummary } from "@/lib/contract/users/types";
import type { ApplicationStatus } from "@/lib/contract/businesses/schemas";

/** The fields a Business and a BusinessApplication share (001 §3). */
export type BusinessFields = {
  name: string;
  description: string | null;
  businessType: BusinessType;
  address: string | null;
  city: string | null;
  phoneNumber: string | null;
  website: string | null;
  email: string | null;
  imageUrl: string | null;
  googleMapsUrl: string | null;
  tags: BusinessTag[];
};

// The spec's Business shape (001 §3): averageRating as a string, owner's first and last name.
export type Business = BusinessFields & {
  id: string;
  averageRating: string | null;
  totalReviews: number;
  /** id added so the client can tell a member's own listing (no "Report" on it) */
  owner: { id: string; firstName: string | null; lastName: string | null } | null;
  createdAt: string;
};

// The spec's Business application shape (001 §3) plus reviewedAt and the listed business's id.
export type BusinessApplication = BusinessFields & {
  id: string;
  status: ApplicationStatus;
  adminNotes: string | null;
  createdAt: string;
  reviewedAt: string | null;
  businessId: string | null;
  /** null once the applicant deleted their account */
  applicant: { id: string; firstName: string | null; lastName: string | null; username: string } | null;
};

/** A review on a business page (issue #17). */
export type BusinessReview = {
  id: string;
  businessId: string;
  rating: number;
  content: string;
  imageUrl: string | null;
  altText: string | null;
  createdAt: string;
  updatedAt: string;
  author: UserSummary;
};

/** A business's rating after a review was written, edited or deleted. */
export type RatingSummary = { averageRating: string | null; totalReviews: number };

/** One of a business's inclusion tags with its community votes and the viewer's own. */
export type TagVotes = {
  tag: BusinessTag;
  confirms: number;
  disputes: number;
  myVote: "confirm" | "dispute" | null;
};

/** The business page: the spec's Business, its tags' votes, and the viewer's own review. */
export type BusinessDetail = Business & { tagVotes: TagVotes[]; myReview: BusinessReview | null };

/** A tag the community disputes (at least 3 disputes, more than confirms), on the admin desk. */
export type DisputedTag = {
  business: { id: string; name: string; city: string | null };
  tag: BusinessTag;
  confirms: number;
  disputes: number;
};
