"use client";

import { Flag, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/hooks/use-auth";
import { useDeferredMenu } from "@/hooks/use-deferred-menu";
import type { PostDto } from "@/lib/contract/posts/types";
import type { PostMenuItem } from "./post-menu-dropdown";

// Every card of a feed carries this menu: its dropdown and dialogs load when first used.
const loadDropdown = () => import("./post-menu-dropdown").then((m) => m.PostMenuDropdown);
const EditPostDialog = dynamic(() => import("./edit-post-dialog").then((m) => m.EditPostDialog), { ssr: false });
const DeletePostDialog = dynamic(() => import("./delete-post-dialog").then((m) => m.DeletePostDialog), { ssr: false });
const ReportDialog = dynamic(() => import("@/components/safety/report-dialog").then((m) => m.ReportDialog), { ssr: false });

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
  const isAuthor = user?.id === post.userId;
  const asAdmin = !isAuthor && Boolean(user?.isAdmin);

  const items: PostMenuItem[] = [];
  if (isAuthor) items.push({ key: "edit", label: t("edit"), icon: <Pencil aria-hidden />, onSelect: () => setDialog("edit") });
  if (isAuthor || asAdmin) items.push({ key: "delete", label: t("delete"), icon: <Trash2 aria-hidden />, destructive: true, onSelect: () => setDialog("delete") });
  if (user && !isAuthor) items.push({ key: "report", label: tReport("menuItem"), icon: <Flag aria-hidden />, destructive: true, onSelect: () => setDialog("report") });
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
      {/* mounted only while open */}
      {dialog === "edit" && isAuthor ? <EditPostDialog post={post} open onOpenChange={close} /> : null}
      {dialog === "delete" && (isAuthor || asAdmin) ? <DeletePostDialog post={post} asAdmin={asAdmin} open onOpenChange={close} onDeleted={onDeleted} /> : null}
      {dialog === "report" && user && !isAuthor ? <ReportDialog target={{ type: "post", id: post.id }} open onOpenChange={close} /> : null}
    </>
  );
}
