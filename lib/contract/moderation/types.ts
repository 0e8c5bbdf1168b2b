import type { UserSummary } from "@/lib/contract/users/types";

// Response shapes of the moderation desk API (GET /api/admin/reports, GET /api/admin/audit),
// shared by the services and the desk's client components.
/** A previewed still image's WebP variant widths and ThumbHash, beside its `mediaUrl`, only when stored (docs/decisions/media.md). */
export type PreviewVariants = { mediaWidths?: number[]; mediaPlaceholder?: string };

export type ReportPreview =
  | ({ kind: "post"; caption: string | null; mediaUrl: string | null; mediaType: "image" | "video" | null } & PreviewVariants)
  | ({ kind: "comment"; text: string | null; mediaUrl: string | null } & PreviewVariants)
  | ({ kind: "story"; mediaUrl: string; mediaType: "image" | "video" } & PreviewVariants)
  | { kind: "user"; bio: string | null; suspended: boolean; strikeCount: number }
  | { kind: "event"; title: string; date: string | null; location: string | null }
  | { kind: "business"; name: string; city: string | null; imageUrl: string | null }
  /** a reported business review (issue #17) */
  | { kind: "review"; businessId: string; businessName: string; rating: number; content: string; imageUrl: string | null }
  /**
   * a reported message as it was when reported, oldest first; `reported` marks it. With the
   * reporter's consent (`contextShared`) the messages before it come too; without, only the message.
   * `deleted`: the reported message is no longer in the conversation (nothing left to remove).
   */
  | { kind: "message"; context: ReportedMessage[]; contextShared: boolean; deleted: boolean }
  /** a reported conversation: its last 20 messages (oldest first) */
  | { kind: "conversation"; members: UserSummary[]; context: ReportedMessage[] };

/** A message as the moderation desk shows it in a report's context. */
export type ReportedMessage = {
  id: string;
  sender: UserSummary;
  content: string | null;
  mediaUrl: string | null;
  mediaType: "image" | "video" | null;
  createdAt: string;
  /** the reported message itself */
  reported: boolean;
};

export type ModerationReport = {
  id: string;
  targetType: string;
  targetId: string;
  reason: string;
  details: string | null;
  status: "open" | "resolved";
  action: string | null;
  resolutionNotes: string | null;
  resolvedAt: string | null;
  createdAt: string;
  reporter: UserSummary | null;
  targetUser: (UserSummary & { suspended: boolean; strikeCount: number; isAdmin: boolean }) | null;
  resolvedBy: UserSummary | null;
  /** every report ever filed on the same target, and those still open */
  targetReportCount: number;
  targetOpenReportCount: number;
  /** null once the content is gone */
  preview: ReportPreview | null;
};

export type AuditEntry = {
  id: string;
  action: string;
  targetType: string;
  /** null once the member it was about deleted their account */
  targetId: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
  actor: UserSummary | null;
};
