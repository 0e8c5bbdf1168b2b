"use client";

import { Flag, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useDeferred } from "@/hooks/use-deferred";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/hooks/use-auth";
import { useDeferredMenu } from "@/hooks/use-deferred-menu";
import type { PostDto } from "@/lib/contract/posts/types";
import type { PostMenuItem } from "./post-menu-dropdown";

// Every card of a feed carries this menu: its dropdown and dialogs load when first used.
const loadDropdown = () => import("./post-menu-dropdown").then((m) => m.PostMenuDropdown);
const loadEditDialog = () => import("./edit-post-dialog").then((m) => m.EditPostDialog);
const loadDeleteDialog = () => import("./delete-post-dialog").then((m) => m.DeletePostDialog);
const loadReportDialog = () => import("@/components/safety/report-dialog").then((m) => m.ReportDialog);

type Props = { post: PostDto; onDeleted?: () => void };

/**
 * The "⋯" menu of a post card and of the detail overlay: Edit and Delete for the author, Delete for
 * an admin, Report for everyone but the author. With no items the trigger is hidden.
 */
export function PostMenu({ post, onDeleted }: Props) {
  const t = useTranslations("posts.menu");
  const tReport = useTranslations("safety.report");
  const { user } = useAuth();
  const [dialog, setDialog] = useState<"edit" | "delete" | "report" | null>(null);
  const { Menu, triggerProps } = useDeferredMenu(loadDropdown);
  const { Piece: EditPostDialog, open: openEdit } = useDeferred(loadEditDialog);
  const { Piece: DeletePostDialog, open: openDelete } = useDeferred(loadDeleteDialog);
  const { Piece: ReportDialog, open: openReport } = useDeferred(loadReportDialog);
  const isAuthor = user?.id === post.userId;
  const asAdmin = !isAuthor && Boolean(user?.isAdmin);

  const items: PostMenuItem[] = [];
  if (isAuthor) items.push({ key: "edit", label: t("edit"), icon: <Pencil aria-hidden />, onSelect: () => openEdit(() => setDialog("edit")) });
  if (isAuthor || asAdmin) items.push({ key: "delete", label: t("delete"), icon: <Trash2 aria-hidden />, destructive: true, onSelect: () => openDelete(() => setDialog("delete")) });
  if (user && !isAuthor) items.push({ key: "report", label: tReport("menuItem"), icon: <Flag aria-hidden />, destructive: true, onSelect: () => openReport(() => setDialog("report")) });
  if (items.length === 0) return null;

  const trigger = (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="size-9 shrink-0"
      aria-label={t("label")}
      {...triggerProps}
    >
      <MoreHorizontal aria-hidden />
    </Button>
  );
  const close = (open: boolean) => !open && setDialog(null);
  return (
    <>
      {Menu ? <Menu trigger={trigger} items={items} /> : trigger}
      {/* mounted only while open; a dialog whose code fails to download stays closed (a toast says so) */}
      {dialog === "edit" && isAuthor && EditPostDialog ? <EditPostDialog post={post} open onOpenChange={close} /> : null}
      {dialog === "delete" && (isAuthor || asAdmin) && DeletePostDialog ? <DeletePostDialog post={post} asAdmin={asAdmin} open onOpenChange={close} onDeleted={onDeleted} /> : null}
      {dialog === "report" && user && !isAuthor && ReportDialog ? <ReportDialog target={{ type: "post", id: post.id }} open onOpenChange={close} /> : null}
    </>
  );
}
