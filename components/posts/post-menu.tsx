"use client";

import { useTranslations } from "next-intl";
import { ReportMenu } from "@/components/safety/report-menu";
import { useAuth } from "@/hooks/use-auth";
import type { PostDto } from "@/lib/posts/types";

/** The post's ⋯ menu: Report for other members' posts (nothing on one's own). */
export function PostMenu({ post }: { post: Pick<PostDto, "id" | "userId"> }) {
  const t = useTranslations("posts.card");
  const { user } = useAuth();
  if (!user || user.id === post.userId) return null;
  return <ReportMenu target={{ type: "post", id: post.id }} label={t("menu")} className="ml-auto shrink-0" />;
}
