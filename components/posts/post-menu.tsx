"use client";

import { Flag, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { ReportDialog } from "@/components/safety/report-dialog";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { useAuth } from "@/hooks/use-auth";
import type { PostDto } from "@/lib/posts/types";
import { DeletePostDialog } from "./delete-post-dialog";
import { EditPostDialog } from "./edit-post-dialog";

type Props = { post: PostDto; onDeleted?: () => void };

type Item = { key: string; label: string; icon: ReactNode; destructive?: boolean; onSelect: () => void };

/**
 * The "⋯" menu of a post card and of the detail overlay: Edit and Delete for the author, Delete for
 * an admin, Report for everyone but the author. With no items the trigger is hidden.
 */
export function PostMenu({ post, onDeleted }: Props) {
  const t = useTranslations("posts.menu");
  const tReport = useTranslations("safety.report");
  const { user } = useAuth();
  const [dialog, setDialog] = useState<"edit" | "delete" | "report" | null>(null);
  const isAuthor = user?.id === post.userId;
  const asAdmin = !isAuthor && Boolean(user?.isAdmin);

  const items: Item[] = [];
  if (isAuthor) items.push({ key: "edit", label: t("edit"), icon: <Pencil aria-hidden />, onSelect: () => setDialog("edit") });
  if (isAuthor || asAdmin) items.push({ key: "delete", label: t("delete"), icon: <Trash2 aria-hidden />, destructive: true, onSelect: () => setDialog("delete") });
  if (user && !isAuthor) items.push({ key: "report", label: tReport("menuItem"), icon: <Flag aria-hidden />, destructive: true, onSelect: () => setDialog("report") });
  if (items.length === 0) return null;

  const close = (open: boolean) => !open && setDialog(null);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button type="button" variant="ghost" size="icon" className="size-9 shrink-0" aria-label={t("label")}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {items.map((item) => (
            <DropdownMenuItem key={item.key} onSelect={item.onSelect} className={item.destructive ? "text-destructive focus:text-destructive" : undefined}>
              {item.icon}
              {item.label}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      {/* mounted only while open: every card of the feed carries this menu */}
      {dialog === "edit" && isAuthor ? <EditPostDialog post={post} open onOpenChange={close} /> : null}
      {dialog === "delete" && (isAuthor || asAdmin) ? <DeletePostDialog post={post} asAdmin={asAdmin} open onOpenChange={close} onDeleted={onDeleted} /> : null}
      {dialog === "report" && user && !isAuthor ? <ReportDialog target={{ type: "post", id: post.id }} open onOpenChange={close} /> : null}
    </>
  );
}
